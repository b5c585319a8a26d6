import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EYES_CLOSED_BELOW, faceGeometry, photoQualityScore } from './face-quality.ts';
import type { Point } from './framing.ts';

/** A schematic frontal face: 68 points, eyes open, rotated by `roll` degrees. */
function face({ roll = 0, noseShift = 0, eyeHeight = 6 } = {}): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => ({ x: 100, y: 120 }));
  points[0] = { x: 20, y: 100 };
  points[16] = { x: 180, y: 100 };
  const eye = (cx: number, first: number) => {
    const shape = [
      [-15, 0],
      [-5, -eyeHeight],
      [5, -eyeHeight],
      [15, 0],
      [5, eyeHeight],
      [-5, eyeHeight],
    ];
    shape.forEach(([dx = 0, dy = 0], i) => (points[first + i] = { x: cx + dx, y: 90 + dy }));
  };
  eye(65, 36);
  eye(135, 42);
  points[30] = { x: 100 + noseShift, y: 120 };
  const a = (roll * Math.PI) / 180;
  return points.map(({ x, y }) => ({
    x: 100 + (x - 100) * Math.cos(a) - (y - 100) * Math.sin(a),
    y: 100 + (x - 100) * Math.sin(a) + (y - 100) * Math.cos(a),
  }));
}

describe('faceGeometry', () => {
  it('reads eye centres, head width, roll, yaw and open eyes', () => {
    const g = faceGeometry(face());
    expect(g.eyeLeft).toEqual({ x: 65, y: 90 });
    expect(g.eyeRight).toEqual({ x: 135, y: 90 });
    expect(g.headWidth).toBe(160);
    expect(g.rollDeg).toBeCloseTo(0, 9);
    expect(g.yaw).toBeCloseTo(0, 9);
    expect(g.eyeOpenness).toBeCloseTo(0.4, 9);
  });

  it('finds the roll it is given, and yaw from the nose offset', () => {
    fc.assert(
      fc.property(fc.double({ min: -40, max: 40, noNaN: true }), (roll) => {
        expect(faceGeometry(face({ roll })).rollDeg).toBeCloseTo(roll, 6);
        expect(faceGeometry(face({ roll })).headWidth).toBeCloseTo(160, 6);
      }),
    );
    expect(faceGeometry(face({ noseShift: 35 })).yaw).toBeCloseTo(0.5, 9);
  });

  it('refuses too few landmarks', () => {
    expect(() => faceGeometry(face().slice(0, 40))).toThrow(RangeError);
  });
});

describe('photoQualityScore', () => {
  const good = { geometry: faceGeometry(face()), faceShare: 0.5, sharpness: 300 };

  it('is 1 for a large, sharp, frontal, open-eyed face and lower for each flaw', () => {
    expect(photoQualityScore(good)).toBeCloseTo(1, 9);
    const flaws = [
      { ...good, faceShare: 0.1 },
      { ...good, sharpness: 20 },
      { ...good, geometry: faceGeometry(face({ roll: 25 })) },
      { ...good, geometry: faceGeometry(face({ noseShift: 30 })) },
      { ...good, geometry: faceGeometry(face({ eyeHeight: 1 })) },
    ];
    for (const flawed of flaws) expect(photoQualityScore(flawed)).toBeLessThan(0.75);
    expect(faceGeometry(face({ eyeHeight: 1 })).eyeOpenness).toBeLessThan(EYES_CLOSED_BELOW);
  });

  it('stays within 0 to 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (roll, faceShare, sharpness) => {
          const s = photoQualityScore({
            geometry: faceGeometry(face({ roll })),
            faceShare,
            sharpness,
          });
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
