import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_HEADSHOTS, PHOTOS_PER_STYLE, photosPerPackage } from './photos-per-package.ts';

describe('photosPerPackage', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_HEADSHOTS).toBe(100);
    expect(PHOTOS_PER_STYLE).toBe(10);
  });

  it('is package count x photos per style + 10', () => {
    expect(photosPerPackage(0)).toBe(10);
    expect(photosPerPackage(1)).toBe(20);
    expect(photosPerPackage(4)).toBe(50);
    expect(photosPerPackage(3, 8)).toBe(34);
  });

  it('grows by photos per style for each extra package', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(1_000), (count, perStyle) => {
        expect(photosPerPackage(count + 1, perStyle) - photosPerPackage(count, perStyle)).toBe(
          perStyle,
        );
      }),
    );
  });
});
