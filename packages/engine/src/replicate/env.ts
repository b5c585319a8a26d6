// The environment variables of the `replicate` provider (ENGINE=replicate), validated with
// zod; a bad value throws a message naming the variable. REPLICATE_PRESET fills in a known
// model's reference, input names, defaults and prompt (presets.ts); every other variable
// overrides what the preset says, and without a preset they configure any model.
//
// | Variable                          | Default                        | Meaning                                                     |
// | --------------------------------- | ------------------------------ | ----------------------------------------------------------- |
// | `REPLICATE_PRESET`                | (none: configure by hand)      | `flux-lora`, `instantid` or `photomaker`                    |
// | `REPLICATE_API_TOKEN`             | (none; required unless cog)    | API token, sent as `Authorization: Bearer`                  |
// | `REPLICATE_BASE_URL`              | `https://api.replicate.com/v1` | API base, or a Cog container's root in cog mode             |
// | `REPLICATE_MODE`                  | `replicate`                    | `replicate` (hosted API) or `cog` (self-hosted container)   |
// | `REPLICATE_TRAINER`               | (preset; none: zero-shot)      | Trainer `owner/name[:version]` (latest version when none)   |
// | `REPLICATE_TRAINING_DESTINATION`  | (none; required with trainer)  | Your `owner/name` model that receives the trained versions  |
// | `REPLICATE_TRAINER_INPUT`         | (preset) `{}`                  | JSON object of trainer input, over the preset's             |
// | `REPLICATE_TRAINER_IMAGES_INPUT`  | (preset) `input_images`        | Trainer input that receives the zip of photos               |
// | `REPLICATE_TRAINER_TRIGGER_INPUT` | (preset) `trigger_word`        | Trainer input for the trigger word; `none` to send none     |
// | `REPLICATE_MODEL`                 | (preset; required w/o trainer) | Generation model `owner/name[:version]` for zero-shot       |
// | `REPLICATE_MODEL_INPUT`           | (preset) `{}`                  | JSON object of generation input, over the preset's          |
// | `REPLICATE_PROMPT_INPUT`          | (preset) `prompt`              | Input that receives the prompt                              |
// | `REPLICATE_PHOTO_INPUT`           | (preset) `input_image`         | Zero-shot input(s) for the photo, comma-separated           |
// | `REPLICATE_SEED_INPUT`            | (preset) `seed`                | Input for a repeatable seed; `none` to send none            |
// | `REPLICATE_SIZE_INPUTS`           | (preset) `width,height`        | Inputs for the output size; `none` when the model takes none|
// | `REPLICATE_MAX_SIDE`              | (preset; none)                 | Largest side the model renders; bigger sizes scale down     |
// | `REPLICATE_PROMPT_TEMPLATE`       | (preset; built-in)             | Prompt around a style's prompt: `{style}` `{trigger}` `{subject}` |
// | `REPLICATE_STYLE_PROMPTS`         | (the catalogue's prompts)      | JSON object style id -> whole prompt, or a JSON file's path |
// | `REPLICATE_TRIGGER_WORD`          | (preset) `TOK`                 | The word the trainer binds to the person                    |
// | `REPLICATE_POLL_INTERVAL_MS`      | `2000`                         | Between two polls of a running job                          |
// | `REPLICATE_CONCURRENCY`           | `1` with cog, `4` hosted       | Predictions at once (a Cog container has one slot)          |
// | `REPLICATE_COG_SETUP_TIMEOUT_S`   | `1800`                         | Cog: how long the first job waits for /health-check READY   |
// | `REPLICATE_WEBHOOK_URL`           | (none: polling only)           | Public URL of POST /api/hooks/replicate                     |
// | `REPLICATE_WEBHOOK_SECRET`        | (none; required with the URL)  | `whsec_...` from GET /v1/webhooks/default/secret            |
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ReplicateEngineOptions } from './engine-options.ts';
import { PRESET_NAMES, PRESETS } from './presets.ts';
import { REPLICATE_BASE_URL } from './protocol.ts';

const inputName = z.string().regex(/^[A-Za-z_][\w]*$/, 'an input name (letters, digits, _)');
/** An input name, or `none` for "send nothing". */
const optionalInputName = z.union([z.literal('none'), inputName]);

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
    REPLICATE_PRESET: z.enum(PRESET_NAMES).optional(),
    REPLICATE_TRAINER: z.string().regex(modelRef, 'owner/name or owner/name:version').optional(),
    REPLICATE_TRAINER_IMAGES_INPUT: inputName.optional(),
    REPLICATE_TRAINER_TRIGGER_INPUT: optionalInputName.optional(),
    REPLICATE_PROMPT_INPUT: inputName.optional(),
    REPLICATE_PHOTO_INPUT: z
      .string()
      .regex(/^[A-Za-z_]\w*(,[A-Za-z_]\w*)*$/, 'input names, comma-separated')
      .optional(),
    REPLICATE_SEED_INPUT: optionalInputName.optional(),
    REPLICATE_SIZE_INPUTS: z
      .union([
        z.literal('none'),
        z.string().regex(/^[A-Za-z_]\w*,[A-Za-z_]\w*$/, 'two input names: width,height'),
      ])
      .optional(),
    REPLICATE_MAX_SIDE: z.coerce.number().int().min(64).max(4096).optional(),
    REPLICATE_PROMPT_TEMPLATE: z.string().min(1).max(2000).optional(),
    REPLICATE_TRAINING_DESTINATION: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')
      .optional(),
    REPLICATE_TRAINER_INPUT: jsonObject.optional(),
    REPLICATE_MODEL: z.string().regex(modelRef, 'owner/name or owner/name:version').optional(),
    REPLICATE_MODEL_INPUT: jsonObject.optional(),
    REPLICATE_STYLE_PROMPTS: z.string().optional(),
    REPLICATE_TRIGGER_WORD: z.string().regex(/^\S+$/, 'one word').optional(),
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
    const preset = env.REPLICATE_PRESET ? PRESETS[env.REPLICATE_PRESET] : undefined;
    const trains = Boolean(env.REPLICATE_TRAINER) || Boolean(preset?.trains);
    if (trains && !env.REPLICATE_TRAINING_DESTINATION) {
      need(
        'REPLICATE_TRAINING_DESTINATION',
        preset?.trains
          ? `is required with REPLICATE_PRESET=${env.REPLICATE_PRESET} (your owner/name model that receives each person's trained version)`
          : 'is required with REPLICATE_TRAINER',
      );
    }
    if (trains && env.REPLICATE_MODE === 'cog') {
      need(
        preset?.trains ? 'REPLICATE_PRESET' : 'REPLICATE_TRAINER',
        'cannot be used in cog mode (a Cog container runs zero-shot models only)',
      );
    }
    const model = env.REPLICATE_MODEL ?? preset?.model;
    if (!trains && !model && env.REPLICATE_MODE !== 'cog') {
      need('REPLICATE_MODEL', 'is required without REPLICATE_TRAINER or REPLICATE_PRESET');
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
  const preset = e.REPLICATE_PRESET ? PRESETS[e.REPLICATE_PRESET] : undefined;
  const named = (value: string | undefined) => (value === 'none' ? null : value);
  const trainerModel = e.REPLICATE_TRAINER ?? preset?.trainer?.model;
  const model = e.REPLICATE_MODEL ?? preset?.model;
  const input = { ...preset?.input, ...e.REPLICATE_MODEL_INPUT };
  const triggerInput =
    e.REPLICATE_TRAINER_TRIGGER_INPUT !== undefined
      ? named(e.REPLICATE_TRAINER_TRIGGER_INPUT)
      : preset?.trainer?.triggerWordInputKey;
  const options: ReplicateEngineOptions = {
    mode: e.REPLICATE_MODE,
    baseUrl: e.REPLICATE_BASE_URL,
    pollIntervalMs: e.REPLICATE_POLL_INTERVAL_MS,
    triggerWord: e.REPLICATE_TRIGGER_WORD ?? preset?.triggerWord ?? 'TOK',
    cogSetupTimeoutMs: e.REPLICATE_COG_SETUP_TIMEOUT_S * 1000,
    ...(e.REPLICATE_CONCURRENCY ? { concurrency: e.REPLICATE_CONCURRENCY } : {}),
    ...(e.REPLICATE_API_TOKEN ? { token: e.REPLICATE_API_TOKEN } : {}),
    ...(model ? { model } : {}),
    ...(Object.keys(input).length ? { input } : {}),
    ...(trainerModel && e.REPLICATE_TRAINING_DESTINATION
      ? {
          trainer: {
            model: trainerModel,
            destination: e.REPLICATE_TRAINING_DESTINATION,
            ...(preset?.trainer?.input || e.REPLICATE_TRAINER_INPUT
              ? { input: { ...preset?.trainer?.input, ...e.REPLICATE_TRAINER_INPUT } }
              : {}),
            ...((e.REPLICATE_TRAINER_IMAGES_INPUT ?? preset?.trainer?.imagesInputKey)
              ? {
                  imagesInputKey:
                    e.REPLICATE_TRAINER_IMAGES_INPUT ?? preset?.trainer?.imagesInputKey,
                }
              : {}),
            ...(triggerInput !== undefined ? { triggerWordInputKey: triggerInput } : {}),
          },
        }
      : {}),
  };
  const promptKey = e.REPLICATE_PROMPT_INPUT ?? preset?.promptInputKey;
  if (promptKey) options.promptInputKey = promptKey;
  if (e.REPLICATE_SEED_INPUT !== undefined) options.seedInputKey = named(e.REPLICATE_SEED_INPUT);
  else if (preset?.seedInputKey !== undefined) options.seedInputKey = preset.seedInputKey;
  if (e.REPLICATE_PHOTO_INPUT) {
    const names = e.REPLICATE_PHOTO_INPUT.split(',');
    if (names.length > 1) options.photoInputKeys = names;
    else options.photoInputKey = names[0];
  } else {
    if (preset?.photoInputKey) options.photoInputKey = preset.photoInputKey;
    if (preset?.photoInputKeys) options.photoInputKeys = [...preset.photoInputKeys];
  }
  if (e.REPLICATE_SIZE_INPUTS) {
    const [width = '', height = ''] = e.REPLICATE_SIZE_INPUTS.split(',');
    options.sizeInputKeys = e.REPLICATE_SIZE_INPUTS === 'none' ? null : { width, height };
  } else if (preset?.sizeInputKeys !== undefined) {
    options.sizeInputKeys = preset.sizeInputKeys;
  }
  const maxSide = e.REPLICATE_MAX_SIDE ?? preset?.maxSide;
  if (maxSide) options.maxSide = maxSide;
  if (preset?.sizeMultiple) options.sizeMultiple = preset.sizeMultiple;
  if (preset?.photosAtAspect) options.photosAtAspect = true;
  const template = e.REPLICATE_PROMPT_TEMPLATE ?? preset?.promptTemplate;
  if (template) options.promptTemplate = template;
  const prompts = stylePrompts(e.REPLICATE_STYLE_PROMPTS);
  if (prompts) options.stylePrompts = prompts;
  return {
    options,
    ...(e.REPLICATE_WEBHOOK_URL ? { webhookUrl: e.REPLICATE_WEBHOOK_URL } : {}),
    ...(e.REPLICATE_WEBHOOK_SECRET ? { webhookSecret: e.REPLICATE_WEBHOOK_SECRET } : {}),
  };
}
