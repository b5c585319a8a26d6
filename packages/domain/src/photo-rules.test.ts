import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  classifyByCoverage,
  classifyPhoto,
  photoFraming,
  faceCoverage,
  fullBodySlotsLeft,
  hasEnoughPhotos,
  minimumPhotos,
} from './photo-rules.ts';

const count = fc.nat(60);
const counts = fc.record({ facePhotos: count, fullBodyPhotos: count, isTestUser: fc.boolean() });

describe('minimumPhotos', () => {
  it('is 15, or 2 for test users', () => {
    expect(minimumPhotos(false)).toBe(15);
    expect(minimumPhotos(true)).toBe(2);
  });
});

describe('fullBodySlotsLeft', () => {
  it('counts down from 3 and stops at 0', () => {
    expect([0, 1, 2, 3, 4, 10].map(fullBodySlotsLeft)).toEqual([3, 2, 1, 0, 0, 0]);
  });

  it('rejects a negative or fractional count', () => {
    expect(() => fullBodySlotsLeft(-1)).toThrow(RangeError);
    expect(() => fullBodySlotsLeft(1.5)).toThrow(RangeError);
  });

  it('with the photos already there never exceeds the maximum of 3', () => {
    fc.assert(
      fc.property(count, (current) => {
        const left = fullBodySlotsLeft(current);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(Math.min(current, 3) + left).toBe(3);
      }),
    );
  });
});

describe('faceCoverage', () => {
  it('is face box area over image area, at most 1', () => {
    expect(faceCoverage(200 * 200, 1000 * 1000)).toBeCloseTo(0.04);
    expect(faceCoverage(2000, 1000)).toBe(1);
  });

  it('rejects an empty image or a negative face', () => {
    expect(() => faceCoverage(1, 0)).toThrow(RangeError);
    expect(() => faceCoverage(-1, 10)).toThrow(RangeError);
    expect(() => faceCoverage(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('classifyByCoverage', () => {
  it('keeps a small face as full body while slots remain', () => {
    expect(classifyByCoverage(19, 100, 1)).toBe('full-body');
    expect(classifyByCoverage(19, 100, 0)).toBe('face');
  });

  it('crops the head at exactly 20% coverage and above', () => {
    expect(classifyByCoverage(20, 100, 3)).toBe('face');
    expect(classifyByCoverage(80, 100, 3)).toBe('face');
  });

  it('is full body only below 20% and with a slot left', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.nat(3),
        (share, imageArea, slots) => {
          const kind = classifyByCoverage(share * imageArea, imageArea, slots);
          expect(kind === 'full-body').toBe(share * imageArea < 0.2 * imageArea && slots > 0);
        },
      ),
    );
  });
});

describe('hasEnoughPhotos', () => {
  it('is enough with 15 face photos, or 12 faces and 3 full body', () => {
    expect(hasEnoughPhotos({ facePhotos: 15, fullBodyPhotos: 0, isTestUser: false })).toBe(true);
    expect(hasEnoughPhotos({ facePhotos: 12, fullBodyPhotos: 3, isTestUser: false })).toBe(true);
    expect(hasEnoughPhotos({ facePhotos: 13, fullBodyPhotos: 2, isTestUser: false })).toBe(true);
  });

  it('is not enough with 14 photos, or with 11 faces whatever the full-body count', () => {
    expect(hasEnoughPhotos({ facePhotos: 14, fullBodyPhotos: 0, isTestUser: false })).toBe(false);
    expect(hasEnoughPhotos({ facePhotos: 12, fullBodyPhotos: 2, isTestUser: false })).toBe(false);
    expect(hasEnoughPhotos({ facePhotos: 11, fullBodyPhotos: 4, isTestUser: false })).toBe(false);
  });

  it('needs 2 good photos of any kind for a test user', () => {
    expect(hasEnoughPhotos({ facePhotos: 2, fullBodyPhotos: 0, isTestUser: true })).toBe(true);
    expect(hasEnoughPhotos({ facePhotos: 0, fullBodyPhotos: 2, isTestUser: true })).toBe(true);
    expect(hasEnoughPhotos({ facePhotos: 1, fullBodyPhotos: 0, isTestUser: true })).toBe(false);
  });

  it('rejects negative counts', () => {
    expect(() => hasEnoughPhotos({ facePhotos: -1, fullBodyPhotos: 0, isTestUser: false })).toThrow(
      RangeError,
    );
  });

  it('is always enough once face photos reach the minimum', () => {
    fc.assert(
      fc.property(counts, (c) => {
        if (c.facePhotos >= minimumPhotos(c.isTestUser)) expect(hasEnoughPhotos(c)).toBe(true);
      }),
    );
  });

  it('is never enough below the minimum in total, or below minimum - 3 faces', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const minimum = minimumPhotos(c.isTestUser);
        if (c.facePhotos + c.fullBodyPhotos < minimum || c.facePhotos < minimum - 3) {
          expect(hasEnoughPhotos(c)).toBe(false);
        }
      }),
    );
  });

  it('never turns false when a photo of either kind is added', () => {
    fc.assert(
      fc.property(counts, fc.boolean(), (c, addFace) => {
        const more = addFace
          ? { ...c, facePhotos: c.facePhotos + 1 }
          : { ...c, fullBodyPhotos: c.fullBodyPhotos + 1 };
        if (hasEnoughPhotos(c)) expect(hasEnoughPhotos(more)).toBe(true);
      }),
    );
  });

  it('never asks more of a test user than of a customer', () => {
    fc.assert(
      fc.property(count, count, (facePhotos, fullBodyPhotos) => {
        if (hasEnoughPhotos({ facePhotos, fullBodyPhotos, isTestUser: false })) {
          expect(hasEnoughPhotos({ facePhotos, fullBodyPhotos, isTestUser: true })).toBe(true);
        }
      }),
    );
  });
});

describe('photoFraming and classifyPhoto (issue 20 item 4)', () => {
  const image = { width: 768, height: 1024 };
  const facts = (faceHeight: number, chinY: number) => ({
    face: { x: 300, y: chinY - faceHeight, width: faceHeight * 0.8, height: faceHeight },
    chin: { x: 384, y: chinY },
    image,
  });

  it('reads selfie, half-body and full-body from the picture below the chin', () => {
    expect(photoFraming(facts(300, 700))).toBe('selfie'); // 324 px below: 1.08 faces
    expect(photoFraming(facts(200, 500))).toBe('half-body'); // 524 px: 2.6 faces
    expect(photoFraming(facts(100, 300))).toBe('full-body'); // 724 px: 7.2 faces
  });

  it('files an arm-length selfie whose face covers under 20% of the frame as a face photo', () => {
    // Face box 176 x 220 in a 768 x 1024 selfie: 4.9% of the frame, chin 150 px from the bottom.
    const selfie = facts(220, 874);
    expect(classifyPhoto(selfie, 3)).toBe('face');
    // The same face size with a body below it is a body shot while a slot is left.
    const standing = facts(120, 250);
    expect(classifyPhoto(standing, 3)).toBe('full-body');
    expect(classifyPhoto(standing, 0)).toBe('face');
  });

  it('measures coverage on the body crop square, not the whole frame', () => {
    // 300 x 300 face in a 2000 x 700 landscape: 6.4% of the frame, 18.4% of the 700 px square.
    const wide = {
      face: { x: 900, y: 100, width: 300, height: 300 },
      chin: { x: 1050, y: 400 },
      image: { width: 2000, height: 700 },
    };
    expect(photoFraming(wide)).toBe('selfie');
    expect(classifyPhoto(wide, 3)).toBe('face');
    const halfBody = {
      ...wide,
      face: { ...wide.face, height: 180, width: 180 },
      chin: { x: 1050, y: 280 },
    };
    // 420 px below a 180 px face: 2.3 faces, half-body; 6.6% of the square: a body shot.
    expect(classifyPhoto(halfBody, 3)).toBe('full-body');
  });
});
