// A small typed client for the Replicate HTTP API (predictions, trainings, files) and for
// self-hosted Cog containers, which serve the same prediction shape at `${base}/predictions`.
import type { z } from 'zod';
import {
  cogHealthSchema,
  cogPredictionSchema,
  fileObjectSchema,
  isTerminal,
  modelSchema,
  noteUnknownStatus,
  predictionSchema,
  problemSchema,
  REPLICATE_BASE_URL,
  trainingSchema,
  type CogPrediction,
  type FileObject,
  type Model,
  type Prediction,
  type Training,
  type WebhookEvent,
} from './protocol.ts';
import { isRetryableStatus, retryDelayMs, sleep } from './retry.ts';

export interface ReplicateClientOptions {
  /** API token (`r8_...`); sent as `Authorization: Bearer`. Cog containers need none. */
  token?: string;
  /** `https://api.replicate.com/v1` by default; a Cog container's root in `cog` mode. */
  baseUrl?: string;
  /** Per-request time limit (default 30 s). */
  requestTimeoutMs?: number;
  /** Time limit of a synchronous Cog prediction (default 15 min). */
  cogTimeoutMs?: number;
  /**
   * Further tries after a 429 (any call), or a 5xx or network error (idempotent calls only:
   * a create is never sent again after a 5xx, as the official client does) (default 4).
   */
  maxRetries?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  fetch?: typeof fetch;
}

export class ReplicateApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(`Replicate answered ${status}: ${detail || title}`);
    this.name = 'ReplicateApiError';
  }
}

/** The server answered something the protocol does not allow, or did not answer in time. */
export class ReplicateProtocolError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReplicateProtocolError';
  }
}

/**
 * The request never reached a server, or timed out. `reason` is what lies under fetch's
 * "fetch failed" (`connect ECONNREFUSED 127.0.0.1:5000`, `bad port`); `permanent` says that
 * asking again cannot help: fetch refuses the URL itself (a port it blocks, such as 6000 or
 * 10080, or a scheme it does not speak), so nothing was sent and nothing ever will be.
 */
export class ReplicateNetworkError extends ReplicateProtocolError {
  constructor(
    message: string,
    readonly reason: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ReplicateNetworkError';
  }
}

/** The innermost message under an error's causes (an AggregateError's first error). */
export function networkReason(error: unknown): string {
  let current: unknown = error;
  let reason = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current.message) reason = current.message;
    const next: unknown =
      current instanceof AggregateError && current.errors.length > 0
        ? current.errors[0]
        : current.cause;
    current = next;
  }
  return reason;
}

/** What undici (Node's fetch) says before it connects to a URL it will never fetch. */
const REFUSED_BY_FETCH = /^(bad port|unknown scheme|invalid url|invalid method)$/i;

export interface CreatePredictionRequest {
  /** `owner/name` (the model's current version), `owner/name:version` or a version id. */
  model: string;
  input: Record<string, unknown>;
  webhook?: string;
  webhookEventsFilter?: WebhookEvent[];
  /** `Prefer: wait=<seconds>` (1 to 60): the answer waits for the prediction that long. */
  waitSeconds?: number;
}

export interface CreateTrainingRequest {
  /** The trainer, `owner/name:version`. */
  trainer: string;
  /** `owner/name` of an existing model that receives the trained version. */
  destination: string;
  input: Record<string, unknown>;
  webhook?: string;
  webhookEventsFilter?: WebhookEvent[];
}

interface SendInit {
  body?: string | FormData;
  headers?: Record<string, string>;
  /**
   * Safe to send again after a 5xx, a network error or a time-out (GET, cancel, PUT by id).
   * Other calls are sent again only after a 429, which says nothing was done.
   */
  idempotent: boolean;
  /** Statuses handed back to the caller as they are, neither retried nor thrown. */
  pass?: readonly number[];
  timeoutMs?: number;
  auth?: boolean;
}

/** Splits `owner/name[:version]`; a bare version id has no owner or name. */
export function parseModelRef(ref: string): { owner?: string; name?: string; version?: string } {
  const [path = '', version] = ref.split(':', 2);
  if (!path.includes('/')) return { version: path };
  const [owner, name] = path.split('/', 2);
  return { owner, name, ...(version ? { version } : {}) };
}

export class ReplicateClient {
  readonly baseUrl: string;
  private readonly options: ReplicateClientOptions;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ReplicateClientOptions = {}) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? REPLICATE_BASE_URL).replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  /**
   * `owner/name` runs on the model's own endpoint (official models only: a community model
   * answers 404 there). A version, alone or as `owner/name:version`, goes to
   * POST /v1/predictions, which takes `owner/name:version` for any model (since 2025-08-05).
   */
  createPrediction(request: CreatePredictionRequest, signal?: AbortSignal): Promise<Prediction> {
    const { owner, name, version } = parseModelRef(request.model);
    const body = {
      ...(version ? { version: request.model } : {}),
      input: request.input,
      ...webhookFields(request),
    };
    const path = version ? '/predictions' : `/models/${owner}/${name}/predictions`;
    const headers: Record<string, string> = {};
    if (request.waitSeconds)
      headers.Prefer = `wait=${Math.min(60, Math.max(1, request.waitSeconds))}`;
    // Not idempotent: a create whose answer was lost may have started a prediction.
    return this.json('POST', path, predictionSchema, signal, {
      body: JSON.stringify(body),
      headers,
      idempotent: false,
    });
  }

  /** GET /v1/models/{owner}/{name}: the model and its latest version. */
  getModel(owner: string, name: string, signal?: AbortSignal): Promise<Model> {
    return this.json('GET', `/models/${enc(owner)}/${enc(name)}`, modelSchema, signal);
  }

  getPrediction(id: string, signal?: AbortSignal): Promise<Prediction> {
    return this.json('GET', `/predictions/${enc(id)}`, predictionSchema, signal);
  }

  cancelPrediction(id: string, signal?: AbortSignal): Promise<Prediction> {
    return this.json('POST', `/predictions/${enc(id)}/cancel`, predictionSchema, signal);
  }

  createTraining(request: CreateTrainingRequest, signal?: AbortSignal): Promise<Training> {
    const { owner, name, version } = parseModelRef(request.trainer);
    if (!owner || !name || !version) {
      throw new TypeError(`trainer must be owner/name:version, got "${request.trainer}"`);
    }
    const body = {
      destination: request.destination,
      input: request.input,
      ...webhookFields(request),
    };
    return this.json(
      'POST',
      `/models/${owner}/${name}/versions/${version}/trainings`,
      trainingSchema,
      signal,
      { body: JSON.stringify(body), idempotent: false },
    );
  }

  getTraining(id: string, signal?: AbortSignal): Promise<Training> {
    return this.json('GET', `/trainings/${enc(id)}`, trainingSchema, signal);
  }

  cancelTraining(id: string, signal?: AbortSignal): Promise<Training> {
    return this.json('POST', `/trainings/${enc(id)}/cancel`, trainingSchema, signal);
  }

  /** POST /v1/files (multipart `content` and `metadata`): its `urls.get` is a file input. */
  uploadFile(
    file: { name: string; contentType: string; bytes: Uint8Array },
    signal?: AbortSignal,
  ): Promise<FileObject> {
    const form = new FormData();
    form.append(
      'content',
      new Blob([new Uint8Array(file.bytes)], { type: file.contentType }),
      file.name,
    );
    form.append('metadata', new Blob(['{}'], { type: 'application/json' }));
    // A second upload after a lost answer only stores a spare copy.
    return this.json('POST', '/files', fileObjectSchema, signal, { body: form, idempotent: true });
  }

  /**
   * Cog: PUT /predictions/{id}, synchronous and idempotent by id (https://cog.run/http), until
   * the prediction ends. A container runs one prediction at a time (`concurrency.max`): a
   * 409 says every slot is taken, so it waits and asks again; a 202 (or an unfinished status)
   * says our own id is still running (a repeated PUT after a lost answer), so it keeps
   * waiting; a 503 says setup has not finished. Each wait is `waitMs`; the whole call ends
   * after `cogTimeoutMs` (default 15 min).
   */
  async cogPredict(
    id: string,
    input: Record<string, unknown>,
    signal?: AbortSignal,
    waitMs = 1000,
  ): Promise<CogPrediction> {
    const limitMs = this.options.cogTimeoutMs ?? 15 * 60_000;
    const deadline = Date.now() + limitMs;
    const path = `/predictions/${enc(id)}`;
    let last = 'no answer';
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new ReplicateProtocolError(
          `PUT ${this.url(path)} timed out: no result within ${Math.round(limitMs / 1000)} s (${last})`,
        );
      }
      const response = await this.send('PUT', this.url(path), signal, {
        body: JSON.stringify({ id, input }),
        idempotent: true,
        timeoutMs: remaining,
        pass: [202, 409, 503],
      });
      if (response.status === 409 || response.status === 503) {
        await response.body?.cancel();
        last =
          response.status === 409
            ? 'every prediction slot was busy (409)'
            : 'the model was still setting up (503)';
      } else {
        const done = await this.parse('PUT', path, response, cogPredictionSchema);
        if (response.status !== 202 && isTerminal(done.status)) return done;
        noteUnknownStatus(done.status, `PUT ${path}`);
        last = `our prediction was still ${done.status} (${response.status})`;
      }
      await sleep(Math.min(waitMs, Math.max(0, deadline - Date.now())), signal);
    }
  }

  /** Cog: POST /predictions/{id}/cancel; false when the container no longer knows it (404). */
  async cogCancel(id: string, signal?: AbortSignal): Promise<boolean> {
    try {
      await this.send('POST', this.url(`/predictions/${enc(id)}/cancel`), signal, {
        idempotent: true,
      });
      return true;
    } catch (error) {
      if (error instanceof ReplicateApiError && error.status === 404) return false;
      throw error;
    }
  }

  /** Cog: GET /health-check (always 200; the state is in the body). */
  cogHealth(signal?: AbortSignal): Promise<z.infer<typeof cogHealthSchema>> {
    return this.json('GET', '/health-check', cogHealthSchema, signal);
  }

  /**
   * The bytes behind an output: a `data:` URL (Cog's default) or an HTTP URL. The token is
   * sent only to the API's own origin (file URLs there need it; CDN URLs must not get it).
   */
  async download(url: string, signal?: AbortSignal): Promise<Buffer> {
    if (url.startsWith('data:')) return decodeDataUrl(url);
    const sameOrigin = new URL(url).origin === new URL(this.baseUrl).origin;
    const response = await this.send('GET', url, signal, { idempotent: true, auth: sameOrigin });
    return Buffer.from(await response.arrayBuffer());
  }

  private url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  private async json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    signal?: AbortSignal,
    init: SendInit = { idempotent: true },
  ): Promise<z.infer<S>> {
    const response = await this.send(method, this.url(path), signal, init);
    return this.parse(method, path, response, schema);
  }

  private async parse<S extends z.ZodType>(
    method: string,
    path: string,
    response: Response,
    schema: S,
  ): Promise<z.infer<S>> {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ReplicateProtocolError(`${method} ${path} answered non-JSON`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ReplicateProtocolError(
        `${method} ${path} answered an unexpected shape: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }

  /** One call with time-out; retries on 429, and on 5xx and network errors when idempotent. */
  private async send(
    method: string,
    url: string,
    signal: AbortSignal | undefined,
    init: SendInit,
  ): Promise<Response> {
    const maxRetries = this.options.maxRetries ?? 4;
    const baseMs = this.options.retryBaseMs ?? 500;
    const maxMs = this.options.retryMaxMs ?? 30_000;
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    if (this.options.token && init.auth !== false) {
      headers.authorization = `Bearer ${this.options.token}`;
    }
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(
        init.timeoutMs ?? this.options.requestTimeoutMs ?? 30_000,
      );
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method,
          headers,
          body: init.body,
          signal: combined,
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        const reason = timeout.aborted ? 'timed out' : networkReason(error);
        const permanent = !timeout.aborted && REFUSED_BY_FETCH.test(reason);
        const failure = new ReplicateNetworkError(
          `${method} ${url} ${timeout.aborted ? 'timed out' : `failed: ${reason}`}`,
          reason,
          permanent,
          { cause: error },
        );
        if (permanent || !init.idempotent || attempt >= maxRetries) throw failure;
        await sleep(retryDelayMs(attempt, null, baseMs, maxMs), signal);
        continue;
      }
      if (response.ok || init.pass?.includes(response.status)) return response;
      const retryable =
        response.status === 429 || (init.idempotent && isRetryableStatus(response.status));
      if (retryable && attempt < maxRetries) {
        await response.body?.cancel();
        const wait = retryDelayMs(attempt, response.headers.get('retry-after'), baseMs, maxMs);
        await sleep(wait, signal);
        continue;
      }
      throw await apiError(response);
    }
  }
}

function webhookFields(request: { webhook?: string; webhookEventsFilter?: WebhookEvent[] }) {
  if (!request.webhook) return {};
  return {
    webhook: request.webhook,
    ...(request.webhookEventsFilter ? { webhook_events_filter: request.webhookEventsFilter } : {}),
  };
}

async function apiError(response: Response): Promise<ReplicateApiError> {
  const text = await response.text().catch(() => '');
  let problem: z.infer<typeof problemSchema> = {};
  try {
    const parsed = problemSchema.safeParse(JSON.parse(text));
    if (parsed.success) problem = parsed.data;
  } catch {
    // A body that is not JSON (a proxy's HTML page) still gives its status.
  }
  return new ReplicateApiError(
    response.status,
    problem.title ?? response.statusText,
    problem.detail ?? text.slice(0, 200),
  );
}

function decodeDataUrl(url: string): Buffer {
  const comma = url.indexOf(',');
  if (comma < 0) throw new ReplicateProtocolError('malformed data: URL');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  return meta.endsWith(';base64')
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload), 'utf8');
}

function enc(id: string): string {
  return encodeURIComponent(id);
}
