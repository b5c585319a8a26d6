import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyCropRect, headCropRect, type CropRect } from './crop-math.ts';
import type { FaceBox } from './face-detector.ts';
import { ImagingError } from './imaging-error.ts';

const side = fc.integer({ min: 1, max: 6000 });
const imageAndFace = fc.record({ w: side, h: side }).chain(({ w, h }) =>
  fc.record({
    w: fc.constant(w),
    h: fc.constant(h),
    face: fc
      .record({
        x: fc.double({ min: 0, max: w - 1, noNaN: true }),
        y: fc.double({ min: 0, max: h - 1, noNaN: true }),
        width: fc.double({ min: 1, max: w, noNaN: true }),
        height: fc.double({ min: 1, max: h, noNaN: true }),
      })
      .map((f) => ({
        ...f,
        width: Math.min(f.width, w - f.x),
        height: Math.min(f.height, h - f.y),
      })),
  }),
);

function insideImage(rect: CropRect, w: number, h: number): boolean {
  return (
    rect.left >= 0 && rect.top >= 0 && rect.left + rect.width <= w && rect.top + rect.height <= h
  );
}

function contains(rect: CropRect, face: FaceBox): boolean {
  return (
    rect.left <= face.x &&
    rect.top <= face.y &&
    rect.left + rect.width >= face.x + face.width &&
    rect.top + rect.height >= face.y + face.height
  );
}

function headCropOrNull(face: FaceBox, w: number, h: number): CropRect | null {
  try {
    return headCropRect(face, w, h);
  } catch (error) {
    if (error instanceof ImagingError && error.code === 'face-too-small') return null;
    throw error;
  }
}

describe('headCropRect', () => {
  it('adds 10% of the face size on every side, centred on the face', () => {
    const rect = headCropRect({ x: 300, y: 250, width: 400, height: 500 }, 1024, 1024);
    expect(rect).toEqual({ left: 200, top: 200, width: 600, height: 600 });
  });

  it('shifts the square back inside the image at an edge', () => {
    const rect = headCropRect({ x: 0, y: 0, width: 400, height: 400 }, 1024, 768);
    expect(rect).toEqual({ left: 0, top: 0, width: 480, height: 480 });
  });

  it('shrinks to the shorter image side when the face nearly fills it', () => {
    const rect = headCropRect({ x: 100, y: 20, width: 700, height: 740 }, 1024, 768);
    expect(rect).toEqual({ left: 66, top: 0, width: 768, height: 768 });
  });

  it('fails with the spec message under 409.6 px, and passes at 410', () => {
    expect(() => headCropRect({ x: 0, y: 0, width: 341, height: 341 }, 1024, 1024)).toThrow(
      'The face is too small. Please try again.',
    );
    expect(headCropRect({ x: 0, y: 0, width: 342, height: 300 }, 1024, 1024).width).toBe(410);
    expect(() => headCropRect({ x: 0, y: 0, width: 800, height: 800 }, 1024, 400)).toThrow(
      ImagingError,
    );
    // Issue 15 item 6: the refusal carries the crop's side and the minimum, in pixels.
    try {
      headCropRect({ x: 0, y: 0, width: 300, height: 300 }, 1024, 1024);
      expect.unreachable();
    } catch (error) {
      expect((error as ImagingError).tooSmall).toEqual({
        what: 'face',
        width: 360,
        height: 360,
        minimum: 410,
      });
    }
  });

  it('only counts the part of a face box that is inside the image', () => {
    const rect = headCropRect({ x: -200, y: -100, width: 800, height: 800 }, 1024, 1024);
    expect(rect).toEqual({ left: 0, top: 0, width: 840, height: 840 });
    expect(() => headCropRect({ x: 2000, y: 0, width: 50, height: 50 }, 1024, 1024)).toThrow(
      RangeError,
    );
  });

  it('is a whole-pixel square inside the image, at least 409.6 px, holding the face', () => {
    fc.assert(
      fc.property(imageAndFace, ({ w, h, face }) => {
        const rect = headCropOrNull(face, w, h);
        const faceSide = Math.max(face.width, face.height);
        if (!rect) {
          expect(Math.min(faceSide * 1.2, w, h)).toBeLessThan(410);
          return;
        }
        expect(rect.width).toBe(rect.height);
        expect(Number.isInteger(rect.left) && Number.isInteger(rect.top)).toBe(true);
        expect(rect.width).toBeGreaterThanOrEqual(409.6);
        expect(insideImage(rect, w, h)).toBe(true);
        if (faceSide * 1.2 <= Math.min(w, h)) expect(contains(rect, face)).toBe(true);
      }),
    );
  });
});

describe('bodyCropRect', () => {
  it('takes the full height of a landscape photo, centred across', () => {
    expect(bodyCropRect(1024, 683)).toEqual({ left: 170, top: 0, width: 683, height: 683 });
  });

  it('moves a portrait square up 32 px from the centre', () => {
    expect(bodyCropRect(683, 1024)).toEqual({ left: 0, top: 138, width: 683, height: 683 });
  });

  it('stops at the top when the centre is less than 32 px down', () => {
    expect(bodyCropRect(1000, 1040)).toEqual({ left: 0, top: 0, width: 1000, height: 1000 });
    expect(bodyCropRect(800, 800)).toEqual({ left: 0, top: 0, width: 800, height: 800 });
  });

  it('is the shorter-side square, inside the image, 32 px above centre or at the top', () => {
    fc.assert(
      fc.property(side, side, (w, h) => {
        const rect = bodyCropRect(w, h);
        expect(rect.width).toBe(Math.min(w, h));
        expect(rect.height).toBe(rect.width);
        expect(insideImage(rect, w, h)).toBe(true);
        expect(rect.top).toBe(Math.max(0, Math.floor((h - rect.height) / 2) - 32));
      }),
    );
  });

  it('rejects an image without pixels', () => {
    expect(() => bodyCropRect(0, 10)).toThrow(RangeError);
    expect(() => bodyCropRect(10.5, 10)).toThrow(RangeError);
  });
});
