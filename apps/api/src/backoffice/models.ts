import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AdminModelDetail,
  AdminModelRow,
  AdminUploadRow,
  ModelListQuery,
} from '@hs/contracts/backoffice';
import type { UploadListQuerySchema } from '@hs/contracts/backoffice';
import type { Database } from '@hs/db/database';
import { appUser, headshot, job, model, trainingPhoto } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';
import { generateModelJob, rankOutputs } from '../generation/generate-model.ts';
import { defineJob, PermanentJobError } from '../jobs/queue.ts';
import { PHOTO_URL_SECONDS, photosOf } from '../onboarding/models.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';

// Models and Uploads of the back office (issue 19): every model by stage with its inputs
// and outputs, the retry of a failed one and a new ranking of a ready one, both through
// the job queue and safe to ask for twice.

type ModelSelect = { model: typeof model.$inferSelect; email: string };

const toRow = ({ model: m, email }: ModelSelect): AdminModelRow => ({
  id: m.id,
  email,
  title: m.title,
  stage: m.status,
  progressDone: m.progressDone,
  progressTotal: m.progressTotal,
  failureReason: m.failureReason,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export async function listModels(db: Database, q: ModelListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (q.stage) filters.push(eq(model.status, q.stage));
  if (q.q) filters.push(or(eq(model.id, q.q), ilike(appUser.email, containsLike(q.q))));
  const where = and(...filters);
  const column = q.sort === 'createdAt' ? model.createdAt : model.updatedAt;
  const dir = q.order === 'asc' ? asc : desc;
  const [found, [total]] = await Promise.all([
    db
      .select({ model, email: appUser.email })
      .from(model)
      .innerJoin(appUser, eq(appUser.uid, model.uid))
      .where(where)
      .orderBy(dir(column), dir(model.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(model)
      .innerJoin(appUser, eq(appUser.uid, model.uid))
      .where(where),
  ]);
  return { rows: found.map(toRow), paging: pageMeta(Number(total?.n ?? 0), q.page, q.pageSize) };
}

export async function modelDetail(services: Services, id: string): Promise<AdminModelDetail> {
  const { db } = services.database;
  const [row] = await db
    .select({ model, email: appUser.email })
    .from(model)
    .innerJoin(appUser, eq(appUser.uid, model.uid))
    .where(eq(model.id, id));
  if (!row) throw new AppError('backoffice.modelUnknown');
  const { storage } = services;
  const [photos, outputs, jobs] = await Promise.all([
    photosOf(db, id),
    db.select().from(headshot).where(eq(headshot.modelId, id)).orderBy(asc(headshot.position)),
    db
      .select()
      .from(job)
      .where(
        or(eq(job.key, id), eq(job.key, rerankKey(id)), sql`${job.payload}->>'modelId' = ${id}`),
      )
      .orderBy(desc(job.createdAt))
      .limit(20),
  ]);
  return {
    ...toRow(row),
    uid: row.model.uid,
    styles: row.model.styles,
    inputs: await Promise.all(
      photos.map(async (p) => ({
        id: p.id,
        url: await storage.signedUrl(p.path, PHOTO_URL_SECONDS),
        fullBody: p.fullBody,
        width: p.width,
        height: p.height,
      })),
    ),
    outputs: await Promise.all(
      outputs.map(async (o) => ({
        id: o.id,
        url: await storage.signedUrl(o.thumbPath, PHOTO_URL_SECONDS),
        style: o.style,
        position: o.position,
        status: o.status,
        hiddenReason: o.hiddenReason,
        nsfw: o.nsfw,
        identityDistance: o.identityDistance,
      })),
    ),
    jobs: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      status: j.status,
      attempts: j.attempts,
      lastError: j.lastError,
      createdAt: j.createdAt.toISOString(),
    })),
  };
}

/**
 * Queues a failed model again: failed -> queued under a row lock, with its audit entry,
 * then the generation job keyed by the model id. A second call finds it queued (or
 * further) and answers 409; the job key keeps one job even when two calls race. A lost
 * enqueue leaves a queued model, which resumeModels queues at the next start.
 */
export async function retryModel(services: Services, id: string, actor: StaffActor): Promise<void> {
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: model.status, failureReason: model.failureReason })
      .from(model)
      .where(eq(model.id, id))
      .for('update');
    if (!before) throw new AppError('backoffice.modelUnknown');
    if (before.status !== 'failed') throw new AppError('backoffice.modelNotFailed');
    await tx
      .update(model)
      .set({ status: 'queued', failureReason: null, updatedAt: new Date() })
      .where(eq(model.id, id));
    // The change and its audit entry commit together (issue 19 audit trail).
    await recordStaffAction(tx, actor, {
      action: 'model.retry',
      targetType: 'model',
      targetId: id,
      before,
      after: { status: 'queued', failureReason: null },
    });
  });
  await services.jobs.enqueue(generateModelJob, { modelId: id }, { key: id });
}

const rerankKey = (modelId: string) => `rerank:${modelId}`;

/** Scores a ready model's generated outputs again; ranking rewrites its scores, so twice is once. */
export const rerankModelJob = defineJob({
  name: 'model.rerank',
  version: 1,
  payload: z.object({ modelId: z.string().min(1) }),
  retry: { limit: 2, backoffSeconds: 15 },
  handler: async ({ modelId }, ctx) => {
    const { db } = ctx.services.database;
    const [row] = await db
      .select({ status: model.status })
      .from(model)
      .where(eq(model.id, modelId));
    if (!row || row.status !== 'ready') return;
    const photos = await photosOf(db, modelId);
    const sources = await Promise.all(
      photos.map(async (p) => {
        const bytes = await readTrainingSource(ctx.services.storage, p.path);
        if (!bytes) throw new PermanentJobError('one of the photos could not be read.');
        return { id: p.id, bytes, fullBody: p.fullBody };
      }),
    );
    if (!sources.length) throw new PermanentJobError('no accepted photos were found.');
    await rankOutputs(ctx.services, modelId, sources, ctx);
  },
});

export async function rerankModel(
  services: Services,
  id: string,
  actor: StaffActor,
): Promise<void> {
  const { db } = services.database;
  const [row] = await db.select({ status: model.status }).from(model).where(eq(model.id, id));
  if (!row) throw new AppError('backoffice.modelUnknown');
  if (row.status !== 'ready') throw new AppError('backoffice.modelNotReady');
  const jobId = await services.jobs.enqueue(
    rerankModelJob,
    { modelId: id },
    { key: rerankKey(id) },
  );
  await recordStaffAction(db, actor, {
    action: 'model.rerank',
    targetType: 'model',
    targetId: id,
    after: { job: jobId },
  });
}

// ---- Uploads ------------------------------------------------------------------------------

export async function listUploads(services: Services, q: z.infer<typeof UploadListQuerySchema>) {
  const { db } = services.database;
  const filters: (SQL | undefined)[] = [];
  if (q.q)
    filters.push(or(eq(trainingPhoto.modelId, q.q), ilike(appUser.email, containsLike(q.q))));
  if (q.fullBody) filters.push(eq(trainingPhoto.fullBody, q.fullBody === 'true'));
  const where = and(...filters);
  const dir = q.order === 'asc' ? asc : desc;
  const [found, [total]] = await Promise.all([
    db
      .select({ photo: trainingPhoto, email: appUser.email })
      .from(trainingPhoto)
      .innerJoin(model, eq(model.id, trainingPhoto.modelId))
      .innerJoin(appUser, eq(appUser.uid, model.uid))
      .where(where)
      .orderBy(dir(trainingPhoto.createdAt), dir(trainingPhoto.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingPhoto)
      .innerJoin(model, eq(model.id, trainingPhoto.modelId))
      .innerJoin(appUser, eq(appUser.uid, model.uid))
      .where(where),
  ]);
  const rows: AdminUploadRow[] = await Promise.all(
    found.map(async ({ photo: p, email }) => {
      const face = {
        x: p.face.x / p.width,
        y: p.face.y / p.height,
        width: p.face.width / p.width,
        height: p.face.height / p.height,
      };
      return {
        id: p.id,
        modelId: p.modelId,
        email,
        url: await services.storage.signedUrl(p.path, PHOTO_URL_SECONDS),
        fullBody: p.fullBody,
        width: p.width,
        height: p.height,
        face,
        faceShare: face.height,
        createdAt: p.createdAt.toISOString(),
      };
    }),
  );
  return { rows, paging: pageMeta(Number(total?.n ?? 0), q.page, q.pageSize) };
}
