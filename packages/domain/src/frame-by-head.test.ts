// Issue 15 item 3: framing by the real head (mask with hair), inside the photo.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROP_HEAD_SHARE,
  CROP_KINDS,
  frameByHead,
  HEADROOM_MIN,
  type RealHead,
  SKULL_ABOVE_EYES,
  TIGHT_FRAME,
} from './framing.ts';

const frame = { width: 1024, height: 1280 };
// A 1024 x 1365 portrait photo: head 200 px wide with hair, eyes at y 400, hair top at 260.
const head: RealHead = { eye: { x: 500, y: 400 }, width: 200, centreX: 505, top: 260 };
const photo = { left: 0, top: 0, width: 1024, height: 1365 };

describe('frameByHead', () => {
  it('puts the real head at each crop kind share, eyes 30-40% down, room above the hair', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CROP_KINDS),
        fc.double({ min: 0, max: 1 }),
        fc.double({ min: 0, max: 1 }),
        (kind, lift, shift) => {
          const crop = frameByHead({
            head,
            frame,
            bounds: photo,
            share: CROP_HEAD_SHARE[kind],
            lift,
            shift,
          });
          expect(crop).not.toBeNull();
          const c = crop!;
          const share = head.width / c.width;
          expect(share).toBeGreaterThanOrEqual(0.35);
          expect(share).toBeLessThanOrEqual(0.5);
          const eyeLine = (head.eye.y - c.top) / c.height;
          expect(eyeLine).toBeGreaterThanOrEqual(0.3);
          expect(eyeLine).toBeLessThanOrEqual(0.4);
          expect((head.top - c.top) / c.height).toBeGreaterThanOrEqual(HEADROOM_MIN - 1e-9);
          expect(c.left).toBeGreaterThanOrEqual(0);
          expect(c.left + c.width).toBeLessThanOrEqual(photo.width + 1e-9);
          expect(c.top + c.height).toBeLessThanOrEqual(photo.height + 1e-9);
          expect(c.height / c.width).toBeCloseTo(1.25);
        },
      ),
    );
  });

  it("frames a frame wider than 4:5 (the studio's 1024 x 831) by the head's size against the height", () => {
    const wide = { width: 1024, height: 831 };
    const landscape = { left: 0, top: 0, width: 1600, height: 1365 };
    for (const kind of CROP_KINDS) {
      const crop = frameByHead({
        head,
        frame: wide,
        bounds: landscape,
        share: CROP_HEAD_SHARE[kind],
        lift: 0.5,
        shift: 0.5,
      });
      expect(crop).not.toBeNull();
      const c = crop!;
      // The head's width against the frame's height is a 4:5 frame's at this share.
      expect(head.width / c.height).toBeCloseTo(CROP_HEAD_SHARE[kind] * 0.8, 2);
      const eyeLine = (head.eye.y - c.top) / c.height;
      expect(eyeLine).toBeGreaterThanOrEqual(0.3);
      expect(eyeLine).toBeLessThanOrEqual(0.4);
      expect((head.top - c.top) / c.height).toBeGreaterThanOrEqual(HEADROOM_MIN - 1e-9);
      expect(c.width / c.height).toBeCloseTo(1024 / 831);
    }
  });

  it('refuses a close-up that ends under the chin (no head-and-shoulders frame)', () => {
    const closeUp = { left: 0, top: 0, width: 1024, height: 600 };
    expect(
      frameByHead({ head, frame, bounds: closeUp, share: 0.465, lift: 0.5, shift: 0.5 }),
    ).toBeNull();
  });

  it('reaches above the photo only when the hair is clear of its top edge', () => {
    const low = { left: 0, top: 300, width: 1024, height: 1065 };
    const cut = { ...head, eye: { x: 500, y: 430 }, top: 300 };
    expect(
      frameByHead({ head: cut, frame, bounds: low, share: 0.465, lift: 0.5, shift: 0.5 }),
    ).toBeNull();
    const clear = { ...head, eye: { x: 500, y: 470 }, top: 340 };
    const crop = frameByHead({
      head: clear,
      frame,
      bounds: low,
      share: 0.465,
      lift: 0.5,
      shift: 0.5,
    });
    expect(crop?.top).toBeLessThan(low.top);
  });

  it('refuses a photo too narrow for the head at any allowed share', () => {
    const narrow = { left: 0, top: 0, width: 380, height: 1365 };
    expect(
      frameByHead({ head, frame, bounds: narrow, share: 0.465, lift: 0.5, shift: 0.5 }),
    ).toBeNull();
  });
});

describe('frameByHead for a chest-cut portrait (issue 34)', () => {
  // The photo ends 1.3 real heads below the eyes: no room at the head-and-shoulders aim.
  const chest = { left: 0, top: 0, width: 1024, height: 660 };
  const close = { ...head, faceWidth: 160 };
  const input = {
    head: close,
    frame,
    bounds: chest,
    share: CROP_HEAD_SHARE['head-and-shoulders'],
    lift: 0.5,
    shift: 0.5,
  };

  it('has no head-and-shoulders frame at the aim, and a close one when allowed', () => {
    expect(frameByHead(input)).toBeNull();
    const crop = frameByHead({ ...input, tight: true });
    expect(crop).not.toBeNull();
    const c = crop!;
    expect(head.width / c.width).toBeLessThanOrEqual(TIGHT_FRAME.headShare + 1e-9);
    expect(close.faceWidth / c.width).toBeLessThanOrEqual(TIGHT_FRAME.faceShare + 1e-9);
    const eyeLine = (head.eye.y - c.top) / c.height;
    expect(eyeLine).toBeLessThanOrEqual(0.4);
    expect((head.top - c.top) / c.height).toBeGreaterThanOrEqual(TIGHT_FRAME.headroom - 1e-9);
    expect(c.top + c.height).toBeLessThanOrEqual(chest.height + 1e-9);
  });

  it('keeps the face outline within half the width: a face as wide as the head gets none', () => {
    expect(frameByHead({ ...input, head: { ...head, faceWidth: 200 }, tight: true })).toBeNull();
  });

  it('frames a photo that ends 1.19 real heads below the eyes at its bottom edge, eyes at 40 % at most (round 2)', () => {
    // e img4's measures: real head 366 px, face outline 288 px, the photo ends 435 px below the eyes.
    const e4: RealHead = {
      eye: { x: 560, y: 273 },
      width: 366,
      centreX: 560,
      top: 26,
      faceWidth: 288,
    };
    const bounds = { left: 0, top: 0, width: 1024, height: 708 };
    const c = frameByHead({ ...input, head: e4, bounds, tight: true });
    expect(c).not.toBeNull();
    const eyeLine = (e4.eye.y - c!.top) / c!.height;
    expect(eyeLine).toBeLessThanOrEqual(0.4 + 1e-9);
    expect(eyeLine).toBeGreaterThanOrEqual(0.3);
    expect(288 / c!.width).toBeLessThanOrEqual(0.5 + 1e-9);
    expect(e4.width / c!.width).toBeLessThanOrEqual(TIGHT_FRAME.headShare + 1e-9);
    expect(c!.top + c!.height).toBeLessThanOrEqual(708 + 1e-9);
  });
});

describe('frameByHead where the hair runs off the photo top (round 2)', () => {
  const photoTop = { left: 0, top: 0, width: 1024, height: 768 };
  // g img53's measures: eyes 193 px below the top, face outline 250 px, real head 325 px.
  const hair: RealHead = {
    eye: { x: 600, y: 193 },
    width: 325,
    centreX: 600,
    top: 0,
    faceWidth: 250,
    hairCut: true,
  };
  const input = { head: hair, frame, bounds: photoTop, share: 0.465, lift: 0.5, shift: 0.5 };

  it('stays inside the photo at its top, the skull inside, within issue 5 ranges', () => {
    expect(frameByHead(input)).toBeNull();
    const c = frameByHead({ ...input, tight: true });
    expect(c).not.toBeNull();
    expect(c!.top).toBeGreaterThanOrEqual(-1e-6);
    expect(hair.eye.y - SKULL_ABOVE_EYES * 250).toBeGreaterThanOrEqual(c!.top - 1e-6);
    const eyeLine = (hair.eye.y - c!.top) / c!.height;
    expect(eyeLine).toBeGreaterThanOrEqual(0.3 - 1e-9);
    expect(eyeLine).toBeLessThanOrEqual(0.4);
    expect(250 / c!.width).toBeLessThanOrEqual(0.5 + 1e-9);
  });

  it('refuses when the skull would run off the photo top', () => {
    const high = { ...hair, eye: { x: 600, y: SKULL_ABOVE_EYES * 250 - 10 } };
    expect(frameByHead({ ...input, head: high, tight: true })).toBeNull();
  });
});
