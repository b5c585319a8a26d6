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
});
