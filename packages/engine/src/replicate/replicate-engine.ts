// The `replicate` generation provider (ARCHITECTURE "Generation engines"): trains a
// per-person model with a Replicate trainer (or uses a zero-shot model), then runs one
// prediction per output, polls it (or takes its webhook), and hands back PNGs.
import sharp from 'sharp';
import {
  assertOutputSize,
  type GeneratedImage,
  type GenerateInput,
  type GenerationEngine,
  type TrainedModel,
  type TrainInput,
} from '../engine.ts';
import {
  networkReason,
  parseModelRef,
  ReplicateApiError,
  ReplicateClient,
  ReplicateNetworkError,
  ReplicateProtocolError,
} from './client.ts';
import {
  memoryIdStore,
  type PublishableFile,
  type ReplicateEngineOptions,
} from './engine-options.ts';
import {
  cogPredictionId,
  decodeHandle,
  encodeHandle,
  DEFAULT_PROMPT_TEMPLATE,
  DEFAULT_STYLE_TEXT,
  promptFor,
  seedFor,
  sizeInput,
  templateFor,
  subjectFor,
  type ReplicateHandle,
} from './generation-input.ts';
import { brandingPrompt, placeOnBranding } from './branding.ts';
import { cancelJob, ReplicateJobError, watchJob, type Job } from './jobs.ts';
import {
  firstOutputUrl,
  isTerminal,
  jobErrorText,
  trainingOutputSchema,
  type Prediction,
} from './protocol.ts';
import { capToSide, fitOutput, photoAtAspect } from './output-fit.ts';
import { sleep } from './retry.ts';
import { photoFile, publishFiles, zipPhotos } from './training-set.ts';

/** The output size when the call asks for none: the local engine's 4:5 portrait. */
const DEFAULT_FRAME = { width: 1024, height: 1280 };

/**
 * A model's own safety check said no (issue 36 item 1): InstantID and FLUX raise "NSFW
 * content detected" (the prediction fails); PhotoMaker drops the image and succeeds with
 * nothing (`[]`). Another seed may pass; it is never the run's failure.
 */
export function isSafetyRefusal(job: Pick<Job, 'status' | 'output' | 'error'>): boolean {
  if (job.status === 'succeeded') return Array.isArray(job.output) && job.output.length === 0;
  return job.status === 'failed' && /nsfw content detected/i.test(jobErrorText(job));
}

/** What the operator reads while a Cog container is not READY yet. */
function cogWaitMessage(state: string, baseUrl: string, reason: string): string {
  if (state === 'UNREACHABLE')
    return `the Cog model at ${baseUrl} does not answer yet (${reason || 'no answer'}); waiting for it to start`;
  if (state === 'UNHEALTHY')
    return `the Cog model at ${baseUrl} is UNHEALTHY (its healthcheck() failed); waiting for it to recover`;
  return `the Cog model at ${baseUrl} is setting up (${state}); the first prediction waits for READY`;
}

export { ReplicateJobError } from './jobs.ts';

/** The whole prompt of a style without a catalogue prompt, with the default template. */
export const DEFAULT_PROMPT = DEFAULT_PROMPT_TEMPLATE.replace('{style}', DEFAULT_STYLE_TEXT);

export function createReplicateEngine(options: ReplicateEngineOptions): GenerationEngine {
  const mode = options.mode ?? 'replicate';
  const client = new ReplicateClient(options);
  const ids = options.ids ?? memoryIdStore();
  const pollMs = options.pollIntervalMs ?? 2000;
  const triggerWord = options.triggerWord ?? 'TOK';
  const uploads = new Map<string, { url: string; at: number }>();
  const webhook = options.webhook
    ? { webhook: options.webhook.url, webhookEventsFilter: ['completed' as const] }
    : {};

  const publish = (files: PublishableFile[], modelId: string, signal?: AbortSignal) =>
    publishFiles(files, { modelId, mode, client, uploads, publish: options.publishFiles }, signal);
  const watch = (
    kind: 'training' | 'prediction',
    id: string,
    limitMs: number,
    signal?: AbortSignal,
  ) =>
    watchJob(
      client,
      kind,
      id,
      { pollMs, limitMs, completions: options.webhook?.completions },
      signal,
    );
  const cancelQuietly = (kind: 'training' | 'prediction' | 'cog', id: string) =>
    cancelJob(client, kind, id);
  const notice = options.notice ?? ((message: string) => console.warn(`replicate: ${message}`));
  // A Cog container is told apart by its one slot: one prediction at a time unless set.
  const concurrency = options.concurrency ?? (mode === 'cog' ? 1 : 4);
  let cogReady: Promise<void> | null = null;
  const latest = new Map<string, Promise<string>>();

  /** `owner/name` -> `owner/name:<latest version>` (trainings and community models need one). */
  function withVersion(ref: string, signal?: AbortSignal): Promise<string> {
    const { owner, name, version } = parseModelRef(ref);
    if (version || !owner || !name) return Promise.resolve(ref);
    let found = latest.get(ref);
    if (!found) {
      found = client.getModel(owner, name, signal).then((model) => {
        const id = model.latest_version?.id;
        if (!id) throw new ReplicateJobError(`model ${ref} has no version to run`);
        return `${ref}:${id}`;
      });
      found.catch(() => latest.delete(ref));
      latest.set(ref, found);
    }
    return found;
  }

  /**
   * `owner/name` refs by how they run: true by name (an official model), false on their
   * latest version (a community model, whose model endpoint answered 404: nothing started).
   */
  const runsByName = new Map<string, boolean>();
  /** The first create of an `owner/name` ref, which finds out how it runs. */
  const probes = new Map<string, Promise<unknown>>();

  /**
   * Creates a prediction. A version (`owner/name:version`, a trained one) goes to
   * POST /v1/predictions. `owner/name` runs by name; a model without its own endpoint (404)
   * runs as `owner/name:<latest>` from then on: one 404 per model, not one per output (the
   * first create finds out, the others wait for it).
   */
  async function createOn(
    model: string,
    predictionInput: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Prediction> {
    const send = (ref: string) =>
      client.createPrediction({ model: ref, input: predictionInput, ...webhook }, signal);
    const { owner, name, version } = parseModelRef(model);
    if (version || !owner || !name) return send(model);
    for (;;) {
      if (runsByName.get(model) === false) return send(await withVersion(model, signal));
      const probe = probes.get(model);
      if (!probe) break;
      // Its failure is its own caller's; this create then finds out by itself.
      await probe.catch(() => undefined);
      signal.throwIfAborted();
    }
    const known = runsByName.has(model);
    const attempt = (async () => {
      try {
        const created = await send(model);
        runsByName.set(model, true);
        return created;
      } catch (error) {
        if (!(error instanceof ReplicateApiError) || error.status !== 404) throw error;
        runsByName.set(model, false);
        notice(
          `${model} has no endpoint of its own (a community model); it runs by its latest version`,
        );
        return send(await withVersion(model, signal));
      }
    })();
    if (!known) {
      probes.set(model, attempt);
      void attempt
        .catch(() => undefined)
        .finally(() => {
          if (probes.get(model) === attempt) probes.delete(model);
        });
    }
    return attempt;
  }

  /** Cog: waits for /health-check READY before the first prediction (setup takes minutes). */
  async function untilCogReady(signal?: AbortSignal): Promise<void> {
    const limitMs = options.cogSetupTimeoutMs ?? 30 * 60_000;
    const deadline = Date.now() + limitMs;
    let said = '';
    let state = 'UNREACHABLE';
    let reason = '';
    for (;;) {
      try {
        state = (await client.cogHealth(signal)).status;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        // issue 36 item 5: why it does not answer, and at once when asking again cannot help.
        if (error instanceof ReplicateNetworkError && error.permanent) {
          throw new ReplicateJobError(
            `the Cog model at ${client.baseUrl} cannot be reached: ${error.reason} (fetch never connects to this URL; serve the container on another port)`,
          );
        }
        state = 'UNREACHABLE';
        reason = error instanceof ReplicateNetworkError ? error.reason : networkReason(error);
      }
      if (state === 'READY' || state === 'BUSY') {
        if (said) notice(`the Cog model at ${client.baseUrl} is ${state}; predictions start`);
        return;
      }
      if (state === 'SETUP_FAILED' || state === 'DEFUNCT') {
        throw new ReplicateJobError(
          `the Cog model at ${client.baseUrl} is ${state}: ${
            state === 'SETUP_FAILED' ? 'its setup() failed' : 'it stopped working'
          }; read the container's logs and restart it`,
        );
      }
      const message = cogWaitMessage(state, client.baseUrl, reason);
      if (message !== said) {
        notice(message);
        said = message;
      }
      if (Date.now() >= deadline) {
        throw new ReplicateJobError(
          `the Cog model at ${client.baseUrl} was not READY after ${Math.round(limitMs / 1000)} s (last state: ${state}${state === 'UNREACHABLE' && reason ? `: ${reason}` : ''})`,
        );
      }
      await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())), signal);
    }
  }
  /**
   * One wait for READY shared by every job of this engine; a job that stops waiting (its
   * signal aborts) leaves the others waiting.
   */
  const whenCogReady = (signal: AbortSignal) => {
    cogReady ??= untilCogReady().catch((error: unknown) => {
      cogReady = null;
      throw error;
    });
    const shared = cogReady;
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };

  async function train(input: TrainInput, signal?: AbortSignal): Promise<TrainedModel> {
    const subject = subjectFor(input.trigger);
    const trainer = options.trainer;
    if (!trainer) return { handle: encodeHandle({ kind: 'zero-shot', subject }) };
    if (mode === 'cog')
      throw new TypeError('cog mode runs zero-shot models only: leave out trainer');
    const key = `training:${input.modelId}`;
    let training: Prediction | null = null;
    const knownId = await ids.get(key);
    if (knownId) {
      const known = await client.getTraining(knownId, signal);
      if (known.status === 'succeeded' || !isTerminal(known.status)) training = known;
    }
    if (!training) {
      if (input.photos.length === 0) throw new TypeError('training needs at least one photo');
      const zip = {
        name: 'photos.zip',
        contentType: 'application/zip',
        bytes: zipPhotos(input.photos),
      };
      const [zipUrl] = await publish([zip], input.modelId, signal);
      const trainerInput: Record<string, unknown> = {
        ...trainer.input,
        [trainer.imagesInputKey ?? 'input_images']: zipUrl,
      };
      const triggerKey =
        trainer.triggerWordInputKey === undefined ? 'trigger_word' : trainer.triggerWordInputKey;
      if (triggerKey) trainerInput[triggerKey] = triggerWord;
      training = await client.createTraining(
        {
          trainer: await withVersion(trainer.model, signal),
          destination: trainer.destination,
          input: trainerInput,
          ...webhook,
        },
        signal,
      );
      await ids.set(key, training.id);
    }
    const trainingId = training.id;
    let done: Job;
    try {
      done = isTerminal(training.status)
        ? training
        : await watch('training', trainingId, options.trainingTimeoutMs ?? 2 * 3600_000, signal);
    } catch (error) {
      // An abort means: stop, and stop paying for it.
      if (signal?.aborted) await cancelQuietly('training', trainingId);
      throw error;
    }
    if (done.status !== 'succeeded') {
      throw new ReplicateJobError(`training ${trainingId} ${done.status}: ${jobErrorText(done)}`);
    }
    const output = trainingOutputSchema.safeParse(done.output);
    if (!output.success) {
      throw new ReplicateProtocolError(
        `training ${trainingId} succeeded without a version in its output`,
      );
    }
    return {
      handle: encodeHandle({ kind: 'trained', trainingId, version: output.data.version, subject }),
    };
  }

  async function toPng(bytes: Buffer, url: string) {
    try {
      return await sharp(bytes, { limitInputPixels: 64_000_000 })
        .png()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new ReplicateProtocolError(`output ${url.slice(0, 80)} is not an image`, {
        cause: error,
      });
    }
  }

  async function generate(
    input: GenerateInput,
    onImage: (image: GeneratedImage) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void> {
    signal?.throwIfAborted();
    if (input.size) assertOutputSize(input.size, 'GenerateInput.size');
    if (input.count <= 0) return;
    const handle: ReplicateHandle = decodeHandle(input.trained.handle);
    // A Cog container is the model itself; the hosted API needs to be told which one.
    const model =
      handle.kind === 'trained' ? handle.version : (options.model ?? (mode === 'cog' ? 'cog' : ''));
    if (!model) throw new TypeError('the replicate engine needs `model` for zero-shot generation');
    const template = templateFor(input.style, options);
    // Zero-shot models learn no trigger word: the photo carries the identity.
    const trigger = handle.kind === 'trained' ? triggerWord : null;
    const styled = promptFor(template, trigger, handle.subject);
    // issue 17 item 7: a branded backdrop is asked for, then composited exactly.
    const branding = input.style.branded ? input.style.backdrop : null;
    const prompt = branding ? `${styled}, ${brandingPrompt(branding)}` : styled;

    const stop = new AbortController();
    const inner = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    const outstanding = new Map<string, 'prediction' | 'cog'>();
    let cancelling: Promise<unknown> = Promise.resolve();
    inner.addEventListener(
      'abort',
      () => {
        // Snapshot now, before the aborted waits unwind and forget their ids.
        cancelling = Promise.all([...outstanding].map(([id, kind]) => cancelQuietly(kind, id)));
      },
      { once: true },
    );

    // The package's shape and size, at most the model's largest side (issue 36 item 2).
    const frame = capToSide(input.size ?? DEFAULT_FRAME, options.maxSide);
    if (mode === 'cog') await whenCogReady(inner);
    let photoUrls: string[] = [];
    if (handle.kind === 'zero-shot') {
      if (input.photos.length === 0) throw new TypeError('zero-shot generation needs the photos');
      // A model whose output follows the face photo's shape (InstantID) gets it at the frame's.
      const files = await Promise.all(
        input.photos.map(async (photo, i) =>
          options.photosAtAspect
            ? {
                name: `photo-${String(i + 1).padStart(2, '0')}.jpg`,
                contentType: 'image/jpeg',
                bytes: await photoAtAspect(photo.bytes, frame),
              }
            : photoFile(photo, i),
        ),
      );
      photoUrls = await publish(files, input.modelId, inner);
    }

    async function run(
      key: string,
      attempt: number,
      predictionInput: Record<string, unknown>,
    ): Promise<Job> {
      if (mode === 'cog') {
        const id = cogPredictionId(key, attempt);
        outstanding.set(id, 'cog');
        try {
          const done = await client.cogPredict(id, predictionInput, inner, pollMs);
          return { ...done, id };
        } finally {
          outstanding.delete(id);
        }
      }
      let job: Prediction | null = null;
      const knownId = attempt === 0 ? await ids.get(key) : undefined;
      if (knownId) {
        const known = await client.getPrediction(knownId, inner);
        if (known.status === 'succeeded' || !isTerminal(known.status)) job = known;
      }
      if (!job) {
        job = await createOn(model, predictionInput, inner);
        await ids.set(key, job.id);
      }
      if (isTerminal(job.status)) return job;
      outstanding.set(job.id, 'prediction');
      try {
        return await watch('prediction', job.id, options.predictionTimeoutMs ?? 15 * 60_000, inner);
      } finally {
        outstanding.delete(job.id);
      }
    }

    async function produce(variant: number): Promise<void> {
      const key = `prediction:${input.modelId}:${input.style.id}:${variant}`;
      const source = handle.kind === 'zero-shot' ? variant % input.photos.length : -1;
      // The model renders at the frame's size when it takes one; the output is fitted after.
      const predictionInput: Record<string, unknown> = {
        ...options.input,
        ...sizeInput(frame, options.input, {
          keys: options.sizeInputKeys,
          maxSide: options.maxSide,
          multiple: options.sizeMultiple,
        }),
        [options.promptInputKey ?? 'prompt']: prompt,
      };
      const seedKey = options.seedInputKey === undefined ? 'seed' : options.seedInputKey;
      if (source >= 0) {
        // One photo per name, starting at this output's own, so outputs take turns.
        const keys = options.photoInputKeys ?? [options.photoInputKey ?? 'input_image'];
        keys.slice(0, photoUrls.length).forEach((key, k) => {
          predictionInput[key] = photoUrls[(source + k) % photoUrls.length];
        });
      }
      const attempts = options.predictionAttempts ?? 3;
      const photo = source >= 0 ? input.photos[source] : undefined;
      let lastError = 'no attempt';
      // What the model itself said on some attempt: a refusal, or a frame that cannot be fixed.
      let refused = false;
      let unframed = false;
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (seedKey) {
          predictionInput[seedKey] = seedFor(input.modelId, input.style.id, variant, attempt);
        }
        const job = await run(key, attempt, predictionInput);
        if (isSafetyRefusal(job)) {
          refused = true;
          lastError = `prediction ${job.id} was refused by the model's safety check`;
          continue;
        }
        if (job.status !== 'succeeded') {
          lastError = `prediction ${job.id} ${job.status}: ${jobErrorText(job)}`;
          continue;
        }
        const url = firstOutputUrl(job.output);
        if (!url)
          throw new ReplicateProtocolError(`prediction ${job.id} succeeded without an output URL`);
        let bytes: Buffer;
        try {
          bytes = await client.download(url, inner);
        } catch (error) {
          // Outputs expire (an hour for API predictions): a resumed one is made again.
          if (
            error instanceof ReplicateApiError &&
            (error.status === 404 || error.status === 410)
          ) {
            lastError = `output of prediction ${job.id} is gone (${error.status})`;
            continue;
          }
          throw error;
        }
        const png = await toPng(bytes, url);
        // issue 36 item 3: framed as the local engine frames, or drawn again.
        const fitted = await fitOutput(png.data, frame);
        if (!fitted.ok) {
          unframed = true;
          lastError = `output of prediction ${job.id} cannot be framed as a headshot`;
          continue;
        }
        await onImage({
          variant,
          bytes: branding ? await placeOnBranding(fitted.bytes, branding) : fitted.bytes,
          width: fitted.width,
          height: fitted.height,
          ...(photo ? { sourcePhotoId: photo.id } : {}),
        });
        return;
      }
      // The model's own answers end the output, never the run: a refusal is withheld and
      // counted, a frame that could not be fixed is not made; both are given back.
      if (refused) {
        await input.onWithheld?.({
          variant,
          reason: 'flagged',
          ...frame,
          ...(photo ? { sourcePhotoId: photo.id } : {}),
        });
        return;
      }
      if (unframed) {
        notice(`output ${variant} of style ${input.style.id} not made: ${lastError}`);
        return;
      }
      throw new ReplicateJobError(
        `output ${variant} of style ${input.style.id} failed: ${lastError}`,
      );
    }

    let next = 0;
    let failure: { error: unknown } | null = null;
    const worker = async () => {
      while (!inner.aborted && next < input.count) await produce(next++);
    };
    const workers = Array.from({ length: Math.min(concurrency, input.count) }, () =>
      worker().catch((error: unknown) => {
        failure ??= { error };
        stop.abort(error);
      }),
    );
    await Promise.all(workers);
    await cancelling;
    if (signal?.aborted) throw signal.reason;
    if (failure) throw (failure as { error: unknown }).error;
  }

  return { name: 'replicate', train, generate };
}
