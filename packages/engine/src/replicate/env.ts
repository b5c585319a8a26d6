// The environment variables of the `replicate` provider (ENGINE=replicate), validated with
// zod; a bad value throws a message naming the variable.
//
// | Variable                         | Default                        | Meaning                                                      |
// | -------------------------------- | ------------------------------ | ------------------------------------------------------------ |
// | `REPLICATE_API_TOKEN`            | (none; required unless cog)    | API token, sent as `Authorization: Bearer`                    |
// | `REPLICATE_BASE_URL`             | `https://api.replicate.com/v1` | API base, or a Cog container's root in cog mode               |
// | `REPLICATE_MODE`                 | `replicate`                    | `replicate` (hosted API) or `cog` (self-hosted container)     |
// | `REPLICATE_TRAINER`              | (none: zero-shot)              | Trainer `owner/name:version` (e.g. a FLUX LoRA trainer)       |
// | `REPLICATE_TRAINING_DESTINATION` | (none; required with trainer)  | Your `owner/name` model that receives the trained versions    |
// | `REPLICATE_TRAINER_INPUT`        | `{}`                           | JSON object of fixed trainer input (steps, rank...)           |
// | `REPLICATE_MODEL`                | (none; required w/o trainer)   | Generation model `owner/name[:version]` for zero-shot models  |
// | `REPLICATE_MODEL_INPUT`          | `{}`                           | JSON object of fixed generation input (`output_format`...)    |
// | `REPLICATE_STYLE_PROMPTS`        | (style.prompt, then built-in)  | JSON object style id -> prompt, or the path of a JSON file    |
// | `REPLICATE_TRIGGER_WORD`         | `TOK`                          | The word the trainer binds to the person                      |
// | `REPLICATE_POLL_INTERVAL_MS`     | `2000`                         | Between two polls of a running job                            |
// | `REPLICATE_CONCURRENCY`          | `1` with cog, `4` hosted       | Predictions at once (a Cog container has one slot)            |
// | `REPLICATE_COG_SETUP_TIMEOUT_S`  | `1800`                         | Cog: how long the first job waits for /health-check READY     |
// | `REPLICATE_WEBHOOK_URL`          | (none: polling only)           | Public URL of the API's webhook route                         |
// | `REPLICATE_WEBHOOK_SECRET`       | (none; required with the URL)  | `whsec_...` from GET /v1/webhooks/default/secret              |
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ReplicateEngineOptions } from './engine-options.ts';
import { REPLICATE_BASE_URL } from './protocol.ts';

const modelRef = /^[\w.-]+\/[\w.-]+(:[\w.-]+)?$/;
const jsonObject = z.string().transform((text, ctx) => {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
  return z.NEVER;
});

const envSchema = z
  .object({
    REPLICATE_API_TOKEN: z.string().min(1).optional(),
    REPLICATE_BASE_URL: z.string().url().default(REPLICATE_BASE_URL),
    REPLICATE_MODE: z.enum(['replicate', 'cog']).default('replicate'),
    REPLICATE_TRAINER: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+:[\w.-]+$/, 'owner/name:version')
      .optional(),
    REPLICATE_TRAINING_DESTINATION: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')
      .optional(),
    REPLICATE_TRAINER_INPUT: jsonObject.optional(),
    REPLICATE_MODEL: z.string().regex(modelRef, 'owner/name or owner/name:version').optional(),
    REPLICATE_MODEL_INPUT: jsonObject.optional(),
    REPLICATE_STYLE_PROMPTS: z.string().optional(),
    REPLICATE_TRIGGER_WORD: z.string().regex(/^\S+$/, 'one word').default('TOK'),
    REPLICATE_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
    REPLICATE_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
    REPLICATE_COG_SETUP_TIMEOUT_S: z.coerce.number().int().min(1).max(86_400).default(1800),
    REPLICATE_WEBHOOK_URL: z.string().url().optional(),
    REPLICATE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'whsec_<base64>')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.REPLICATE_MODE === 'replicate' && !env.REPLICATE_API_TOKEN) {
      need('REPLICATE_API_TOKEN', 'is required for the hosted API');
    }
    if (env.REPLICATE_TRAINER && !env.REPLICATE_TRAINING_DESTINATION) {
      need('REPLICATE_TRAINING_DESTINATION', 'is required with REPLICATE_TRAINER');
    }
    if (env.REPLICATE_TRAINER && env.REPLICATE_MODE === 'cog') {
      need('REPLICATE_TRAINER', 'cannot be used in cog mode (zero-shot models only)');
    }
    if (!env.REPLICATE_TRAINER && !env.REPLICATE_MODEL) {
      need('REPLICATE_MODEL', 'is required without REPLICATE_TRAINER');
    }
    if (env.REPLICATE_WEBHOOK_URL && !env.REPLICATE_WEBHOOK_SECRET) {
      need('REPLICATE_WEBHOOK_SECRET', 'is required with REPLICATE_WEBHOOK_URL');
    }
  });

export interface ReplicateEnvConfig {
  /** Ready for createReplicateEngine, plus your `ids`, `publishFiles` and `webhook`. */
  options: ReplicateEngineOptions;
  webhookUrl?: string;
  webhookSecret?: string;
}

/** REPLICATE_STYLE_PROMPTS: a JSON object, or the path of a JSON file holding one. */
function stylePrompts(value: string | undefined): Record<string, string> | undefined {
  if (!value) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value.trim().startsWith('{') ? value : readFileSync(value, 'utf8'));
  } catch (error) {
    throw new Error(
      `REPLICATE_STYLE_PROMPTS: not JSON, nor a readable JSON file (${String(error)})`,
    );
  }
  const parsed = z.record(z.string(), z.string()).safeParse(json);
  if (!parsed.success) {
    throw new Error('REPLICATE_STYLE_PROMPTS: must map style ids to prompt strings');
  }
  return parsed.data;
}

export function replicateOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): ReplicateEnvConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(
      Object.entries(env).filter(([key, value]) => key.startsWith('REPLICATE_') && value !== ''),
    ),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0] ?? 'REPLICATE_*')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  const options: ReplicateEngineOptions = {
    mode: e.REPLICATE_MODE,
    baseUrl: e.REPLICATE_BASE_URL,
    pollIntervalMs: e.REPLICATE_POLL_INTERVAL_MS,
    triggerWord: e.REPLICATE_TRIGGER_WORD,
    cogSetupTimeoutMs: e.REPLICATE_COG_SETUP_TIMEOUT_S * 1000,
    ...(e.REPLICATE_CONCURRENCY ? { concurrency: e.REPLICATE_CONCURRENCY } : {}),
    ...(e.REPLICATE_API_TOKEN ? { token: e.REPLICATE_API_TOKEN } : {}),
    ...(e.REPLICATE_MODEL ? { model: e.REPLICATE_MODEL } : {}),
    ...(e.REPLICATE_MODEL_INPUT ? { input: e.REPLICATE_MODEL_INPUT } : {}),
    ...(e.REPLICATE_TRAINER && e.REPLICATE_TRAINING_DESTINATION
      ? {
          trainer: {
            model: e.REPLICATE_TRAINER,
            destination: e.REPLICATE_TRAINING_DESTINATION,
            ...(e.REPLICATE_TRAINER_INPUT ? { input: e.REPLICATE_TRAINER_INPUT } : {}),
          },
        }
      : {}),
  };
  const prompts = stylePrompts(e.REPLICATE_STYLE_PROMPTS);
  if (prompts) options.stylePrompts = prompts;
  return {
    options,
    ...(e.REPLICATE_WEBHOOK_URL ? { webhookUrl: e.REPLICATE_WEBHOOK_URL } : {}),
    ...(e.REPLICATE_WEBHOOK_SECRET ? { webhookSecret: e.REPLICATE_WEBHOOK_SECRET } : {}),
  };
}
