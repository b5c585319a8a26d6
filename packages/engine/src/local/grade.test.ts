// Issue 15 item 4: the person is graded toward the style's light and its highlights held.
import { describe, expect, it } from 'vitest';
import type { Rgb } from './backdrop.ts';
import { composeHeadshot } from './compose.ts';
import { gradeFor, styleLight } from './grade.ts';
import type { PreparedPhoto } from './photo-analysis.ts';

const still = { exposure: 0, warmth: 0 };
const face: Rgb = [190, 140, 120];

describe('gradeFor', () => {
  it('moves the person toward the light: warmer under warm light, cooler under cool', () => {
    const warm = gradeFor(face, { kelvin: 3800, contrast: 0.3, key: 0.5 }, still);
    const cool = gradeFor(face, { kelvin: 7500, contrast: 0.3, key: 0.5 }, still);
    expect(warm.gain[0] / warm.gain[2]).toBeGreaterThan(1.15 * (cool.gain[0] / cool.gain[2]));
  });

  it('brings a bright face down and a dark face up toward the key, within bounds', () => {
    const light = { kelvin: 5600, contrast: 0.3, key: 0.5 };
    const bright = gradeFor([250, 215, 200], light, still);
    const dark = gradeFor([90, 60, 50], light, still);
    expect(bright.gain[1]).toBeLessThan(1);
    expect(dark.gain[1]).toBeGreaterThan(1);
    expect(dark.gain[1]).toBeLessThan(1.5);
  });

  it("uses the style's own light, else one from the backdrop's colour", () => {
    const own = { kelvin: 4400, side: 1 as const, contrast: 0.3, key: 0.58 };
    expect(styleLight({ kind: 'solid', colors: ['#f5e6d3'], light: own }, [245, 230, 211])).toBe(
      own,
    );
    expect(
      styleLight({ kind: 'solid', colors: ['#1e3a8a'] }, [30, 58, 138]).kelvin,
    ).toBeGreaterThan(5600);
  });
});

describe('composeHeadshot', () => {
  it('holds highlights: a near-white shirt under a strong light and gain never clips', async () => {
    const size = 40;
    const rgba = Buffer.alloc(size * size * 4);
    for (let i = 0; i < size * size; i++) rgba.set([250, 248, 246, 255], i * 4);
    const photo = {
      rgba,
      width: size,
      height: size,
    } as PreparedPhoto;
    const frame = { width: size, height: size };
    const backdrop = Buffer.alloc(size * size * 3, 20);
    const out = await composeHeadshot(
      photo,
      { left: 0, top: 0, width: size, height: size },
      frame,
      backdrop,
      { gain: [1.3, 1.3, 1.3], offset: [0, 0, 0] },
      { x: 20, y: 20, sigma: 15, strength: 0.2 },
    );
    const centre = (20 * size + 20) * 3;
    expect(Math.max(...out)).toBeLessThan(255);
    // Still bright, and brighter at the light's centre than at its far edge.
    expect(out[centre]).toBeGreaterThan(235);
    expect(out[centre]!).toBeGreaterThan(out[(2 * size + 20) * 3]!);
  });
});
