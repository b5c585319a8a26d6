import { describe, expect, it } from 'vitest';
import {
  STUDIO_DEFAULTS,
  STUDIO_TEMPLATES,
  isStudioInProgress,
  studioDeliveredSize,
  studioOutputSize,
  studioUnhonoured,
} from './studio.ts';

describe('studio rules', () => {
  it('has the spec defaults: 1024x831, male, glasses, no hairstyle, sd', () => {
    expect(STUDIO_DEFAULTS).toMatchObject({
      size: '1024x831',
      gender: 'male',
      glasses: true,
      hairstyle: false,
      quality: 'sd',
    });
  });

  it('counts pending, enhancing and saving as in progress, and nothing else', () => {
    expect(['pending', 'enhancing', 'saving'].every(isStudioInProgress)).toBe(true);
    expect(isStudioInProgress('ready')).toBe(false);
    expect(isStudioInProgress('failed')).toBe(false);
  });

  it('renders hd at twice the pixels per side of sd', () => {
    expect(studioOutputSize('1024x831', 'sd')).toEqual({ width: 1024, height: 831 });
    expect(studioOutputSize('1024x831', 'hd')).toEqual({ width: 2048, height: 1662 });
  });

  it('says what an engine that renders at most 1280 px delivers: hd capped, its shape kept', () => {
    expect(studioDeliveredSize('1024x831', 'sd', 1280)).toEqual({ width: 1024, height: 831 });
    expect(studioDeliveredSize('1024x831', 'hd', 1280)).toEqual({ width: 1280, height: 1038 });
    expect(studioDeliveredSize('1024x831', 'hd', null)).toEqual({ width: 2048, height: 1662 });
  });

  it('names what the local engine cannot change, and nothing for replicate', () => {
    const all = {
      outfitId: 'navy-suit',
      emotionPrompt: 'Confident',
      glasses: true,
      hairstyle: true,
    };
    expect(studioUnhonoured('local', all)).toEqual(['outfit', 'emotion', 'glasses', 'hairstyle']);
    expect(studioUnhonoured('replicate', all)).toEqual([]);
    expect(
      studioUnhonoured('local', { outfitId: 'own-clothes', glasses: false, hairstyle: false }),
    ).toEqual([]);
  });

  it('has templates with distinct ids and looks inside 0..1', () => {
    expect(new Set(STUDIO_TEMPLATES.map((t) => t.id)).size).toBe(STUDIO_TEMPLATES.length);
    for (const t of STUDIO_TEMPLATES) {
      for (const v of [t.look.zoom, t.look.lift, t.look.shift, t.look.lightStrength]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });
});
