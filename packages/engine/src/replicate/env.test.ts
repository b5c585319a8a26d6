import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replicateOptionsFromEnv } from './env.ts';

const trained = {
  REPLICATE_API_TOKEN: 'r8_token',
  REPLICATE_TRAINER: 'ostris/flux-dev-lora-trainer:abc123',
  REPLICATE_TRAINING_DESTINATION: 'acme/people',
};

describe('replicateOptionsFromEnv', () => {
  it('builds the engine options from the documented variables', () => {
    const config = replicateOptionsFromEnv({
      ...trained,
      REPLICATE_TRAINER_INPUT: '{"steps":1000}',
      REPLICATE_MODEL_INPUT: '{"output_format":"png"}',
      REPLICATE_STYLE_PROMPTS: '{"corporate":"photo of {trigger} {subject}, navy suit"}',
      REPLICATE_POLL_INTERVAL_MS: '500',
      REPLICATE_CONCURRENCY: '2',
      REPLICATE_WEBHOOK_URL: 'https://studio.example/api/hooks/replicate',
      REPLICATE_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      UNRELATED: 'x',
    });
    expect(config).toEqual({
      options: {
        mode: 'replicate',
        baseUrl: 'https://api.replicate.com/v1',
        token: 'r8_token',
        pollIntervalMs: 500,
        triggerWord: 'TOK',
        cogSetupTimeoutMs: 1_800_000,
        concurrency: 2,
        input: { output_format: 'png' },
        trainer: {
          model: trained.REPLICATE_TRAINER,
          destination: 'acme/people',
          input: { steps: 1000 },
        },
        stylePrompts: { corporate: 'photo of {trigger} {subject}, navy suit' },
      },
      webhookUrl: 'https://studio.example/api/hooks/replicate',
      webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });

  it('reads style prompts from a JSON file and runs a Cog container without a token', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hs-prompts-')), 'prompts.json');
    writeFileSync(file, JSON.stringify({ casual: 'relaxed portrait of {trigger}' }));
    const { options } = replicateOptionsFromEnv({
      REPLICATE_MODE: 'cog',
      REPLICATE_BASE_URL: 'http://gpu-box:5000',
      REPLICATE_MODEL: 'local/instantid',
      REPLICATE_STYLE_PROMPTS: file,
    });
    expect(options).toMatchObject({
      mode: 'cog',
      baseUrl: 'http://gpu-box:5000',
      stylePrompts: { casual: 'relaxed portrait of {trigger}' },
    });
    expect(options.token).toBeUndefined();
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => replicateOptionsFromEnv({ REPLICATE_MODEL: 'a/b' })).toThrow(
      /^REPLICATE_API_TOKEN: /,
    );
    expect(() => replicateOptionsFromEnv({ REPLICATE_API_TOKEN: 't' })).toThrow(
      /^REPLICATE_MODEL: /,
    );
    expect(() =>
      replicateOptionsFromEnv({ ...trained, REPLICATE_TRAINING_DESTINATION: undefined }),
    ).toThrow(/^REPLICATE_TRAINING_DESTINATION: /);
    expect(() => replicateOptionsFromEnv({ ...trained, REPLICATE_MODEL_INPUT: '[1]' })).toThrow(
      /^REPLICATE_MODEL_INPUT: /,
    );
    expect(() => replicateOptionsFromEnv({ ...trained, REPLICATE_TRAINER: 'no-version' })).toThrow(
      /^REPLICATE_TRAINER: /,
    );
    expect(() =>
      replicateOptionsFromEnv({ ...trained, REPLICATE_WEBHOOK_URL: 'https://x.example/h' }),
    ).toThrow(/^REPLICATE_WEBHOOK_SECRET: /);
    expect(() =>
      replicateOptionsFromEnv({ ...trained, REPLICATE_STYLE_PROMPTS: '/nope.json' }),
    ).toThrow(/^REPLICATE_STYLE_PROMPTS: /);
    expect(() =>
      replicateOptionsFromEnv({ ...trained, REPLICATE_STYLE_PROMPTS: '{"a":1}' }),
    ).toThrow(/^REPLICATE_STYLE_PROMPTS: /);
    expect(() => replicateOptionsFromEnv({ ...trained, REPLICATE_MODE: 'cog' })).toThrow(
      /^REPLICATE_TRAINER: /,
    );
  });

  it('fills a preset in by name, and every setting still overrides it', () => {
    const flux = replicateOptionsFromEnv({
      REPLICATE_PRESET: 'flux-lora',
      REPLICATE_API_TOKEN: 't',
      REPLICATE_TRAINING_DESTINATION: 'acme/people',
      REPLICATE_TRAINER_INPUT: '{"steps":1500}',
    }).options;
    expect(flux.trainer).toEqual({
      model: 'ostris/flux-dev-lora-trainer',
      destination: 'acme/people',
      imagesInputKey: 'input_images',
      triggerWordInputKey: 'trigger_word',
      input: { steps: 1500, lora_rank: 16, resolution: '512,768,1024', autocaption: true },
    });
    expect(flux).toMatchObject({
      triggerWord: 'TOK',
      maxSide: 1440,
      sizeMultiple: 16,
      input: { aspect_ratio: 'custom', output_format: 'png' },
    });
    expect(flux.promptTemplate).toContain('{trigger} {subject}, {style}');

    const instantId = replicateOptionsFromEnv({
      REPLICATE_PRESET: 'instantid',
      REPLICATE_MODE: 'cog',
      REPLICATE_BASE_URL: 'http://gpu-box:5000',
    }).options;
    expect(instantId).toMatchObject({ mode: 'cog', photoInputKey: 'image', seedInputKey: 'seed' });

    const photoMaker = replicateOptionsFromEnv({
      REPLICATE_PRESET: 'photomaker',
      REPLICATE_API_TOKEN: 't',
      REPLICATE_MODEL_INPUT: '{"num_steps":30}',
    }).options;
    expect(photoMaker).toMatchObject({
      model: 'tencentarc/photomaker',
      photoInputKeys: ['input_image', 'input_image2', 'input_image3', 'input_image4'],
      sizeInputKeys: null,
      input: { num_steps: 30, style_name: 'Photographic (Default)' },
    });
    expect(photoMaker.promptTemplate).toContain('{subject} img');

    // Another model entirely: every input name from the environment.
    const other = replicateOptionsFromEnv({
      REPLICATE_API_TOKEN: 't',
      REPLICATE_MODEL: 'someone/face-model:v1',
      REPLICATE_PROMPT_INPUT: 'text',
      REPLICATE_PHOTO_INPUT: 'face,face2',
      REPLICATE_SEED_INPUT: 'none',
      REPLICATE_SIZE_INPUTS: 'image_width,image_height',
      REPLICATE_MAX_SIDE: '1024',
      REPLICATE_PROMPT_TEMPLATE: 'a photo of a {subject}, {style}',
    }).options;
    expect(other).toMatchObject({
      promptInputKey: 'text',
      photoInputKeys: ['face', 'face2'],
      seedInputKey: null,
      sizeInputKeys: { width: 'image_width', height: 'image_height' },
      maxSide: 1024,
      promptTemplate: 'a photo of a {subject}, {style}',
    });
    const trainer = replicateOptionsFromEnv({
      ...trained,
      REPLICATE_TRAINER_IMAGES_INPUT: 'images_zip',
      REPLICATE_TRAINER_TRIGGER_INPUT: 'none',
    }).options.trainer;
    expect(trainer).toMatchObject({ imagesInputKey: 'images_zip', triggerWordInputKey: null });
  });

  it('says what a preset needs', () => {
    expect(() =>
      replicateOptionsFromEnv({ REPLICATE_PRESET: 'flux-lora', REPLICATE_API_TOKEN: 't' }),
    ).toThrow(/^REPLICATE_TRAINING_DESTINATION: is required with REPLICATE_PRESET=flux-lora/);
    expect(() =>
      replicateOptionsFromEnv({
        REPLICATE_PRESET: 'flux-lora',
        REPLICATE_MODE: 'cog',
        REPLICATE_TRAINING_DESTINATION: 'a/b',
      }),
    ).toThrow(/^REPLICATE_PRESET: cannot be used in cog mode/);
    expect(() =>
      replicateOptionsFromEnv({ REPLICATE_PRESET: 'dreambooth', REPLICATE_API_TOKEN: 't' }),
    ).toThrow(/^REPLICATE_PRESET: /);
    expect(() =>
      replicateOptionsFromEnv({ ...trained, REPLICATE_PHOTO_INPUT: 'bad name' }),
    ).toThrow(/^REPLICATE_PHOTO_INPUT: /);
  });
});
