import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outputsPerStyle } from './plan.ts';

describe('outputsPerStyle', () => {
  it('shares the default 100 over the chosen styles', () => {
    expect(outputsPerStyle(1)).toEqual([100]);
    expect(outputsPerStyle(3)).toEqual([34, 33, 33]);
    expect(outputsPerStyle(4)).toEqual([25, 25, 25, 25]);
    expect(outputsPerStyle(0)).toEqual([]);
  });

  it('gives every style at least 10 and sums to the total when that allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 400 }), (n, total) => {
        const plan = outputsPerStyle(n, total);
        expect(plan).toHaveLength(n);
        expect(Math.min(...plan)).toBeGreaterThanOrEqual(10);
        if (total >= n * 10) expect(plan.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
