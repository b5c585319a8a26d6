import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFINITIONS,
  deliveredSize,
  outputsPerStyle,
  packageHeadshots,
  packageTerms,
  resolutionLabel,
} from './packages.ts';
import { photosPerPackage } from './photos-per-package.ts';

describe('package definitions', () => {
  it('follow spec 000 section 9: styles x 10 + 10 headshots', () => {
    for (const def of PACKAGE_DEFINITIONS) {
      expect(packageHeadshots(def)).toBe(photosPerPackage(def.stylesAllowed));
    }
    expect(PACKAGE_DEFINITIONS.map((d) => [d.id, packageHeadshots(d)])).toEqual([
      ['starter', 30],
      ['professional', 50],
      ['executive', 90],
    ]);
  });

  it('deliver more as they cost more, at 4:5 portrait', () => {
    for (let i = 1; i < PACKAGE_DEFINITIONS.length; i++) {
      const [a, b] = [PACKAGE_DEFINITIONS[i - 1]!, PACKAGE_DEFINITIONS[i]!];
      expect(b.priceUsdCents).toBeGreaterThan(a.priceUsdCents);
      expect(b.stylesAllowed).toBeGreaterThan(a.stylesAllowed);
      expect(b.output.width).toBeGreaterThanOrEqual(a.output.width);
    }
    for (const d of PACKAGE_DEFINITIONS) expect(d.output.width * 5).toBe(d.output.height * 4);
  });

  it('snapshot what one run delivers', () => {
    expect(packageTerms(PACKAGE_DEFINITIONS[2]!)).toEqual({
      packageId: 'executive',
      headshots: 90,
      styles: 8,
      width: 2048,
      height: 2560,
    });
    expect(resolutionLabel({ width: 1024, height: 1280 })).toBe('1024 x 1280');
  });
});

describe('outputsPerStyle', () => {
  it('shares the headshots evenly, earlier styles taking the remainder', () => {
    expect(outputsPerStyle(1, 30)).toEqual([30]);
    expect(outputsPerStyle(4, 50)).toEqual([13, 13, 12, 12]);
    expect(outputsPerStyle(0, 50)).toEqual([]);
  });

  it('always makes exactly what was paid for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 500 }), (n, total) => {
        const plan = outputsPerStyle(n, total);
        expect(plan.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('deliveredSize (issue 34 item 6)', () => {
  it('scales a size down to the engine’s largest side, keeping its shape', () => {
    expect(deliveredSize({ width: 1536, height: 1920 }, 1280)).toEqual({
      width: 1024,
      height: 1280,
    });
    expect(deliveredSize({ width: 2048, height: 2560 }, 1280)).toEqual({
      width: 1024,
      height: 1280,
    });
    expect(deliveredSize({ width: 1024, height: 1280 }, 1280)).toEqual({
      width: 1024,
      height: 1280,
    });
    expect(deliveredSize({ width: 2048, height: 2560 }, null)).toEqual({
      width: 2048,
      height: 2560,
    });
  });
});
