import { describe, expect, it } from 'vitest';
import {
  distinctShortfall,
  engineSelection,
  wantedPerStyle,
  type EngineReading,
} from './distinct-photos.ts';

const all: EngineReading['crops'] = ['head-and-shoulders', 'medium', 'half-body'];
const read = (score: number | null, crops: EngineReading['crops'] = all): EngineReading => ({
  score,
  crops,
  unusable: score === null ? 'no-face' : crops.length ? null : 'no-room',
});

describe('engineSelection (issue 15 item 1: the local engine uses each source and crop once)', () => {
  it('counts one photo per crop kind of each usable source, and says why the others are not used', () => {
    const s = engineSelection([
      read(0.5, ['head-and-shoulders', 'medium']),
      read(0.9, []),
      read(null),
      { score: 0.7, crops: [], unusable: 'head-cut' },
      null,
      read(0.2),
    ]);
    expect(s.perStyle).toBe(5);
    expect(s.sources).toBe(2);
    expect(s.uses).toEqual([
      { used: true, crops: ['head-and-shoulders', 'medium'] },
      { used: false, why: 'no-room' },
      { used: false, why: 'no-face' },
      { used: false, why: 'head-cut' },
      { used: false, why: 'unread' },
      { used: true, crops: all },
    ]);
  });

  it('takes at most maxSources usable photos, best score first, equal scores in upload order', () => {
    const readings = [read(0.1), read(0.5), read(0.5), read(0.9)];
    const s = engineSelection(readings, 2);
    // 0.9, then of the two at 0.5 the earlier upload.
    expect(s.uses.map((u) => u.used)).toEqual([false, true, false, true]);
    expect(s.uses[0]).toEqual({ used: false, why: 'not-among-best' });
    expect(s.perStyle).toBe(6);
  });

  it('leaves out photos of someone else and flagged photos, in the selection and the count (issue 34 item 3)', () => {
    const readings = [read(0.9), read(0.8), read(0.1)];
    const leftOut = new Map([
      [0, 'someone-else' as const],
      [1, 'nsfw' as const],
    ]);
    const s = engineSelection(readings, 2, leftOut);
    expect(s.uses).toEqual([
      { used: false, why: 'someone-else' },
      { used: false, why: 'nsfw' },
      { used: true, crops: all },
    ]);
    expect(s.sources).toBe(1);
    expect(s.perStyle).toBe(3);
  });
});

describe('distinctShortfall', () => {
  it('is null when every style gets its count of distinct photos', () => {
    const s = engineSelection([read(0.5), read(0.4), read(0.3), read(0.2)]);
    expect(distinctShortfall(s, 12)).toBeNull();
    expect(distinctShortfall(s, 0)).toBeNull();
  });

  it('asks for as many photos with shoulders as close the gap, three crops each', () => {
    // Two sources with the head-and-shoulders crop only: 2 a style, 15 wanted.
    const s = engineSelection([
      read(0.5, ['head-and-shoulders']),
      read(0.4, ['head-and-shoulders']),
      read(0.3, []),
    ]);
    expect(distinctShortfall(s, 15)).toEqual({
      wanted: 15,
      perStyle: 2,
      photosNeeded: 5, // 2 + 5 x 3 = 17 >= 15; 4 would give 14
      fallback: false,
    });
  });

  it('says when no upload can be framed (the engine would fall back to repeated close-ups)', () => {
    const s = engineSelection([read(0.5, []), read(null)]);
    expect(distinctShortfall(s, 10)).toEqual({
      wanted: 10,
      perStyle: 0,
      photosNeeded: 4,
      fallback: true,
    });
  });

  it('replaces the weakest source once every slot is taken, and says when nothing can reach the count', () => {
    const eight = Array.from({ length: 8 }, (_, i) => read(1 - i / 10, ['head-and-shoulders']));
    // 8 a style; 12 wanted: each better photo replaces a one-crop source (+2).
    expect(distinctShortfall(engineSelection(eight), 12)?.photosNeeded).toBe(2);
    // 8 sources x 3 crops = 24 is the most a style can ever have.
    expect(distinctShortfall(engineSelection(eight), 24)?.photosNeeded).toBe(8);
    expect(distinctShortfall(engineSelection(eight), 25)?.photosNeeded).toBeNull();
    expect(() => distinctShortfall(engineSelection(eight), -1)).toThrow(RangeError);
  });
});

describe('wantedPerStyle', () => {
  it('is the largest share of the headshots over the chosen styles', () => {
    expect(wantedPerStyle(30, 2)).toBe(15);
    expect(wantedPerStyle(50, 4)).toBe(13);
    expect(wantedPerStyle(90, 8)).toBe(12);
    expect(wantedPerStyle(30, 0)).toBe(0);
  });
});
