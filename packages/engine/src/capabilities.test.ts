import { describe, expect, it } from 'vitest';
import { capDetailSize, engineCapabilities, LOCAL_CAPABILITIES } from './capabilities.ts';

// Issue 15 item 5: each engine declares what it can change; pages say it from this.
describe('engineCapabilities', () => {
  it('declares the local engine: backdrop and light, not clothing or pose, 1024 px of detail', () => {
    expect(engineCapabilities('local', {})).toBe(LOCAL_CAPABILITIES);
    expect(LOCAL_CAPABILITIES).toMatchObject({
      method: 'own-photos',
      changesBackdrop: true,
      changesLight: true,
      changesClothing: false,
      changesPose: false,
      detailSide: 1024,
      maxSide: 1280,
      limitedByUploads: true,
    });
  });

  it('renders no more than its detail allows: larger sizes at the largest of their shape', () => {
    // Issue 34 item 6: 1024 px photos, at most 1.25 times that side.
    expect(capDetailSize({ width: 1024, height: 1280 })).toEqual({ width: 1024, height: 1280 });
    expect(capDetailSize({ width: 2048, height: 2560 })).toEqual({ width: 1024, height: 1280 });
    expect(capDetailSize({ width: 1200, height: 1500 })).toEqual({ width: 1024, height: 1280 });
    expect(capDetailSize({ width: 4096, height: 4096 })).toEqual({ width: 1280, height: 1280 });
  });

  it("declares each Replicate preset's own, and its largest side", () => {
    expect(engineCapabilities('replicate', { REPLICATE_PRESET: 'instantid' })).toMatchObject({
      engine: 'replicate',
      preset: 'instantid',
      method: 'generated',
      changesClothing: true,
      changesPose: false,
      maxSide: 1280,
      detailSide: null,
      limitedByUploads: false,
    });
    expect(
      engineCapabilities('replicate', {
        REPLICATE_PRESET: 'flux-lora',
        REPLICATE_MAX_SIDE: '1024',
      }),
    ).toMatchObject({ changesPose: true, maxSide: 1024 });
  });

  it('says unknown for a model configured by hand', () => {
    expect(
      engineCapabilities('replicate', { REPLICATE_MODEL: 'someone/some-model' }),
    ).toMatchObject({ preset: null, changesClothing: null, changesPose: null, maxSide: null });
  });
});
