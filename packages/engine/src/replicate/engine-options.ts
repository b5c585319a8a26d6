// Configuration of the `replicate` provider: models, versions, prompts per style, token,
// base URL, polling. Everything is an option; `replicateOptionsFromEnv` reads the
// documented environment variables for the integrator.
import type { ReplicateClientOptions } from './client.ts';
import type { WebhookCompletions } from './webhook-completions.ts';

/** A photo (or the training zip) the provider must fetch by URL. */
export interface PublishableFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Makes files fetchable by the provider (for example signed, expiring storage URLs) and
 * returns one URL per file, in order. Without it: Replicate's Files API (`POST /v1/files`)
 * in `replicate` mode, inline `data:` URLs in `cog` mode.
 */
export type PublishFiles = (
  files: PublishableFile[],
  context: { modelId: string },
) => Promise<string[]>;

/**
 * Where the engine remembers the remote ids it started (trainings, predictions), so a job
 * retried after a crash resumes them instead of paying twice. Give it a database-backed
 * store in production; the default keeps them in memory (lost with the process).
 */
export interface RemoteIdStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, id: string): Promise<void>;
}

export interface ReplicateTrainerOptions {
  /** The trainer, `owner/name:version` (for example a FLUX LoRA trainer). */
  model: string;
  /** `owner/name` of your (existing) model that receives each trained version. */
  destination: string;
  /** Fixed trainer input (steps, rank, ...). */
  input?: Record<string, unknown>;
  /** Input that receives the URL of the zip of photos (default `input_images`). */
  imagesInputKey?: string;
  /** Input that receives the trigger word (default `trigger_word`; null to leave it out). */
  triggerWordInputKey?: string | null;
}

export interface ReplicateEngineOptions extends ReplicateClientOptions {
  /**
   * `replicate`: the hosted API (asynchronous, polled, webhooks). `cog`: one self-hosted Cog
   * container at `baseUrl` (synchronous `PUT /predictions/{id}`; zero-shot models only).
   */
  mode?: 'replicate' | 'cog';
  /** Train a per-person model first; leave out for zero-shot models (InstantID, PhotoMaker). */
  trainer?: ReplicateTrainerOptions;
  /**
   * The generation model, `owner/name` or `owner/name:version`. Needed without a trainer;
   * with one, predictions run on the trained version.
   */
  model?: string;
  /** Fixed generation input (for example `{ output_format: 'png', num_outputs: 1 }`). */
  input?: Record<string, unknown>;
  /** Whole prompt per catalogue style id; `{trigger}` and `{subject}` are filled in. */
  stylePrompts?: Record<string, string>;
  /**
   * The model's prompt around a catalogue style's prompt (style.prompt, the clothing,
   * backdrop and light): `{style}`, `{trigger}` and `{subject}` are filled in. Default
   * `professional corporate headshot photo of {trigger} {subject}, {style}`.
   */
  promptTemplate?: string;
  /** Used when neither `stylePrompts` nor the style itself has a prompt. */
  defaultPrompt?: string;
  /** The token the trainer learns for the person (default `TOK`). */
  triggerWord?: string;
  promptInputKey?: string;
  /** Input that receives a per-output seed, for repeatable outputs (null: none). */
  seedInputKey?: string | null;
  /** Zero-shot only: input that receives the photo URL (default `input_image`). */
  photoInputKey?: string;
  /**
   * Zero-shot models that take several photos (PhotoMaker: `input_image`..`input_image4`):
   * each output gets as many of the person's photos as there are names, in turn.
   */
  photoInputKeys?: string[];
  /** Inputs that receive the output size (default width and height; null: the model takes none). */
  sizeInputKeys?: { width: string; height: string } | null;
  /** The largest side the model renders; a bigger package size is scaled down to it. */
  maxSide?: number;
  /** The model's sizes are multiples of this (FLUX 16, SDXL 8; default 1). */
  sizeMultiple?: number;
  /**
   * The output follows the face photo's shape (InstantID takes no size): each photo is cut
   * to the package's aspect, around its face, before it is sent.
   */
  photosAtAspect?: boolean;
  publishFiles?: PublishFiles;
  ids?: RemoteIdStore;
  /** Between two polls of a running job (default 2 s; with webhooks, a fallback). */
  pollIntervalMs?: number;
  /** Give up on a training after this long (default 2 h) or a prediction (default 15 min). */
  trainingTimeoutMs?: number;
  predictionTimeoutMs?: number;
  /**
   * Predictions in flight at once for one generate() call: default 1 in `cog` mode (a Cog
   * container has one slot unless its `concurrency.max` says more), 4 on the hosted API.
   */
  concurrency?: number;
  /** Cog: how long the first prediction waits for /health-check READY (default 30 min). */
  cogSetupTimeoutMs?: number;
  /** Where operator notices go (a Cog model setting up, ...); default console.warn. */
  notice?: (message: string) => void;
  /**
   * Predictions tried per output (default 3), each with its own seed. An output the model
   * refused on every try is withheld (GenerateInput.onWithheld); one it never framed is not
   * made; one whose every try failed otherwise fails generate().
   */
  predictionAttempts?: number;
  /** Webhook URL the API receives (verified with REPLICATE_WEBHOOK_SECRET) and its hub. */
  webhook?: { url: string; completions: WebhookCompletions };
}

export function memoryIdStore(): RemoteIdStore {
  const ids = new Map<string, string>();
  return {
    get: async (key) => ids.get(key),
    set: async (key, id) => {
      ids.set(key, id);
    },
  };
}
