import { describe, expect, it } from 'vitest';
import {
  holdHighlights,
  kelvinTint,
  kelvinToRgb,
  lightFromBackdrop,
  NEUTRAL_KELVIN,
} from './style-light.ts';

describe('style light', () => {
  it('gives warm light more red than blue, cool light more blue than red', () => {
    const [wr, , wb] = kelvinToRgb(3200);
    const [cr, , cb] = kelvinToRgb(9000);
    expect(wr).toBe(1);
    expect(wb).toBeLessThan(0.65);
    expect(cb).toBe(1);
    expect(cr).toBeLessThan(0.85);
  });

  it('tints toward the light by the share asked, at the same luminance', () => {
    expect(kelvinTint(NEUTRAL_KELVIN, 1).map((v) => v.toFixed(6))).toEqual([
      '1.000000',
      '1.000000',
      '1.000000',
    ]);
    const [r, g, b] = kelvinTint(4000, 0.3);
    expect(r).toBeGreaterThan(1);
    expect(b).toBeLessThan(0.97);
    expect(0.2126 * r + 0.7152 * g + 0.0722 * b).toBeCloseTo(1, 6);
    const [, , bFull] = kelvinTint(4000, 1);
    expect(bFull).toBeLessThan(b);
  });

  it('lights a warm backdrop warm, a cool one cool, a dark one with more contrast', () => {
    const beige = lightFromBackdrop([245, 230, 211]);
    const navy = lightFromBackdrop([30, 58, 138]);
    expect(beige.kelvin).toBeLessThan(NEUTRAL_KELVIN);
    expect(navy.kelvin).toBeGreaterThan(NEUTRAL_KELVIN);
    expect(navy.contrast).toBeGreaterThan(beige.contrast);
    expect(navy.key).toBeLessThan(beige.key);
  });

  it('holds highlights: unchanged below the knee, never 255, never decreasing', () => {
    expect(holdHighlights(120)).toBe(120);
    expect(holdHighlights(200)).toBe(200);
    expect(holdHighlights(-3)).toBe(0);
    let last = 0;
    for (let v = 0; v <= 600; v += 5) {
      const out = holdHighlights(v);
      expect(out).toBeGreaterThanOrEqual(last);
      expect(out).toBeLessThan(255);
      last = out;
    }
    expect(holdHighlights(255)).toBeGreaterThan(230);
  });
});
