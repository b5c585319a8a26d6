// Issue 36 items 2 and 3 (decision 073): every generated output leaves the engine at the
// package's shape and size, framed as the local engine frames its own: a generative model
// draws at its own size (InstantID follows the face photo, PhotoMaker draws 1024 x 1024)
// and may draw the person full length or cut off. The frame is found by the same rule the
// local engine uses (@hs/domain/framing frameByHead on the real head, hair included) and
// the output is cropped to it; one whose head cannot be framed is drawn again.
import sharp, { type Sharp } from 'sharp';
import { faceGeometry } from '@hs/domain/face-quality';
import { CROP_HEAD_SHARE, frameByHead, type Rect, type Size } from '@hs/domain/framing';
import { detectFaces } from '@hs/imaging/face-detector';
import { headInMask } from '../local/head.ts';
import { segmentPerson } from '../local/segmentation.ts';

export type FittedOutput =
  | {
      ok: true;
      bytes: Buffer;
      width: number;
      height: number;
      /** 'framed': cropped to the head; 'centred': no face found (ranking withholds it). */
      how: 'framed' | 'centred';
    }
  | { ok: false; reason: 'framing' };

/**
 * `size` scaled down, its shape kept, so that neither side is over `maxSide`: a model's
 * real detail is not sold as a larger size (issue 34 item 6).
 */
export function capToSide(size: Size, maxSide: number | undefined): Size {
  const over = maxSide ? Math.max(size.width, size.height) / maxSide : 1;
  if (over <= 1) return { width: size.width, height: size.height };
  return {
    width: Math.max(1, Math.floor(size.width / over)),
    height: Math.max(1, Math.floor(size.height / over)),
  };
}

/** The crop of `bounds` with `frame`'s aspect, centred on `x` across (the whole height or width). */
export function aspectCrop(bounds: Size, frame: Size, x = bounds.width / 2): Rect {
  const aspect = frame.width / frame.height;
  if (bounds.width / bounds.height > aspect) {
    const width = Math.round(bounds.height * aspect);
    const left = Math.min(bounds.width - width, Math.max(0, Math.round(x - width / 2)));
    return { left, top: 0, width, height: bounds.height };
  }
  const height = Math.round(bounds.width / aspect);
  return { left: 0, top: 0, width: bounds.width, height };
}

async function cropTo(image: Sharp, source: Size, crop: Rect, frame: Size) {
  const left = Math.round(crop.left);
  const top = Math.round(crop.top);
  const right = Math.round(crop.left + crop.width);
  const bottom = Math.round(crop.top + crop.height);
  // Above the picture only when the hair is clear of its top edge (frameByHead): the
  // backdrop's top rows are repeated there.
  const pad = {
    top: Math.max(0, -top),
    bottom: Math.max(0, bottom - source.height),
    left: Math.max(0, -left),
    right: Math.max(0, right - source.width),
  };
  const padded = await image
    .extend({ ...pad, extendWith: 'copy' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(padded.data, { raw: padded.info })
    .extract({
      left: left + pad.left,
      top: top + pad.top,
      width: right - left,
      height: bottom - top,
    })
    .resize(frame.width, frame.height, { fit: 'fill', kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/**
 * Brings a generated PNG to `frame` (the package's size, capped): the head framed by the
 * local engine's rule when a face is found; centred at the frame's shape when none is (the
 * ranking's identity check withholds it as no-face). Not ok when the face cannot be framed
 * inside the picture (cut off at an edge, or too large for a head-and-shoulders frame).
 */
export async function fitOutput(png: Buffer, frame: Size): Promise<FittedOutput> {
  const image = sharp(png, { limitInputPixels: 64_000_000 }).removeAlpha();
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const source = { width: info.width, height: info.height };
  const [face] = await detectFaces(
    { data, width: source.width, height: source.height, channels: 3 },
    { mode: 'accurate', withDescriptors: false },
  );
  if (!face || face.landmarks.length < 68) {
    const bytes = await cropTo(image, source, aspectCrop(source, frame), frame);
    return { ok: true, bytes, ...frame, how: 'centred' };
  }
  const mask = (await segmentPerson(data, source.width, source.height)).data;
  const head = headInMask(mask, source.width, source.height, face.landmarks);
  if (!head || head.touchesSide) return { ok: false, reason: 'framing' };
  const g = faceGeometry(face.landmarks);
  const crop = frameByHead({
    head: {
      eye: { x: (g.eyeLeft.x + g.eyeRight.x) / 2, y: (g.eyeLeft.y + g.eyeRight.y) / 2 },
      width: head.width,
      centreX: head.centreX,
      top: head.top,
      faceWidth: g.headWidth,
    },
    frame,
    bounds: { left: 0, top: 0, ...source },
    share: CROP_HEAD_SHARE['head-and-shoulders'],
    lift: 0.5,
    shift: 0.5,
    tight: true,
  });
  if (!crop) return { ok: false, reason: 'framing' };
  return { ok: true, bytes: await cropTo(image, source, crop, frame), ...frame, how: 'framed' };
}

/**
 * A face photo cut to `frame`'s shape around its face, for a model whose output follows the
 * photo's shape (InstantID's resize_img): the whole height or width kept, the face centred.
 */
export async function photoAtAspect(bytes: Buffer, frame: Size): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 64_000_000 }).removeAlpha();
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const source = { width: info.width, height: info.height };
  const [face] = await detectFaces(
    { data, width: source.width, height: source.height, channels: 3 },
    { mode: 'fast', withDescriptors: false },
  );
  const x = face ? face.box.x + face.box.width / 2 : source.width / 2;
  const crop = aspectCrop(source, frame, x);
  return image.extract(crop).jpeg({ quality: 92 }).toBuffer();
}
