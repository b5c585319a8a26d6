import type { PhotoCheck } from '@hs/contracts/engine';
import { describe, expect, it } from 'vitest';
import { checkSummary, MAX_PER_STYLE, someoneElseNames, stillReading } from './photo-check.ts';

const base: PhotoCheck = {
  engine: 'local',
  photos: [
    { path: 'a', use: 'used', crops: ['head-and-shoulders'], someoneElse: false },
    { path: 'b', use: 'head-cut', crops: [], someoneElse: true },
  ],
  wanted: 15,
  perStyle: 1,
  promised: 2,
  shortfall: { wanted: 15, perStyle: 1, photosNeeded: 5, fallback: false },
};

describe('checkSummary (issue 15 item 1)', () => {
  it('says short with the photos needed, fallback, unreachable, enough, or still reading', () => {
    expect(checkSummary(base)).toEqual({ kind: 'short', perStyle: 1, wanted: 15, count: 5 });
    const fallback = { ...base.shortfall!, perStyle: 0, fallback: true };
    expect(checkSummary({ ...base, shortfall: fallback })?.kind).toBe('fallback');
    const never = { ...base.shortfall!, wanted: 30, photosNeeded: null };
    expect(checkSummary({ ...base, shortfall: never })).toEqual({
      kind: 'unreachable',
      perStyle: 1,
      wanted: 30,
      max: MAX_PER_STYLE,
    });
    expect(MAX_PER_STYLE).toBe(24);
    expect(checkSummary({ ...base, shortfall: null })).toEqual({
      kind: 'enough',
      perStyle: 1,
      wanted: 15,
    });
    const reading = { ...base, photos: [{ ...base.photos[0]!, use: 'unread' as const }] };
    expect(checkSummary(reading)).toEqual({ kind: 'reading' });
    expect(stillReading(reading)).toBe(true);
    expect(stillReading(base)).toBe(false);
  });

  it('says nothing about the count for an engine that does not limit it, or without photos', () => {
    expect(
      checkSummary({ ...base, engine: 'replicate', wanted: null, perStyle: null, shortfall: null }),
    ).toBeNull();
    expect(checkSummary({ ...base, photos: [] })).toBeNull();
  });

  it('names the photos of someone else by the names the page gives them', () => {
    expect(someoneElseNames(base, (path) => `Photo ${path}`)).toEqual(['Photo b']);
  });
});
