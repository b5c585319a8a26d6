import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { appUser, headshot, model, style } from '@hs/db/schema';
import { DEFAULT_HEADSHOTS } from '@hs/domain/photos-per-package';
import { outputsPerStyle } from '@hs/domain/packages';
import type { HiddenReason } from '@hs/domain/headshots';
import { SAME_PERSON_THRESHOLD } from '@hs/domain/identity';
import { isNearCopy } from '@hs/domain/near-duplicate';
import { DEFAULT_LOCALE, localizePath } from '@hs/domain/locale';
import {
  NoUsablePhotoError,
  type GeneratedImage,
  type SourcePhoto,
  type TrainedModel,
} from '@hs/engine/engine';
import { differenceHash } from '@hs/engine/perceptual-hash';
import type { Services } from '../context.ts';
import { once } from '../jobs/once.ts';
import { type JobContext, PermanentJobError, defineJob } from '../jobs/queue.ts';
import { photosOf } from '../onboarding/models.ts';
import { photosLeftOut } from '../onboarding/photo-check.ts';
import { givenBack, mailGivenBack, NO_USABLE_PHOTO_REASON } from './give-back.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';
import { headshotsReadyMail, type ReadyPromise } from './ready-mail.ts';
import {
  giveBacksOf,
  giveBackView,
  NOTHING_SHOWN_REASON,
  settleRun,
  type GiveBackRow,
} from './settle.ts';
import { queuePayout } from '../billing/give-back-payout.ts';
import { memberFinished } from '../organizations/webhooks.ts';
import { saveWithheld } from './replicate-withheld.ts';
import { organizationLookFor } from '../organizations/options.ts';

// The pipeline of a submitted model (issue 5): queued -> training -> generating -> ranking
// -> ready, or failed with a reason. Every stage can run again: outputs are upserts keyed by
// (model, style, variant), styles already complete are skipped, ranking rewrites its
// scores, and the ready mail goes out once.

/** Long side of the gallery thumbnails. */
export const THUMB_PX = 384;

const STAGES = ['queued', 'training', 'generating', 'ranking', 'ready'] as const;
type Stage = (typeof STAGES)[number];

export const generateModelJob = defineJob({
  name: 'model.generate',
  version: 1,
  payload: z.object({ modelId: z.string().min(1) }),
  retry: { limit: 2, backoffSeconds: 15 },
  handler: ({ modelId }, ctx) => generateModel(modelId, ctx),
  onFailure: async ({ modelId }, error, ctx) => {
    await ctx.services.database.db
      .update(model)
      .set({
        status: 'failed',
        failureReason: `We could not make your headshots: ${error.message}`,
        updatedAt: new Date(),
      })
      .where(and(eq(model.id, modelId), inArray(model.status, STAGES.slice(0, 4))));
  },
});

export const headshotKeys = (modelId: string, styleId: string, variant: number) => ({
  path: `models/${modelId}/headshots/${styleId}-${variant}.png`,
  thumbPath: `models/${modelId}/headshots/${styleId}-${variant}-thumb.webp`,
});

/** Moves the model forward to `stage` (never back); answers whether it is now there. */
async function advance(services: Services, modelId: string, stage: Stage): Promise<void> {
  const earlier = STAGES.slice(0, STAGES.indexOf(stage));
  await services.database.db
    .update(model)
    .set({ status: stage, updatedAt: new Date() })
    .where(and(eq(model.id, modelId), inArray(model.status, earlier)));
}

async function countOutputs(services: Services, modelId: string, styleId?: string) {
  const [row] = await services.database.db
    .select({ n: count() })
    .from(headshot)
    .where(
      styleId
        ? and(eq(headshot.modelId, modelId), eq(headshot.style, styleId))
        : eq(headshot.modelId, modelId),
    );
  return row?.n ?? 0;
}

/**
 * The difference hash of each output the model already has, by style (a resumed job's, an
 * upsell's): what the photos of another style must not nearly copy (GenerateInput.avoid,
 * issue 15 item 1). A first run finds none.
 */
export async function outputHashes(
  services: Services,
  modelId: string,
): Promise<Map<string, string[]>> {
  const rows = await services.database.db
    .select({ style: headshot.style, path: headshot.path, hash: headshot.differenceHash })
    .from(headshot)
    .where(eq(headshot.modelId, modelId))
    .orderBy(asc(headshot.position));
  const byStyle = new Map<string, string[]>();
  for (const row of rows) {
    const hash = row.hash ?? (await hashOfStored(services, row.path));
    if (!hash) continue;
    const hashes = byStyle.get(row.style) ?? [];
    hashes.push(hash);
    byStyle.set(row.style, hashes);
  }
  return byStyle;
}

/** The difference hash of a stored image saved before hashes were kept with it. */
async function hashOfStored(services: Services, path: string): Promise<string | null> {
  const bytes = await services.storage.get(path);
  return bytes ? differenceHash(bytes) : null;
}

/** Every hash of `byStyle` but those of `styleId`. */
export function hashesBesides(byStyle: Map<string, string[]>, styleId: string): string[] {
  return [...byStyle].flatMap(([id, hashes]) => (id === styleId ? [] : hashes));
}

export async function saveOutput(
  services: Services,
  modelId: string,
  styleId: string,
  position: number,
  image: GeneratedImage,
  type: (typeof headshot.$inferInsert)['type'] = 'generated',
): Promise<{ differenceHash: string }> {
  const keys = headshotKeys(modelId, styleId, image.variant);
  const [thumb, hash] = await Promise.all([
    sharp(image.bytes)
      .resize(THUMB_PX, THUMB_PX, { fit: 'inside' })
      .webp({ quality: 80 })
      .toBuffer(),
    image.differenceHash ?? differenceHash(image.bytes),
  ]);
  await services.storage.put(keys.path, image.bytes, 'image/png');
  await services.storage.put(keys.thumbPath, thumb, 'image/webp');
  const values = {
    modelId,
    style: styleId,
    variant: image.variant,
    position,
    ...keys,
    width: image.width,
    height: image.height,
    sourcePhotoId: image.sourcePhotoId ?? null,
    differenceHash: hash,
    type,
  };
  const { db } = services.database;
  await db
    .insert(headshot)
    .values(values)
    .onConflictDoUpdate({
      target: [headshot.modelId, headshot.style, headshot.variant],
      set: {
        position: values.position,
        path: values.path,
        thumbPath: values.thumbPath,
        width: values.width,
        height: values.height,
        sourcePhotoId: values.sourcePhotoId,
        differenceHash: hash,
      },
    });
  await recordProgress(services, modelId);
  return { differenceHash: hash };
}

/**
 * The model's progress is its outputs so far, while it is being made. Runs of one model can
 * overlap (a worker whose lease ran out while its loop was blocked runs on beside the one
 * that claimed the job again), so the count is taken by the statement itself, never goes
 * down, and is left alone once the model is ready (then it is the package's count).
 */
export async function recordProgress(services: Services, modelId: string, total?: number) {
  await services.database.db
    .update(model)
    .set({
      ...(total === undefined ? {} : { progressTotal: total }),
      progressDone: sql`greatest(${model.progressDone}, (select count(*) from ${headshot} where ${headshot.modelId} = ${modelId}))`,
      updatedAt: new Date(),
    })
    .where(and(eq(model.id, modelId), inArray(model.status, STAGES.slice(0, 4))));
}

async function sendReadyMail(
  services: Services,
  modelId: string,
  uid: string,
  giveBack: GiveBackRow | undefined,
) {
  const { db } = services.database;
  const [user] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.uid, uid));
  if (!user) return;
  const [shown] = await db
    .select({ n: count() })
    .from(headshot)
    .where(
      and(eq(headshot.modelId, modelId), eq(headshot.status, 'active'), eq(headshot.nsfw, false)),
    );
  const [submitted] = await db
    .select({ locale: model.locale })
    .from(model)
    .where(eq(model.id, modelId));
  const locale = submitted?.locale ?? DEFAULT_LOCALE;
  const url = `${services.config.baseUrl}${localizePath('/app/results', locale)}`;
  await once(db, `model-ready-mail:${modelId}`, () =>
    services.mailer.send(
      headshotsReadyMail(user.email, url, shown?.n ?? 0, locale, readyPromise(giveBack)),
    ),
  );
}

/** The ready mail's give-back line, when the run gave money or credits back. */
function readyPromise(g: GiveBackRow | undefined): ReadyPromise | undefined {
  const view = giveBackView(g);
  if (!view || view.givenBack === 0 || (view.kind !== 'money' && view.kind !== 'credits')) {
    return undefined;
  }
  return { ...view, kind: view.kind };
}

export async function generateModel(modelId: string, ctx: JobContext): Promise<void> {
  const { services, signal } = ctx;
  const { db } = services.database;
  const [row] = await db.select().from(model).where(eq(model.id, modelId));
  // Given back (issue 15 item 1): its mail, in case a crash came between the two.
  if (row?.status === 'onboarding' && row.failureReason === NO_USABLE_PHOTO_REASON) {
    await mailGivenBack(services, row);
    return;
  }
  if (row?.status === 'onboarding' && row.failureReason === NOTHING_SHOWN_REASON) {
    await mailGivenBack(services, row, 'nothing-shown');
    return;
  }
  if (!row || row.status === 'onboarding' || row.status === 'failed') return;
  if (row.status === 'ready') {
    await afterSettled(services, modelId, row);
    return;
  }

  const uploads = await photosOf(db, modelId);
  if (uploads.length === 0) throw new PermanentJobError('no accepted photos were found.');
  // issue 34 item 3: photos of someone else and flagged photos are left out before anything
  // is made (the promise left them out too), not rendered and then hidden.
  const leftOut = modelId === DEMO_MODEL_ID ? new Set() : await photosLeftOut(services, modelId);
  const photos = uploads.filter((p) => !leftOut.has(p.id));
  if (photos.length === 0) {
    if (await givenBack(services, row)) return;
    throw new PermanentJobError('no accepted photos were found.');
  }
  const sources: SourcePhoto[] = await Promise.all(
    photos.map(async (p) => {
      const bytes = await readTrainingSource(services.storage, p.path);
      if (!bytes) throw new PermanentJobError('one of your photos could not be read.');
      return { id: p.id, bytes, fullBody: p.fullBody };
    }),
  );
  const styleRows = row.styles.length
    ? await db.select().from(style).where(inArray(style.id, row.styles)).orderBy(asc(style.sort))
    : [];
  const styles = row.styles
    .map((id) => styleRows.find((s) => s.id === id))
    .filter((s) => s !== undefined);
  if (styles.length === 0) throw new PermanentJobError('no style was chosen.');
  // issue 12: what was paid for decides the count and size; a model queued before the
  // ledger existed keeps the old default (100 at the local engine's size).
  const terms = row.packageTerms;
  const plan = outputsPerStyle(styles.length, terms?.headshots ?? DEFAULT_HEADSHOTS);
  // issue 17 item 7 (decision 034): a team member's headshots take their organization's
  // branding as the backdrop, its custom output size and the clothing their lead chose.
  const look = await organizationLookFor(db, services.storage, row.uid);
  const size = look.size ?? (terms ? { width: terms.width, height: terms.height } : undefined);
  const total = plan.reduce((a, b) => a + b, 0);

  const kit = await services.generation();
  await advance(services, modelId, 'training');
  await recordProgress(services, modelId, total);
  ctx.logger.info({ photos: sources.length, styles: styles.length, total }, 'training');
  const trained = await kit.engine.train(
    { modelId, photos: sources, trigger: row.trigger },
    signal,
  );
  await ctx.heartbeat();

  await advance(services, modelId, 'generating');
  try {
    await generateStyles(services, ctx, { row, sources, styles, plan, look, size, trained });
  } catch (error) {
    // issue 15 item 1: nothing can be made of these photos (none fills a head-and-shoulders
    // frame): the order is given back, not padded with close-ups.
    if (error instanceof NoUsablePhotoError && (await givenBack(services, row))) {
      ctx.logger.info({ modelId }, 'model given back: no usable photo');
      return;
    }
    throw error;
  }

  await advance(services, modelId, 'ranking');
  await rankOutputs(services, modelId, sources, ctx);

  // issue 34 item 5: the run keeps its promise or gives the rest back, as it ends.
  const settled = await db.transaction((tx) => settleRun(tx, modelId));
  if (settled) {
    ctx.logger.info({ total, giveBack: settled.giveBack }, 'model settled');
    await Promise.all(settled.deletedPaths.map((path) => services.storage.delete(path)));
  }
  await afterSettled(services, modelId, row);
}

/**
 * What follows a settled run, each once (a job run again after a crash does what is left):
 * the payout of money owed, then one mail (ready, with what was given back; or "we need
 * other photos" when nothing could be shown), and the organization's webhook.
 */
async function afterSettled(services: Services, modelId: string, row: typeof model.$inferSelect) {
  const [latest] = await giveBacksOf(services.database.db, modelId);
  if (latest?.kind === 'run') {
    await mailGivenBack(services, row, 'nothing-shown');
    return;
  }
  if (latest?.status === 'owed') await queuePayout(services, latest.id);
  await sendReadyMail(services, modelId, row.uid, latest);
  // issue 17 item 9: the organization's 'member.finished' webhook (one delivery per model).
  await memberFinished(services, modelId, row.uid);
}

/** The demo gallery is made of close-up selfies: the one model generated from close-ups. */
export const DEMO_MODEL_ID = 'demo-gallery';

interface StylesRun {
  row: typeof model.$inferSelect;
  sources: SourcePhoto[];
  styles: (typeof style.$inferSelect)[];
  plan: number[];
  look: Awaited<ReturnType<typeof organizationLookFor>>;
  size: { width: number; height: number } | undefined;
  trained: TrainedModel;
}

/** Each style's outputs, skipping styles already complete (a resumed job). */
async function generateStyles(services: Services, ctx: JobContext, run: StylesRun) {
  const { signal } = ctx;
  const { row, sources, styles, plan, look, size, trained } = run;
  const modelId = row.id;
  const kit = await services.generation();
  // No photo nearly copies one of another style (the local engine chooses its shots; a
  // generative engine's repeats are hidden by ranking instead).
  const avoiding = kit.engine.name === 'local';
  const delivered = avoiding ? await outputHashes(services, modelId) : new Map<string, string[]>();
  let offset = 0;
  for (const [i, s] of styles.entries()) {
    const wanted = plan[i]!;
    const first = offset;
    offset += wanted;
    if ((await countOutputs(services, modelId, s.id)) >= wanted) continue;
    signal.throwIfAborted();
    // A style made again (a resumed job) is made whole again, from the same inputs.
    const made: string[] = [];
    delivered.set(s.id, made);
    await kit.engine.generate(
      {
        modelId,
        trained,
        photos: sources,
        // The catalogue's prompt for generative engines (issue 21); the local engine ignores it.
        style: {
          id: s.id,
          backdrop: look.backdrop ?? s.backdrop,
          // Every engine must honour the organization's branding (decisions 034, 044).
          ...(look.backdrop ? { branded: true } : {}),
          ...withClothing(s.prompt, look.clothingFor(s.id)),
        },
        count: wanted,
        ...(size ? { size } : {}),
        ...(avoiding ? { avoid: hashesBesides(delivered, s.id) } : {}),
        ...(modelId === DEMO_MODEL_ID ? { closeUps: true } : {}),
        // A model's own safety refusal: withheld, counted as flagged, given back (issue 36).
        onWithheld: (withheld) =>
          saveWithheld(services, modelId, s.id, first + withheld.variant + 1, withheld),
      },
      async (image) => {
        const saved = await saveOutput(services, modelId, s.id, first + image.variant + 1, image);
        if (avoiding) made.push(saved.differenceHash);
      },
      signal,
    );
    await ctx.heartbeat();
  }
}

/** The style's prompt, with the clothing a lead chose for it (generative engines only). */
function withClothing(prompt: string, clothing: string | null): { prompt?: string } {
  const parts = [prompt, clothing ? `wearing ${clothing}` : ''].filter(Boolean);
  return parts.length ? { prompt: parts.join(', ') } : {};
}

/**
 * Scores every output against the person's face photos: no face -> hidden 'no-face',
 * distance above 0.6 -> hidden 'mismatch'; NSFW outputs stay active with nsfw set (the
 * gallery leaves them out and counts them). A generative engine's output that repeats one
 * already delivered (difference hash at most NEAR_COPY_MAX_BITS apart) -> hidden
 * 'duplicate' (issue 21 item 6); the local engine makes its variants by construction.
 */
export async function rankOutputs(
  services: Services,
  modelId: string,
  sources: SourcePhoto[],
  ctx: JobContext,
  only: { type: 'generated' | 'additional'; style?: string } = { type: 'generated' },
) {
  const { db } = services.database;
  const kit = await services.generation();
  const faces = sources.filter((s) => !s.fullBody);
  const reference = await kit.identity.reference(
    (faces.length ? faces : sources).map((s) => s.bytes),
  );
  const outputs = await db
    .select()
    .from(headshot)
    .where(
      and(
        eq(headshot.modelId, modelId),
        eq(headshot.type, only.type),
        only.style ? eq(headshot.style, only.style) : undefined,
      ),
    )
    .orderBy(asc(headshot.position));
  const checkCopies = kit.engine.name === 'replicate';
  const delivered: string[] = [];
  for (const [i, out] of outputs.entries()) {
    ctx.signal.throwIfAborted();
    // Withheld by the model itself (replicate-withheld.ts): nothing to score.
    if (out.hiddenReason === 'nsfw') continue;
    const bytes = await services.storage.get(out.path);
    if (!bytes) throw new Error(`output ${out.position} is missing from storage`);
    const distance = await kit.identity.distance(bytes, reference);
    const { nsfw } = await kit.nsfw.classify(bytes);
    let hiddenReason: HiddenReason | null =
      distance === null ? 'no-face' : distance > SAME_PERSON_THRESHOLD ? 'mismatch' : null;
    if (checkCopies && hiddenReason === null) {
      const hash = out.differenceHash ?? (await differenceHash(bytes));
      if (isNearCopy(hash, delivered)) hiddenReason = 'duplicate';
      else delivered.push(hash);
    }
    await db
      .update(headshot)
      .set({
        identityDistance: distance,
        nsfw,
        status: hiddenReason ? 'hidden' : 'active',
        hiddenReason,
      })
      .where(and(eq(headshot.id, out.id), inArray(headshot.status, ['active', 'hidden'])));
    if (i % 10 === 9) await ctx.heartbeat();
  }
}
