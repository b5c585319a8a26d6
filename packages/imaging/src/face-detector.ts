import { FACE_DETECT_RESIZE_WIDTH_PX } from '@hs/domain/constants';
import type { FaceDetection, FaceLandmarks68 } from '@vladmandic/face-api';
import { loadFaceNets, type FaceApiRuntime, type FaceNetName } from './face-api-runtime.ts';
import { imageSize, isRawImage, openImage, type ImageInput } from './raw-image.ts';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface DetectedFace {
  /** In the pixels of the image passed in. */
  box: FaceBox;
  /** Detector confidence, 0 to 1. */
  score: number;
  /** The 68-point face landmarks, in the pixels of the image passed in. */
  landmarks: Point[];
  /** 128-d identity descriptor, when asked for. */
  descriptor?: Float32Array;
}

/**
 * 'fast': TinyFaceDetector + tiny 68-point landmarks, for upload checks. Tiny at input 416
 * alone misses many faces filling over half the photo (selfies), so it runs at 416 and at
 * 160 and keeps the best box per face: as many faces found as SSD on single-person photos
 * (see README), at about 80-100 ms on a 1024 px photo. Its boxes are looser than SSD's.
 * 'accurate': SSD MobileNet v1 + full 68-point landmarks (+ descriptor), about 400-600 ms;
 * for identity scoring.
 */
export type DetectionMode = 'fast' | 'accurate';

export interface DetectOptions {
  mode?: DetectionMode;
  /** Compute the 128-d descriptor; defaults to true in 'accurate' mode. */
  withDescriptors?: boolean;
  /** Drop detections under this confidence (default 0.5). */
  minScore?: number;
}

const WHITE = { r: 255, g: 255, b: 255 };

// TinyFaceDetector input sizes for 'fast': 416 for faces up to half the photo, 160 for larger.
const TINY_INPUT_SIZES = [416, 160];
const SAME_FACE_IOU = 0.3;

interface Found {
  detection: FaceDetection;
  landmarks: FaceLandmarks68;
  descriptor?: Float32Array;
}

function netsFor(mode: DetectionMode, withDescriptors: boolean): FaceNetName[] {
  const nets: FaceNetName[] =
    mode === 'fast'
      ? ['tinyFaceDetector', 'faceLandmark68TinyNet']
      : ['ssdMobilenetv1', 'faceLandmark68Net'];
  return withDescriptors ? [...nets, 'faceRecognitionNet'] : nets;
}

function iou(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** Of boxes that overlap (the same face found by two passes), the best-scored one. */
function bestPerFace(detections: FaceDetection[]): FaceDetection[] {
  const kept: FaceDetection[] = [];
  for (const face of [...detections].sort((a, b) => b.score - a.score)) {
    if (kept.every((k) => iou(k.box, face.box) < SAME_FACE_IOU)) kept.push(face);
  }
  return kept;
}

let queue: Promise<unknown> = Promise.resolve();

// One inference at a time: the wasm backend computes on one thread anyway, and overlapping
// calls would only raise the high-water mark of the wasm heap, which never shrinks.
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

// spec 000 section 9: face detection resize width 1024
async function detectionPixels(input: ImageInput) {
  const { width } = await imageSize(input);
  if (isRawImage(input) && width === FACE_DETECT_RESIZE_WIDTH_PX) {
    return { data: input.data, width, height: input.height, scale: 1 };
  }
  const { data, info } = await openImage(input)
    .flatten({ background: WHITE })
    .toColourspace('srgb')
    .resize({ width: FACE_DETECT_RESIZE_WIDTH_PX })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale: width / info.width };
}

type FaceApi = FaceApiRuntime['faceapi'];
type ImageTensor = ReturnType<FaceApi['tf']['tensor3d']>;

async function findFaces(
  faceapi: FaceApi,
  tensor: ImageTensor,
  { mode, withDescriptors, minScore }: Required<DetectOptions>,
): Promise<Found[]> {
  const detectors =
    mode === 'fast'
      ? TINY_INPUT_SIZES.map(
          (inputSize) =>
            new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: minScore }),
        )
      : [new faceapi.SsdMobilenetv1Options({ minConfidence: minScore })];
  // Detect with every pass, keep one box per face, then landmarks (and descriptors) once.
  const detections: FaceDetection[] = [];
  for (const detector of detectors) {
    detections.push(...(await faceapi.detectAllFaces(tensor, detector)));
  }
  const faces = bestPerFace(detections).map((d) => faceapi.extendWithFaceDetection({}, d));
  const task = new faceapi.DetectAllFaceLandmarksTask(
    Promise.resolve(faces),
    tensor,
    mode === 'fast',
  );
  return withDescriptors ? await task.withFaceDescriptors() : await task;
}

function scaled(face: Found, s: number): DetectedFace {
  const { x, y, width, height } = face.detection.box;
  return {
    box: { x: x * s, y: y * s, width: width * s, height: height * s },
    score: face.detection.score,
    landmarks: face.landmarks.positions.map((p) => ({ x: p.x * s, y: p.y * s })),
    ...(face.descriptor ? { descriptor: face.descriptor } : {}),
  };
}

/**
 * Faces in `input`, largest box first. The image is resized to 1024 px wide for
 * detection; boxes and landmarks are mapped back to the input's pixels.
 */
export async function detectFaces(
  input: ImageInput,
  { mode = 'fast', withDescriptors = mode === 'accurate', minScore = 0.5 }: DetectOptions = {},
): Promise<DetectedFace[]> {
  const [{ faceapi }, pixels] = await Promise.all([
    loadFaceNets(netsFor(mode, withDescriptors)),
    detectionPixels(input),
  ]);
  const found = await oneAtATime(async () => {
    const tensor = faceapi.tf.tensor3d(pixels.data, [pixels.height, pixels.width, 3], 'int32');
    try {
      return await findFaces(faceapi, tensor, { mode, withDescriptors, minScore });
    } finally {
      tensor.dispose();
    }
  });
  return found
    .map((face) => scaled(face, pixels.scale))
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}
