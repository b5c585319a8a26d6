// A Replicate server on loopback for tests, speaking the real HTTP protocol
// (https://replicate.com/docs/reference/http): bearer auth, predictions and trainings that
// go starting -> processing -> succeeded over a few polls, cancel, the Files API, output
// images served as URLs, webhooks signed as Replicate signs them, and injected failures.
// In `cog` mode it is a self-hosted Cog container instead (https://cog.run/http).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { signWebhook } from '../replicate/webhook.ts';
import type { JobStatus, WebhookEvent } from '../replicate/protocol.ts';
import {
  acceptInput,
  FAKE_MODEL_SCHEMAS,
  NSFW_ERROR,
  type FakeModelName,
  type FakeModelSchema,
  type Size,
} from './fake-models.ts';

export { FAKE_MODEL_SCHEMAS, NSFW_ERROR, type FakeModelName } from './fake-models.ts';

/** The models the fake knows from the start: `owner/name` to its versions, newest last. */
export const FAKE_MODELS = {
  trainer: 'hs-test/flux-lora-trainer',
  trainerVersion: 'a'.repeat(64),
  zeroShot: 'hs-test/instant-headshot',
  zeroShotVersion: 'b'.repeat(64),
  destination: 'hs-test/people',
} as const;

/**
 * The input names of the real models the presets use, as their Cog predictors declare them.
 * Cog drops any other input without a word, so the fake does too: a preset that sends the
 * photo under the wrong name gets a prediction without the photo, as it would for real.
 */
export const REAL_MODEL_INPUTS = {
  /** ostris/flux-dev-lora-trainer (a training; its versions are FLUX LoRA models). */
  fluxLoraTrainer: [
    'input_images',
    'trigger_word',
    'autocaption',
    'autocaption_prefix',
    'steps',
    'lora_rank',
    'optimizer',
    'batch_size',
    'resolution',
    'learning_rate',
    'caption_dropout_rate',
  ],
  /** A version trained by it (flux-fine-tuner's predict()). */
  fluxLora: FAKE_MODEL_SCHEMAS.fluxLora.inputs,
  /** zsxkib/instant-id: the face goes in as `image`; no width or height. */
  instantId: FAKE_MODEL_SCHEMAS.instantId.inputs,
  /** tencentarc/photomaker: up to four face photos; no width or height. */
  photoMaker: FAKE_MODEL_SCHEMAS.photoMaker.inputs,
} as const;

/** The real models the presets name, known to the fake with one version each. */
export const REAL_MODELS = {
  fluxLoraTrainer: { name: 'ostris/flux-dev-lora-trainer', version: '3'.repeat(64) },
  instantId: { name: 'zsxkib/instant-id', version: '4'.repeat(64) },
  photoMaker: { name: 'tencentarc/photomaker', version: '5'.repeat(64) },
} as const;

export const cogHealthStates = [
  'UNKNOWN',
  'STARTING',
  'READY',
  'BUSY',
  'SETUP_FAILED',
  'DEFUNCT',
  'UNHEALTHY',
] as const;
export type FakeCogHealth = (typeof cogHealthStates)[number];

export interface FakeJob {
  kind: 'prediction' | 'training';
  id: string;
  status: JobStatus;
  model: string;
  version: string;
  input: Record<string, unknown>;
  output: unknown;
  error: string | null;
  logs: string;
  webhook?: string;
  events: WebhookEvent[];
  ticks: number;
  /** Ticks until it ends; Infinity keeps it processing until canceled. */
  ticksToFinish: number;
  failWith: string | null;
  /** Ends `aborted` instead of running. */
  abort?: boolean;
  destination?: string;
  /** Images found in a training's zip (the fake reads the zip as a trainer would). */
  photoCount?: number;
  /** The real model it runs, when known: its size and refusal rules apply. */
  schema?: FakeModelSchema;
  /** The size the model draws for this input (a real model's own rule). */
  drawSize?: Size;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
}

export interface FakeReplicateOptions {
  mode?: 'replicate' | 'cog';
  token?: string;
  /** Polls spent in `starting` (default 1) and then `processing` (default 2). */
  startingPolls?: number;
  processingPolls?: number;
  /** Ticks a job needs before it ends; overrides the two above (Infinity: until canceled). */
  ticksFor?: (job: FakeJob) => number;
  /** Also advance every running job on a timer (webhook-only clients never poll). */
  autoAdvanceMs?: number;
  /** Sign webhooks with this `whsec_...` secret. */
  webhookSecret?: string;
  outputFormat?: 'webp' | 'jpeg' | 'png';
  /** Size of the drawn output when the prediction's input has no `width` and `height`. */
  outputSize?: { width: number; height: number };
  /**
   * The bytes of a prediction's output, in `outputFormat` (default: a drawn portrait-like
   * picture). Pipeline tests that rank faces can return real face photos here.
   */
  renderOutput?: (job: FakeJob) => Promise<Buffer>;
  /** Cog mode: how long a synchronous prediction runs (default 20 ms). */
  cogDelayMs?: number;
  /** Cog mode: predictions run at once (`concurrency.max`, default 1); more get 409. */
  cogSlots?: number;
  /**
   * Cog mode: how long setup() takes (default 0): health UNKNOWN for the first fifth, then
   * STARTING; predictions answer 503 until it ends.
   */
  cogSetupMs?: number;
  /** Cog mode: the inputs the container's predictor declares; others are dropped. */
  cogInputs?: readonly string[];
  /**
   * Cog mode: the container runs this real model (fake-models.ts): its inputs (others are
   * dropped), a 422 when a required one is missing, its output size and its refusals.
   */
  cogModel?: FakeModelName;
  /**
   * The model's safety checker refuses this prediction's image: it fails with NSFW_ERROR
   * (InstantID, FLUX) or succeeds with `[]` (PhotoMaker), as the model does.
   */
  refuse?: (job: FakeJob) => boolean;
  /** The prediction succeeds with `[]`: what a model that leaves refused images out answers. */
  emptyOutput?: (job: FakeJob) => boolean;
  /**
   * Replicate mode: a status the API might add later, reported instead of `starting` (the
   * official client's list is not closed; clients must tolerate new ones).
   */
  unknownStatus?: string;
  /** Replicate mode: more models, `owner/name` to versions and declared inputs. */
  models?: Record<string, { versions: string[]; inputs?: readonly string[]; official?: boolean }>;
}

export interface InjectedFailure {
  status: 429 | 500 | 502 | 503;
  retryAfterSeconds?: number;
  times?: number;
  /** Only requests whose `METHOD /path` matches (default: every API request). */
  match?: RegExp;
}

export interface WebhookDelivery {
  url: string;
  event: WebhookEvent;
  jobId: string;
  status: number | 'error';
}

export interface FakeReplicate {
  /** What clients use as base URL: `<origin>/v1`, or the container root in cog mode. */
  url: string;
  origin: string;
  token: string;
  jobs: Map<string, FakeJob>;
  requests: Array<{ method: string; path: string; status: number }>;
  webhookDeliveries: WebhookDelivery[];
  /** Answer the next matching API requests with an error (429 carries retry-after). */
  failNext(failure: InjectedFailure): void;
  /** The next `count` predictions created end `failed` with this error. */
  failPredictions(count: number, error?: string): void;
  /** The next `count` predictions created end `aborted` (stopped before they ran). */
  abortPredictions(count: number): void;
  /** Cog mode: the health state from now on (SETUP_FAILED, DEFUNCT, UNHEALTHY...). */
  setHealth(state: FakeCogHealth | null): void;
  /** Cog mode: the most predictions that ran at once. */
  readonly cogPeak: number;
  predictions(): FakeJob[];
  trainings(): FakeJob[];
  close(): Promise<void>;
}

const problem = (status: number, title: string, detail: string) => ({ status, title, detail });

function newId(): string {
  return randomBytes(16)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 26);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A small portrait-like picture whose colours follow the prompt and seed. */
async function renderOutput(
  seedText: string,
  format: 'webp' | 'jpeg' | 'png',
  size: { width: number; height: number },
) {
  const digest = createHash('sha256').update(seedText).digest();
  const colour = (offset: number) => `#${digest.subarray(offset, offset + 3).toString('hex')}`;
  const { width: w, height: h } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour(0)}"/><stop offset="1" stop-color="${colour(3)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <ellipse cx="${w / 2}" cy="${h * 0.38}" rx="${w * 0.18}" ry="${h * 0.17}" fill="${colour(6)}"/>
    <rect x="${w * 0.22}" y="${h * 0.6}" width="${w * 0.56}" height="${h * 0.4}" rx="${w * 0.12}" fill="${colour(9)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** `width` and `height` of a prediction's input, as a FLUX or SDXL model reads them. */
function requestedSize(input: Record<string, unknown>) {
  const { width, height } = input;
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : null;
}

export async function startFakeReplicate(
  options: FakeReplicateOptions = {},
): Promise<FakeReplicate> {
  const mode = options.mode ?? 'replicate';
  const token = options.token ?? `r8_${randomBytes(12).toString('hex')}`;
  const format = options.outputFormat ?? 'webp';
  const size = options.outputSize ?? { width: 320, height: 400 };
  const jobs = new Map<string, FakeJob>();
  const files = new Map<string, { name: string; contentType: string; bytes: Buffer }>();
  const outputs = new Map<string, Promise<Buffer>>();
  const models = new Map<string, string[]>([
    [FAKE_MODELS.trainer, [FAKE_MODELS.trainerVersion]],
    [FAKE_MODELS.zeroShot, [FAKE_MODELS.zeroShotVersion]],
    [FAKE_MODELS.destination, []],
    [REAL_MODELS.fluxLoraTrainer.name, [REAL_MODELS.fluxLoraTrainer.version]],
    [REAL_MODELS.instantId.name, [REAL_MODELS.instantId.version]],
    [REAL_MODELS.photoMaker.name, [REAL_MODELS.photoMaker.version]],
  ]);
  /** Declared inputs by model (trained versions inherit their trainer's output model). */
  const declared = new Map<string, readonly string[]>([
    [REAL_MODELS.fluxLoraTrainer.name, REAL_MODEL_INPUTS.fluxLoraTrainer],
  ]);
  /** The real models by name, with their required inputs, sizes and refusals. */
  const schemas = new Map<string, FakeModelSchema>([
    [REAL_MODELS.instantId.name, FAKE_MODEL_SCHEMAS.instantId],
    [REAL_MODELS.photoMaker.name, FAKE_MODEL_SCHEMAS.photoMaker],
  ]);
  /** Models that run by name (POST /v1/models/{owner}/{name}/predictions). */
  const officialModels = new Set<string>([FAKE_MODELS.zeroShot]);
  /** Versions trained by the FLUX LoRA trainer take FLUX inputs. */
  const fluxVersions = new Set<string>();
  for (const [name, model] of Object.entries(options.models ?? {})) {
    models.set(name, [...model.versions]);
    if (model.inputs) declared.set(name, model.inputs);
    if (model.official) officialModels.add(name);
  }
  /** Keeps what the predictor declares, as Cog does; everything when nothing is declared. */
  const accepted = (model: string, version: string, input: Record<string, unknown>) => {
    const names = declared.get(model);
    if (!names) return input;
    return Object.fromEntries(Object.entries(input).filter(([key]) => names.includes(key)));
  };
  const schemaOf = (model: string, version: string) =>
    fluxVersions.has(version) ? FAKE_MODEL_SCHEMAS.fluxLora : schemas.get(model);
  /** The size a real model draws for `input` (reading its face photo when the size follows
   * it), or the error its predict() raises. */
  async function drawing(schema: FakeModelSchema, input: Record<string, unknown>) {
    let photo: Size | null = null;
    const url = schema.photoInput ? input[schema.photoInput] : undefined;
    if (typeof url === 'string') {
      const meta = await sharp(await fetchInput(url)).metadata();
      photo = { width: meta.width, height: meta.height };
    }
    return schema.outputSize(input, photo);
  }
  /** A job of a real model: its draw size, or the failure its predict() would end with. */
  async function withSchema(job: FakeJob, schema: FakeModelSchema | undefined) {
    if (!schema) return;
    job.schema = schema;
    const size = await drawing(schema, job.input).catch((error: unknown) => ({
      error: `cannot read the input image: ${String(error)}`,
    }));
    if ('error' in size) job.failWith ??= size.error;
    else job.drawSize = size;
  }
  let health: FakeCogHealth | null = null;
  const setupUntil = Date.now() + (options.cogSetupMs ?? 0);
  const setupFrom = Date.now();
  const cogHealth = (): FakeCogHealth => {
    if (health) return health;
    const now = Date.now();
    if (now < setupUntil)
      return now < setupFrom + (setupUntil - setupFrom) / 5 ? 'UNKNOWN' : 'STARTING';
    const running = [...jobs.values()].filter(
      (job) => job.status === 'starting' || job.status === 'processing',
    ).length;
    return running >= (options.cogSlots ?? 1) ? 'BUSY' : 'READY';
  };
  let cogPeak = 0;
  let abortingPredictions = 0;
  const failures: InjectedFailure[] = [];
  const requests: FakeReplicate['requests'] = [];
  const webhookDeliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const cogWaiters = new Map<string, Array<() => void>>();
  let failingPredictions: { count: number; error: string } = { count: 0, error: '' };
  let origin = '';
  const base = () => (mode === 'cog' ? origin : `${origin}/v1`);
  const ext = format === 'jpeg' ? 'jpg' : format;

  function view(job: FakeJob) {
    const urls = {
      get: `${base()}/${job.kind}s/${job.id}`,
      cancel: `${base()}/${job.kind}s/${job.id}/cancel`,
    };
    return {
      id: job.id,
      model: job.model,
      version: job.version,
      input: job.input,
      output: job.output,
      error: job.error,
      logs: job.logs,
      status:
        job.status === 'starting' && options.unknownStatus ? options.unknownStatus : job.status,
      created_at: job.createdAt,
      started_at: job.startedAt,
      completed_at: job.completedAt,
      urls,
      ...(job.webhook ? { webhook: job.webhook } : {}),
      ...(job.kind === 'prediction' && job.status === 'succeeded'
        ? { metrics: { predict_time: 0.05 } }
        : {}),
    };
  }

  function deliver(job: FakeJob, event: WebhookEvent): void {
    if (!job.webhook || !job.events.includes(event)) return;
    const url = job.webhook;
    const body = JSON.stringify(view(job));
    const id = `msg_${randomBytes(12).toString('hex')}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
    };
    if (options.webhookSecret)
      headers['webhook-signature'] = signWebhook(options.webhookSecret, id, timestamp, body);
    const attempt = fetch(url, { method: 'POST', headers, body })
      .then(async (response) => {
        await response.body?.cancel();
        webhookDeliveries.push({ url, event, jobId: job.id, status: response.status });
      })
      .catch(() => {
        webhookDeliveries.push({ url, event, jobId: job.id, status: 'error' });
      })
      .finally(() => pending.delete(attempt));
    pending.add(attempt);
  }

  function finish(job: FakeJob, ended: 'succeeded' | 'failed' | 'canceled' | 'aborted'): void {
    let status = ended;
    // The model's safety checker, as the model answers it.
    const refused = status === 'succeeded' && job.kind === 'prediction' && options.refuse?.(job);
    const dropped =
      status === 'succeeded' &&
      job.kind === 'prediction' &&
      ((refused && job.schema?.refusal === 'drop') || options.emptyOutput?.(job));
    if (refused && !dropped) {
      status = 'failed';
      job.failWith = NSFW_ERROR;
    }
    job.status = status;
    job.completedAt = new Date().toISOString();
    if (dropped) {
      job.output = [];
      job.logs += 'NSFW content detected in image 0\n';
    } else if (status === 'succeeded' && job.kind === 'prediction') {
      const name = `out-0.${ext}`;
      const drawn = job.drawSize;
      const bytes = options.renderOutput
        ? options
            .renderOutput(job)
            .then((b) =>
              drawn
                ? sharp(b)
                    .resize(drawn.width, drawn.height, { fit: 'cover' })
                    .toFormat(format)
                    .toBuffer()
                : b,
            )
        : renderOutput(
            JSON.stringify(job.input),
            format,
            drawn ?? requestedSize(job.input) ?? size,
          );
      bytes.catch(() => undefined); // a failed render answers 500 when fetched
      outputs.set(`${job.id}/${name}`, bytes);
      job.output = [`${origin}/delivery/${job.id}/${name}`];
      job.logs += 'Generated 1 image\n';
    }
    if (status === 'succeeded' && job.kind === 'training' && job.destination) {
      const version = createHash('sha256').update(job.id).digest('hex');
      models.get(job.destination)?.push(version);
      if (job.model === REAL_MODELS.fluxLoraTrainer.name) fluxVersions.add(version);
      job.output = {
        version: `${job.destination}:${version}`,
        weights: `${origin}/delivery/${job.id}/trained_model.tar`,
      };
      job.logs += `Trained on ${job.photoCount} images\n`;
    }
    if (status === 'failed') job.error = job.failWith ?? 'failed';
    for (const wake of cogWaiters.get(job.id) ?? []) wake();
    deliver(job, 'completed');
  }

  function tick(job: FakeJob): void {
    if (job.status !== 'starting' && job.status !== 'processing') return;
    job.ticks += 1;
    if (job.abort) {
      // Replicate ends a prediction `aborted` when it is stopped before it started.
      finish(job, 'aborted');
    } else if (job.ticks >= job.ticksToFinish) {
      finish(job, job.failWith ? 'failed' : 'succeeded');
    } else if (job.ticks >= (options.startingPolls ?? 1) && job.status === 'starting') {
      job.status = 'processing';
      job.startedAt = new Date().toISOString();
      job.logs += 'Running\n';
    }
  }

  function createJob(
    fields: Pick<FakeJob, 'kind' | 'model' | 'version' | 'input'> & Partial<FakeJob>,
  ): FakeJob {
    const job: FakeJob = {
      id: newId(),
      status: 'starting',
      output: null,
      error: null,
      logs: '',
      events: [...(['start', 'output', 'logs', 'completed'] as const)],
      ticks: 0,
      ticksToFinish: (options.startingPolls ?? 1) + (options.processingPolls ?? 2),
      failWith: null,
      createdAt: new Date().toISOString(),
      startedAt: null,
      completedAt: null,
      ...fields,
    };
    if (job.kind === 'prediction' && abortingPredictions > 0) {
      abortingPredictions -= 1;
      job.abort = true;
    } else if (job.kind === 'prediction' && failingPredictions.count > 0) {
      failingPredictions.count -= 1;
      job.failWith = failingPredictions.error;
    }
    if (options.ticksFor) job.ticksToFinish = options.ticksFor(job);
    jobs.set(job.id, job);
    deliver(job, 'start');
    return job;
  }

  /** Reads a file input as a trainer would: our own Files API, data: URLs, or HTTP. */
  async function fetchInput(url: string): Promise<Buffer> {
    const own = url.match(/\/v1\/files\/([^/]+)$/);
    const stored = own && url.startsWith(origin) ? files.get(own[1] ?? '') : undefined;
    if (stored) return stored.bytes;
    if (url.startsWith('data:')) return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async function countZipImages(url: unknown): Promise<number> {
    if (typeof url !== 'string') throw new Error('input_images must be a URL');
    const entries = unzipSync(new Uint8Array(await fetchInput(url)));
    let count = 0;
    for (const bytes of Object.values(entries)) {
      if (bytes.length === 0) continue;
      await sharp(Buffer.from(bytes)).metadata();
      count += 1;
    }
    if (count === 0) throw new Error('the zip holds no images');
    return count;
  }

  function parseJson(raw: Buffer): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(raw.toString('utf8'));
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  function webhookOf(body: Record<string, unknown>) {
    const webhook = typeof body.webhook === 'string' ? body.webhook : undefined;
    const filter = Array.isArray(body.webhook_events_filter)
      ? (body.webhook_events_filter as WebhookEvent[])
      : (['start', 'output', 'logs', 'completed'] as WebhookEvent[]);
    return webhook ? { webhook, events: filter } : {};
  }

  function versionOwner(version: string): string | null {
    for (const [model, versions] of models) if (versions.includes(version)) return model;
    return null;
  }

  async function api(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    raw: Buffer,
  ) {
    const method = request.method ?? 'GET';
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${token}` && auth !== `Token ${token}`) {
      return send(
        response,
        401,
        problem(401, 'Unauthenticated', 'You did not pass a valid authentication token'),
      );
    }
    const failure = failures.find((f) => !f.match || f.match.test(`${method} ${path}`));
    if (failure) {
      failure.times = (failure.times ?? 1) - 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      if (failure.status === 429) {
        const seconds = failure.retryAfterSeconds ?? 1;
        return send(
          response,
          429,
          problem(
            429,
            'Request was throttled.',
            `Request was throttled. Expected available in ${seconds} second.`,
          ),
          {
            'retry-after': String(seconds),
          },
        );
      }
      return send(
        response,
        failure.status,
        problem(failure.status, 'Internal Server Error', 'injected failure'),
      );
    }

    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/files') {
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const content = form.get('content');
      if (!(content instanceof Blob))
        return send(response, 400, problem(400, 'Bad Request', 'content is required'));
      const id = newId();
      const name = content instanceof File ? content.name : 'file';
      files.set(id, {
        name,
        contentType: content.type,
        bytes: Buffer.from(await content.arrayBuffer()),
      });
      return send(response, 201, {
        id,
        name,
        content_type: content.type,
        size: content.size,
        urls: { get: `${base()}/files/${id}` },
      });
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/files\/([^/]+)$/))) {
      const file = files.get(match[1] ?? '');
      if (!file) return send(response, 404, problem(404, 'Not found', 'Not found.'));
      const id = match[1] ?? '';
      return send(response, 200, {
        id,
        name: file.name,
        content_type: file.contentType,
        size: file.bytes.length,
        urls: { get: `${base()}/files/${id}` },
      });
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/files\/([^/]+)\/download$/))) {
      const file = files.get(match[1] ?? '');
      if (!file) return send(response, 404, problem(404, 'Not found', 'Not found.'));
      response.writeHead(200, { 'content-type': file.contentType });
      return response.end(file.bytes);
    }

    const isCreate =
      method === 'POST' &&
      (path === '/v1/predictions' || /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(path));
    if (isCreate) {
      const body = parseJson(raw);
      if (!body || !body.input || typeof body.input !== 'object') {
        return send(response, 422, problem(422, 'Input validation failed', 'input is required'));
      }
      let model: string | null;
      let version: string;
      const official = path.match(/^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/);
      if (official) {
        model = official[1] ?? '';
        const latest = models.get(model)?.at(-1);
        // Only official models run by name; a community model needs its version.
        if (!latest || !officialModels.has(model))
          return send(
            response,
            404,
            problem(404, 'Not found', 'The requested resource could not be found.'),
          );
        version = latest;
      } else {
        // POST /v1/predictions names a version as `owner/name:version` or by its id alone,
        // or an official model as `owner/name` (its latest version), as the API does since
        // 2025-08-05. The `owner/name` of a pinned version must be the version's own.
        const ref = String(body.version ?? '');
        const [named, pinned] = ref.includes(':') ? ref.split(':', 2) : [null, ref];
        const byName = !ref.includes(':') && officialModels.has(ref);
        version = byName ? (models.get(ref)?.at(-1) ?? '') : (pinned ?? '');
        model = byName ? ref : versionOwner(version);
        if (named !== null && named !== model) model = null;
        if (!model || !version) {
          return send(
            response,
            422,
            problem(
              422,
              'Invalid version or not permitted',
              "The specified version does not exist (or perhaps you don't have permission to use it?)",
            ),
          );
        }
      }
      const schema = schemaOf(model, version);
      const checked = schema
        ? acceptInput(schema, body.input as Record<string, unknown>)
        : { input: accepted(model, version, body.input as Record<string, unknown>), missing: null };
      if (checked.missing) {
        return send(
          response,
          422,
          problem(422, 'Input validation failed', `- input: ${checked.missing} is required`),
        );
      }
      const job = createJob({
        kind: 'prediction',
        model,
        version,
        input: checked.input,
        ...webhookOf(body),
      });
      await withSchema(job, schema);
      const prefer = String(request.headers.prefer ?? '');
      if (/^wait\b/.test(prefer)) {
        for (let i = 0; i < 1000 && Number.isFinite(job.ticksToFinish); i += 1) tick(job);
      }
      return send(response, 201, view(job));
    }
    if (
      (match = path.match(/^\/v1\/models\/([^/]+\/[^/]+)\/versions\/([^/]+)\/trainings$/)) &&
      method === 'POST'
    ) {
      const [, trainer = '', trainerVersion = ''] = match;
      if (!models.get(trainer)?.includes(trainerVersion)) {
        return send(
          response,
          404,
          problem(404, 'Not found', 'The requested trainer version could not be found.'),
        );
      }
      const body = parseJson(raw);
      const destination = typeof body?.destination === 'string' ? body.destination : '';
      if (!body || !models.has(destination)) {
        return send(
          response,
          422,
          problem(
            422,
            'Invalid destination',
            'The destination model does not exist. Create it first.',
          ),
        );
      }
      const input = accepted(
        trainer,
        trainerVersion,
        (body.input ?? {}) as Record<string, unknown>,
      );
      const job = createJob({
        kind: 'training',
        model: trainer,
        version: trainerVersion,
        input,
        destination,
        ...webhookOf(body),
      });
      try {
        job.photoCount = await countZipImages(input.input_images);
      } catch (error) {
        job.failWith = `input_images: ${(error as Error).message}`;
      }
      return send(response, 201, view(job));
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/models\/([^/]+\/[^/]+)$/))) {
      const name = match[1] ?? '';
      const versions = models.get(name);
      if (!versions) return send(response, 404, problem(404, 'Not found', 'Not found.'));
      const [owner, modelName] = name.split('/');
      const latest = versions.at(-1);
      return send(response, 200, {
        url: `https://replicate.com/${name}`,
        owner,
        name: modelName,
        description: null,
        visibility: 'public',
        latest_version: latest
          ? { id: latest, created_at: new Date(0).toISOString(), cog_version: '0.9.0' }
          : null,
      });
    }
    if ((match = path.match(/^\/v1\/(predictions|trainings)\/([^/]+)(\/cancel)?$/))) {
      const [, collection, id = '', cancel] = match;
      const job = jobs.get(id);
      if (!job || `${job.kind}s` !== collection)
        return send(response, 404, problem(404, 'Not found', 'Not found.'));
      if (cancel && method === 'POST') {
        if (job.status === 'starting' || job.status === 'processing') finish(job, 'canceled');
        return send(response, 200, view(job));
      }
      if (method === 'GET') {
        tick(job);
        return send(response, 200, view(job));
      }
    }
    return send(response, 404, problem(404, 'Not found', 'Not found.'));
  }

  /** A Cog prediction as the container answers it; outputs inline as data: URLs. */
  async function cogView(job: FakeJob) {
    let output: unknown = null;
    if (Array.isArray(job.output) && job.output.length === 0) {
      output = [];
    } else if (job.status === 'succeeded') {
      const bytes = await outputs.get(`${job.id}/out-0.${ext}`);
      output = `data:image/${format};base64,${bytes?.toString('base64')}`;
    }
    return {
      id: job.id,
      status: job.status,
      input: job.input,
      output,
      error: job.error,
      logs: job.logs,
      created_at: job.createdAt,
      started_at: job.startedAt,
      completed_at: job.completedAt,
      ...(job.status === 'succeeded' ? { metrics: { predict_time: 0.02 } } : {}),
    };
  }

  const isRunning = (job: FakeJob | undefined) =>
    job !== undefined && (job.status === 'starting' || job.status === 'processing');

  async function cog(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    raw: Buffer,
  ) {
    const method = request.method ?? 'GET';
    const state = cogHealth();
    if (method === 'GET' && path === '/health-check') {
      // Always 200: the state is in the body (https://cog.run/http#get-health-check).
      const setupStatus =
        state === 'STARTING' ? 'starting' : state === 'SETUP_FAILED' ? 'failed' : 'succeeded';
      return send(response, 200, {
        status: state,
        ...(state === 'UNKNOWN'
          ? {}
          : {
              setup: {
                started_at: new Date(setupFrom).toISOString(),
                status: setupStatus,
                logs: '',
              },
            }),
      });
    }
    let match = path.match(/^\/predictions\/([^/]+)\/cancel$/);
    if (match && method === 'POST') {
      const job = jobs.get(match[1] ?? '');
      if (!job || !isRunning(job)) return send(response, 404, { detail: 'Not Found' });
      finish(job, 'canceled');
      return send(response, 200, {});
    }
    match = path.match(/^\/predictions(?:\/([^/]+))?$/);
    if (!match || (method !== 'POST' && method !== 'PUT'))
      return send(response, 404, { detail: 'Not Found' });
    if (state !== 'READY' && state !== 'BUSY' && state !== 'UNHEALTHY') {
      // Before setup() has finished (or after it failed) the container takes no prediction.
      return send(response, 503, { detail: 'Setup has not finished yet' });
    }
    const body = parseJson(raw);
    if (!body || !body.input || typeof body.input !== 'object')
      return send(response, 422, { detail: 'input is required' });
    const id = match[1] ?? (typeof body.id === 'string' ? body.id : newId());
    const existing = jobs.get(id);
    if (method === 'PUT' && existing && isRunning(existing)) {
      // A repeated PUT for a prediction still running starts nothing: 202 and its state.
      return send(response, 202, await cogView(existing));
    }
    const busy = [...jobs.values()].filter(isRunning).length;
    if (busy >= (options.cogSlots ?? 1)) {
      return send(response, 409, { detail: 'Already running a prediction' });
    }
    const schema = options.cogModel ? FAKE_MODEL_SCHEMAS[options.cogModel] : undefined;
    const names = schema?.inputs ?? options.cogInputs;
    const checked = acceptInput(
      { inputs: names ?? Object.keys(body.input), required: schema?.required ?? [] },
      body.input as Record<string, unknown>,
    );
    if (checked.missing) {
      // Cog's validation answer (coglet routes.rs).
      return send(response, 422, {
        detail: [
          { loc: ['body', 'input', checked.missing], msg: 'Field required', type: 'value_error' },
        ],
      });
    }
    const job = createJob({
      kind: 'prediction',
      model: 'cog',
      version: 'cog',
      input: checked.input,
      id,
    });
    await withSchema(job, schema);
    cogPeak = Math.max(cogPeak, busy + 1);
    if (Number.isFinite(job.ticksToFinish)) {
      setTimeout(() => {
        if (isRunning(job))
          finish(job, job.abort ? 'aborted' : job.failWith ? 'failed' : 'succeeded');
      }, options.cogDelayMs ?? 20);
    }
    if (isRunning(job)) {
      await new Promise<void>((resolve) =>
        cogWaiters.set(job.id, [...(cogWaiters.get(job.id) ?? []), resolve]),
      );
    }
    return send(response, 200, await cogView(job));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    response.on('finish', () =>
      requests.push({ method: request.method ?? 'GET', path, status: response.statusCode }),
    );
    void (async () => {
      const raw = await readBody(request);
      const delivery = path.match(/^\/delivery\/([^/]+\/[^/]+)$/);
      if (delivery && request.method === 'GET') {
        const bytes = await outputs.get(delivery[1] ?? '');
        if (!bytes) return send(response, 404, { detail: 'Not found.' });
        response.writeHead(200, { 'content-type': `image/${format}` });
        return response.end(bytes);
      }
      if (mode === 'cog') return cog(request, response, path, raw);
      if (path.startsWith('/v1/')) return api(request, response, path, raw);
      return send(response, 404, { detail: 'Not found.' });
    })().catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, problem(500, 'Internal Server Error', String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const timer = options.autoAdvanceMs
    ? setInterval(() => {
        for (const job of jobs.values()) tick(job);
      }, options.autoAdvanceMs)
    : null;

  return {
    url: base(),
    origin,
    token,
    jobs,
    requests,
    webhookDeliveries,
    failNext: (failure) => failures.push({ ...failure }),
    failPredictions: (count, error = 'CUDA out of memory') => {
      failingPredictions = { count, error };
    },
    abortPredictions: (count) => {
      abortingPredictions = count;
    },
    setHealth: (state) => {
      health = state;
    },
    get cogPeak() {
      return cogPeak;
    },
    predictions: () => [...jobs.values()].filter((job) => job.kind === 'prediction'),
    trainings: () => [...jobs.values()].filter((job) => job.kind === 'training'),
    close: async () => {
      if (timer) clearInterval(timer);
      for (const job of jobs.values()) {
        if (job.status === 'starting' || job.status === 'processing') finish(job, 'canceled');
      }
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
