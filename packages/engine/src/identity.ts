// Identity scoring for ranking (issue 5 item 3): the 128-d face-api descriptor of an
// output's face against those of the person's uploads; SAME_PERSON_THRESHOLD and the
// distance rule live in @hs/domain/identity. Faces in uploads and headshots are large, so
// the face is found by TinyFaceDetector on a downscaled copy (about 8x faster than SSD on
// 1024 px), then the full 68-point landmarks align it for the descriptor net.
import { faceGeometry } from '@hs/domain/face-quality';
import { distanceToReference } from '@hs/domain/identity';
import { loadFaceNets, type FaceApiRuntime } from '@hs/imaging/face-api-runtime';
import sharp from 'sharp';

export interface IdentityReference {
  /** One descriptor per upload in which a face was found. */
  descriptors: Float32Array[];
  /** Uploads without a face (not part of the reference). */
  skipped: number;
}

export interface IdentityScorer {
  reference(photos: Buffer[]): Promise<IdentityReference>;
  /** Mean distance of the image's largest face to the reference; null without a face. */
  distance(image: Buffer, reference: IdentityReference): Promise<number | null>;
  /** The image's largest face descriptor, or null. */
  descriptor(image: Buffer): Promise<Float32Array | null>;
}

export interface IdentityOptions {
  /** Width the image is shrunk to for finding the face (default 320 px). */
  detectWidth?: number;
}

// Tiny detector input sizes, tried in turn until a face is found: 160 finds the large
// faces of headshots and uploads (a fifth of the width and more), 320 smaller ones.
const INPUT_SIZES = [160, 320];
const MIN_SCORE = 0.4;
// Faces tilted more than this are levelled before they are described.
const LEVEL_WITHIN_DEG = 4;

type FaceApi = FaceApiRuntime['faceapi'];

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(image: Buffer, width: number): Promise<Pixels> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .resize({ width, height: width * 2, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

interface Found {
  descriptor: Float32Array;
  rollDeg: number;
}

async function largestFace(faceapi: FaceApi, image: Pixels): Promise<Found | null> {
  const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    type Detection = Parameters<FaceApi['extendWithFaceDetection']>[1];
    let best: { weight: number; detection: Detection } | undefined;
    for (const inputSize of INPUT_SIZES) {
      const options = new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_SCORE });
      for (const detection of await faceapi.detectAllFaces(tensor, options)) {
        const weight = detection.box.width * detection.box.height * detection.score;
        if (!best || weight > best.weight) best = { weight, detection };
      }
      if (best) break;
    }
    if (!best) return null;
    const face = faceapi.extendWithFaceDetection({}, best.detection);
    const [result] = await new faceapi.DetectAllFaceLandmarksTask(
      Promise.resolve([face]),
      tensor,
      false,
    ).withFaceDescriptors();
    if (!result) return null;
    const { rollDeg } = faceGeometry(result.landmarks.positions);
    return { descriptor: result.descriptor, rollDeg };
  } finally {
    tensor.dispose();
  }
}

async function levelled(image: Pixels, rollDeg: number): Promise<Pixels> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .rotate(-rollDeg, { background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function createIdentityScorer({ detectWidth = 320 }: IdentityOptions = {}): IdentityScorer {
  let queue: Promise<unknown> = Promise.resolve();
  // One inference at a time: the wasm backend runs on one thread anyway.
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function descriptor(image: Buffer): Promise<Float32Array | null> {
    const [{ faceapi }, small] = await Promise.all([
      loadFaceNets(['tinyFaceDetector', 'faceLandmark68Net', 'faceRecognitionNet']),
      pixels(image, detectWidth),
    ]);
    return oneAtATime(async () => {
      const found = await largestFace(faceapi, small);
      if (!found || Math.abs(found.rollDeg) < LEVEL_WITHIN_DEG) return found?.descriptor ?? null;
      // face-api crops the face without turning it: a tilted head gives another
      // descriptor, so the face is levelled and described again.
      const again = await largestFace(faceapi, await levelled(small, found.rollDeg));
      return (again ?? found).descriptor;
    });
  }

  return {
    descriptor,
    async reference(photos) {
      const descriptors: Float32Array[] = [];
      for (const photo of photos) {
        const d = await descriptor(photo);
        if (d) descriptors.push(d);
      }
      return { descriptors, skipped: photos.length - descriptors.length };
    },
    async distance(image, reference) {
      const d = await descriptor(image);
      return d ? distanceToReference(d, reference.descriptors) : null;
    },
  };
}
