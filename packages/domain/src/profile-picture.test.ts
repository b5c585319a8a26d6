import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PFP_SETTINGS,
  PFP_LIMITS,
  gradientLine,
  normalizePfpSettings,
  photoPlacement,
} from './profile-picture.ts';

describe('profile picture editor (spec 001 sections 3 and 9)', () => {
  it('starts at the spec defaults: border 3, zoom 100, opacity 100, rotation 45', () => {
    expect(DEFAULT_PFP_SETTINGS).toMatchObject({
      borderWidth: 3,
      zoom: 100,
      opacity: 100,
      rotation: 45,
      grayscale: false,
      text: '',
      offset: { x: 0, y: 0 },
    });
    expect(normalizePfpSettings({})).toEqual(DEFAULT_PFP_SETTINGS);
  });

  it('keeps every number in range and every colour a hex colour', () => {
    fc.assert(
      fc.property(
        fc.record({
          borderWidth: fc.double(),
          zoom: fc.double(),
          opacity: fc.double(),
          rotation: fc.double(),
          offset: fc.record({ x: fc.double(), y: fc.double() }),
          colour: fc.tuple(fc.string(), fc.string()),
          text: fc.string({ maxLength: 100 }),
        }),
        (given) => {
          const s = normalizePfpSettings(given);
          for (const key of ['borderWidth', 'zoom', 'opacity', 'rotation'] as const) {
            expect(s[key]).toBeGreaterThanOrEqual(PFP_LIMITS[key].min);
            expect(s[key]).toBeLessThanOrEqual(PFP_LIMITS[key].max);
          }
          expect(Math.abs(s.offset.x)).toBeLessThanOrEqual(50);
          for (const c of s.colour) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
          expect(s.text.length).toBeLessThanOrEqual(PFP_LIMITS.textMaxLength);
        },
      ),
    );
  });

  it('covers the square at zoom 100 and centres the photo without an offset', () => {
    expect(
      photoPlacement({ width: 400, height: 800 }, 200, { zoom: 100, offset: { x: 0, y: 0 } }),
    ).toEqual({ x: 0, y: -100, width: 200, height: 400 });
    expect(
      photoPlacement({ width: 100, height: 100 }, 200, { zoom: 200, offset: { x: 10, y: 0 } }),
    ).toEqual({ x: -80, y: -100, width: 400, height: 400 });
  });

  it('runs the gradient corner to corner at 45 degrees', () => {
    const line = gradientLine(200, 45);
    expect(line.x1 - line.x0).toBeCloseTo(line.y1 - line.y0);
    expect(line.x0 + line.x1).toBeCloseTo(200);
  });
});
