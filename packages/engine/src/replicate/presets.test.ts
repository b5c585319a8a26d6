// Each preset, configured from the environment as an operator would, against the strict
// fake that knows the real models' input names (and drops any other, as Cog does).
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeneratedImage, SourcePhoto, StyleSpec } from '../engine.ts';
import {
  FAKE_MODELS,
  REAL_MODEL_INPUTS,
  REAL_MODELS,
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
} from '../testing/fake-replicate.ts';
import { replicateOptionsFromEnv } from './env.ts';
import { createReplicateEngine } from './replicate-engine.ts';

const styles: StyleSpec[] = [
  {
    id: 'studio-grey',
    backdrop: { kind: 'solid', colors: ['#888888'] },
    prompt: 'wearing a dark suit jacket, on a mid-grey studio backdrop',
  },
  {
    id: 'warm-beige',
    backdrop: { kind: 'solid', colors: ['#f5e6d3'] },
    prompt: 'wearing a light knit sweater, on a warm beige backdrop',
  },
];

let fake: FakeReplicate | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function photos(count: number): Promise<SourcePhoto[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      id: `photo-${i}`,
      fullBody: false,
      bytes: await sharp({
        create: { width: 48, height: 60, channels: 3, background: { r: 60 * i, g: 80, b: 120 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

async function run(
  env: Record<string, string>,
  fakeOptions: FakeReplicateOptions = {},
  size = { width: 1536, height: 1920 },
) {
  fake = await startFakeReplicate(fakeOptions);
  const { options } = replicateOptionsFromEnv({
    REPLICATE_BASE_URL: fake.url,
    REPLICATE_POLL_INTERVAL_MS: '100',
    ...(fakeOptions.mode === 'cog' ? {} : { REPLICATE_API_TOKEN: fake.token }),
    ...env,
  });
  const engine = createReplicateEngine({
    ...options,
    pollIntervalMs: 10,
    retryBaseMs: 10,
    notice: () => undefined,
  });
  const sources = await photos(2);
  const trained = await engine.train({ modelId: 'p', photos: sources, trigger: 'female' });
  const images: GeneratedImage[] = [];
  for (const style of styles) {
    await engine.generate(
      { modelId: 'p', trained, photos: sources, style, count: 2, size },
      async (image) => {
        images.push(image);
      },
    );
  }
  return { fake, images };
}

describe('presets, picked by name', () => {
  it('flux-lora trains once on the uploads, then renders each style on the trained version', async () => {
    const { fake, images } = await run({
      REPLICATE_PRESET: 'flux-lora',
      REPLICATE_TRAINING_DESTINATION: FAKE_MODELS.destination,
    });
    expect(images).toHaveLength(4);
    const [training, ...more] = fake.trainings();
    expect(more).toHaveLength(0);
    // No version configured: the trainer's latest, asked of GET /v1/models.
    expect(training).toMatchObject({
      model: REAL_MODELS.fluxLoraTrainer.name,
      version: REAL_MODELS.fluxLoraTrainer.version,
      photoCount: 2,
      input: { trigger_word: 'TOK', steps: 1000, lora_rank: 16 },
    });
    expect(training?.input.input_images).toMatch(/\/files\//);
    const predictions = fake.predictions();
    expect(predictions).toHaveLength(4);
    for (const prediction of predictions) {
      expect(prediction.model).toBe(FAKE_MODELS.destination);
      // 1536 x 1920 asked; FLUX renders at most 1440 a side, in steps of 16.
      expect(prediction.input).toMatchObject({
        aspect_ratio: 'custom',
        width: 1152,
        height: 1440,
        output_format: 'png',
      });
      expect(typeof prediction.input.seed).toBe('number');
    }
    expect(predictions[0]?.input.prompt).toBe(
      'professional headshot photo of TOK woman, wearing a dark suit jacket, on a mid-grey studio backdrop, 85mm lens, shallow depth of field, sharp focus on the eyes',
    );
    expect(predictions.at(-1)?.input.prompt).toContain('light knit sweater');
  });

  it('instantid sends the face as `image` to the community model by its latest version', async () => {
    const { fake, images } = await run({ REPLICATE_PRESET: 'instantid' });
    expect(images).toHaveLength(4);
    expect(images.map((i) => i.sourcePhotoId).sort()).toEqual([
      'photo-0',
      'photo-0',
      'photo-1',
      'photo-1',
    ]);
    expect(fake.trainings()).toHaveLength(0);
    for (const prediction of fake.predictions()) {
      expect(prediction.version).toBe(REAL_MODELS.instantId.version);
      expect(prediction.input.image).toMatch(new RegExp(`^${fake.url}/files/`));
      // InstantID takes no size: the face photo goes at 4:5, so resize_img draws 1024 x 1280.
      expect(prediction.input).not.toHaveProperty('width');
      expect(prediction.input).toMatchObject({ ip_adapter_scale: 0.8 });
      expect(prediction.drawSize).toEqual({ width: 1024, height: 1280 });
      expect(String(prediction.input.prompt)).toMatch(
        /^professional headshot photo of a woman, wearing/,
      );
    }
  });

  it('photomaker sends up to four photos, the `img` trigger after the class word, and no size', async () => {
    const { fake, images } = await run({ REPLICATE_PRESET: 'photomaker' });
    expect(images).toHaveLength(4);
    for (const prediction of fake.predictions()) {
      expect(prediction.version).toBe(REAL_MODELS.photoMaker.version);
      expect(prediction.input.input_image).toMatch(/\/files\//);
      expect(prediction.input.input_image2).toMatch(/\/files\//);
      expect(prediction.input.input_image2).not.toBe(prediction.input.input_image);
      expect(prediction.input).not.toHaveProperty('width');
      expect(String(prediction.input.prompt)).toContain('a woman img, wearing');
    }
  });

  for (const [preset, inputs, photoKey] of [
    ['instantid', REAL_MODEL_INPUTS.instantId, 'image'],
    ['photomaker', REAL_MODEL_INPUTS.photoMaker, 'input_image'],
  ] as const) {
    it(`${preset} runs self-hosted on Cog: one at a time, after READY`, async () => {
      const { fake, images } = await run(
        { REPLICATE_PRESET: preset, REPLICATE_MODE: 'cog' },
        { mode: 'cog', cogInputs: inputs, cogSetupMs: 200 },
        { width: 1024, height: 1280 },
      );
      expect(images).toHaveLength(4);
      expect(fake.cogPeak).toBe(1);
      expect(fake.requests.filter((r) => r.status === 409 || r.status === 503)).toHaveLength(0);
      for (const prediction of fake.predictions())
        expect(prediction.input[photoKey]).toMatch(/^data:image\/jpeg;base64,/);
    });
  }
});
