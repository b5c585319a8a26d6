// The Replicate HTTP API's objects (https://replicate.com/docs/reference/http), as zod
// schemas: every response is parsed before the engine trusts it. Self-hosted Cog
// containers answer with the same prediction shape (https://cog.run/http).
import { z } from 'zod';

export const REPLICATE_BASE_URL = 'https://api.replicate.com/v1';

/** Every status the official `replicate` client knows (its `Status` type). */
export const jobStatuses = [
  'starting',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'aborted',
] as const;
export type KnownJobStatus = (typeof jobStatuses)[number];
/**
 * A job's status: one of `jobStatuses`, or one the API added since. An unknown status is
 * taken as "not finished yet" (logged once), never as a protocol error.
 */
export type JobStatus = KnownJobStatus | (string & {});

const finished = new Set<string>(['succeeded', 'failed', 'canceled', 'aborted']);
const known = new Set<string>(jobStatuses);
const reported = new Set<string>();

/** True for a status that ends a job: succeeded, failed, canceled, aborted. */
export function isTerminal(status: JobStatus): boolean {
  return finished.has(status);
}

/** Logs a status this client does not know, once per status and process. */
export function noteUnknownStatus(status: string, where: string): void {
  if (known.has(status) || reported.has(status)) return;
  reported.add(status);
  console.warn(
    `replicate: ${where} answered the unknown status "${status}"; treating it as not finished`,
  );
}

const statusSchema = z.string().min(1).max(64);

export const webhookEvents = ['start', 'output', 'logs', 'completed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

const urlsSchema = z.object({ get: z.string(), cancel: z.string().optional() }).partial();

/** A prediction; trainings have the same shape (the JS client declares `Training = Prediction`). */
export const predictionSchema = z.object({
  id: z.string().min(1),
  status: statusSchema,
  model: z.string().optional(),
  version: z.string().nullish(),
  input: z.record(z.string(), z.unknown()).optional(),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  logs: z.string().nullish(),
  created_at: z.string().nullish(),
  started_at: z.string().nullish(),
  completed_at: z.string().nullish(),
  urls: urlsSchema.optional(),
  metrics: z.record(z.string(), z.unknown()).nullish(),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const trainingSchema = predictionSchema;
export type Training = Prediction;

/** What a succeeded training leaves: the destination model's new version, "owner/name:id". */
export const trainingOutputSchema = z.object({
  version: z.string().regex(/^[^/\s]+\/[^:\s]+:[^\s]+$/, 'owner/name:version'),
  weights: z.string().optional(),
});

/** GET /v1/models/{owner}/{name}: what the engine needs of a model. */
export const modelSchema = z.object({
  owner: z.string(),
  name: z.string(),
  latest_version: z.object({ id: z.string().min(1) }).nullish(),
});
export type Model = z.infer<typeof modelSchema>;

/** POST /v1/files: the uploaded file; `urls.get` can be passed as a file input. */
export const fileObjectSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  content_type: z.string().optional(),
  size: z.number().optional(),
  urls: z.object({ get: z.string().url() }),
});
export type FileObject = z.infer<typeof fileObjectSchema>;

/** A Cog container's answer to POST /predictions or PUT /predictions/{id}. */
export const cogPredictionSchema = z.object({
  id: z.string().nullish(),
  status: statusSchema,
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  logs: z.string().nullish(),
});
export type CogPrediction = z.infer<typeof cogPredictionSchema>;

/**
 * The health states of a Cog container (GET /health-check, https://cog.run/http, and
 * cog's `Health` enum): UNKNOWN before setup begins, STARTING while `setup()` runs, READY,
 * BUSY (every prediction slot taken), SETUP_FAILED and DEFUNCT (it will not recover without
 * a restart), UNHEALTHY (the model's own `healthcheck()` said no; it may recover).
 */
export const cogHealthStates = [
  'UNKNOWN',
  'STARTING',
  'READY',
  'BUSY',
  'SETUP_FAILED',
  'DEFUNCT',
  'UNHEALTHY',
] as const;
export type CogHealth = (typeof cogHealthStates)[number];

/** GET /health-check of a Cog container; a state added later reads as UNKNOWN. */
export const cogHealthSchema = z.object({
  status: z
    .string()
    .transform((value): CogHealth =>
      (cogHealthStates as readonly string[]).includes(value) ? (value as CogHealth) : 'UNKNOWN',
    ),
  setup: z.object({ status: z.string().nullish(), logs: z.string().nullish() }).partial().nullish(),
});

/** Error bodies are RFC 7807 problem details: `{ title, detail, status }`. */
export const problemSchema = z
  .object({ title: z.string(), detail: z.string(), status: z.number() })
  .partial();

/** The error of a failed job as a readable line (Replicate sends a string; Cog may too). */
export function jobErrorText(job: { error?: unknown; status: JobStatus }): string {
  if (typeof job.error === 'string' && job.error.trim() !== '') return job.error.trim();
  if (job.error != null) return JSON.stringify(job.error);
  return job.status;
}

/** The first output URL of a prediction: a string, or the first string of an array. */
export function firstOutputUrl(output: unknown): string | null {
  if (typeof output === 'string' && output !== '') return output;
  if (Array.isArray(output)) {
    const first = output.find((item): item is string => typeof item === 'string' && item !== '');
    return first ?? null;
  }
  return null;
}
