// NSFW check on uploads and outputs (issue 5 item 4) with nsfwjs (MIT) and the
// MobileNetV2 model bundled inside its package: no network, loaded once per process, on
// the same TensorFlow.js wasm runtime as face-api.
import { faceApiRuntime } from '@hs/imaging/face-api-runtime';
import type { NSFWJS } from 'nsfwjs';
import sharp from 'sharp';

export interface NsfwResult {
  nsfw: boolean;
  /** Probabilities of nsfwjs's classes: Drawing, Hentai, Neutral, Porn, Sexy. */
  scores: Record<string, number>;
}

export interface NsfwClassifier {
  classify(bytes: Buffer): Promise<NsfwResult>;
}

// Flagged when explicit content is likely (Porn + Hentai >= 0.7) or the model is nearly
// sure the image is "Sexy" (>= 0.9). Measured here with this model: clothed group photos
// of the face-api demo (dresses, bare shoulders) score 0.5 to 0.64 on Porn + Hentai and
// up to 0.53 on Sexy, and generated headshots about 0.01, so 0.5 would hide ordinary
// photos; these thresholds flag only what the model is confident about.
export const NSFW_EXPLICIT_THRESHOLD = 0.7;
export const NSFW_SEXY_THRESHOLD = 0.9;
const INPUT_SIDE = 224;

export function isNsfw(scores: Record<string, number>): boolean {
  const explicit = (scores.Porn ?? 0) + (scores.Hentai ?? 0);
  return explicit >= NSFW_EXPLICIT_THRESHOLD || (scores.Sexy ?? 0) >= NSFW_SEXY_THRESHOLD;
}

let model: Promise<NSFWJS> | undefined;

async function loadModel(): Promise<NSFWJS> {
  await faceApiRuntime(); // the wasm backend, shared with face-api
  const { load } = await import('nsfwjs');
  return load('MobileNetV2');
}

export function createNsfwClassifier(): NsfwClassifier {
  return {
    async classify(bytes) {
      model ??= loadModel().catch((error: unknown) => {
        model = undefined;
        throw error;
      });
      const [nsfw, { tf }, pixels] = await Promise.all([
        model,
        faceApiRuntime(),
        sharp(bytes, { failOn: 'error' })
          .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'fill' })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .raw()
          .toBuffer(),
      ]);
      const tensor = tf.tensor3d(pixels, [INPUT_SIDE, INPUT_SIDE, 3], 'int32');
      try {
        const predictions = await nsfw.classify(tensor as Parameters<NSFWJS['classify']>[0], 5);
        const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
        return { nsfw: isNsfw(scores), scores };
      } finally {
        tensor.dispose();
      }
    },
  };
}
