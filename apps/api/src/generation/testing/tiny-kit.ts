import sharp from 'sharp';
import type { GenerationEngine } from '@hs/engine/engine';
import type { GenerationKit } from '../kit.ts';

// Test only: a tiny engine and scorer for the pipeline and kill tests, which are about the
// queue and the pipeline's bookkeeping, not image quality (packages/engine has its own
// suites). Each output is a PNG whose top-left pixel carries its variant, so any process
// scores it alike: variant 0 has no face, 1 is someone else, 2 is NSFW, the rest match.

export interface TinyKitOptions {
  /** Pause per output, so a test can kill the process in the middle of a style. */
  delayMs?: number;
  onSaved?: (styleId: string, variant: number) => void;
}

async function plantedVariant(image: Buffer): Promise<number> {
  const { data } = await sharp(image)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data[0] ?? 255;
}

export function tinyKit(options: TinyKitOptions = {}) {
  // generate: the styles asked for, in order; avoid: the hashes each call was given.
  const calls = { train: 0, generate: [] as string[], avoid: [] as (readonly string[])[] };
  const engine: GenerationEngine = {
    name: 'local',
    async train(input) {
      calls.train++;
      return { handle: `tiny-${input.modelId}` };
    },
    async generate(input, onImage, signal) {
      calls.generate.push(input.style.id);
      calls.avoid.push(input.avoid ?? []);
      const { width, height } = input.size ?? { width: 640, height: 800 };
      for (let variant = 0; variant < input.count; variant++) {
        signal?.throwIfAborted();
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        const bytes = await sharp({
          create: {
            width,
            height,
            channels: 3,
            background: input.style.backdrop.colors[0] ?? '#888888',
          },
        })
          .composite([
            {
              input: {
                create: {
                  width: 4,
                  height: 4,
                  channels: 3,
                  background: { r: variant, g: 0, b: 0 },
                },
              },
              left: 0,
              top: 0,
            },
          ])
          .png()
          .toBuffer();
        await onImage({
          variant,
          bytes,
          width,
          height,
          sourcePhotoId: input.photos[variant % input.photos.length]!.id,
        });
        options.onSaved?.(input.style.id, variant);
      }
    },
  };
  const kit: GenerationKit = {
    engine,
    identity: {
      reference: async (photos) => photos.length,
      distance: async (image) => {
        const variant = await plantedVariant(image);
        return variant === 0 ? null : variant === 1 ? 0.7 : 0.3;
      },
    },
    nsfw: { classify: async (bytes) => ({ nsfw: (await plantedVariant(bytes)) === 2 }) },
  };
  return { kit, calls };
}
