import { and, eq, or } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { headshot, model, rankTask, trainingPhoto } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { rankImagesJob } from '../generation/rank-images.ts';
import { verifyFileSignature } from '../storage/local-storage.ts';

// spec 000 section 7: POST /image/rank and GET /image/task/{id}, for the caller's own images.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RankTaskRow = typeof rankTask.$inferSelect;

/** A storage key the caller owns (a training photo or a headshot of their model). */
async function ownKey(db: Database, uid: string, key: string): Promise<boolean> {
  const [photo] = await db
    .select({ id: trainingPhoto.id })
    .from(trainingPhoto)
    .innerJoin(model, eq(model.id, trainingPhoto.modelId))
    .where(and(eq(trainingPhoto.path, key), eq(model.uid, uid)))
    .limit(1);
  if (photo) return true;
  const [output] = await db
    .select({ id: headshot.id })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(and(or(eq(headshot.path, key), eq(headshot.thumbPath, key)), eq(model.uid, uid)))
    .limit(1);
  return Boolean(output);
}

/** The storage key behind a path: an owned key, or a /api/files link this server signed. */
async function resolve(services: Services, uid: string, given: string): Promise<string> {
  if (/^(https?:\/\/|\/api\/files\/)/.test(given)) {
    const url = new URL(given, services.config.baseUrl);
    const prefix = '/api/files/';
    if (url.pathname.startsWith(prefix)) {
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const expires = Number(url.searchParams.get('expires'));
      const signature = url.searchParams.get('signature') ?? '';
      if (verifyFileSignature(services.fileSecret, key, expires, signature)) return key;
    }
    throw new AppError('ranking.imageUnknown');
  }
  if (await ownKey(services.database.db, uid, given)) return given;
  throw new AppError('ranking.imageUnknown');
}

/** Queues a ranking of `paths` against `base` (all the caller's own); the task's id. */
export async function startRanking(
  services: Services,
  uid: string,
  { paths, base }: { paths: string[]; base: string[] },
): Promise<string> {
  const { db } = services.database;
  // spec 000 section 7: empty arrays give an empty result without a ranking run.
  if (paths.length === 0 || base.length === 0) {
    const [task] = await db
      .insert(rankTask)
      .values({ uid, status: 'succeeded', paths: [], base: [], output: [] })
      .returning({ id: rankTask.id });
    return task!.id;
  }
  const resolved = [];
  for (const path of paths) resolved.push({ path, key: await resolve(services, uid, path) });
  const baseKeys = [];
  for (const b of base) baseKeys.push(await resolve(services, uid, b));
  const [task] = await db
    .insert(rankTask)
    .values({ uid, paths: resolved, base: baseKeys })
    .returning({ id: rankTask.id });
  await services.jobs.enqueue(rankImagesJob, { taskId: task!.id }, { key: `rank:${task!.id}` });
  return task!.id;
}

/** One of the caller's ranking tasks, or 404. */
export async function ownRankTask(db: Database, uid: string, id: string): Promise<RankTaskRow> {
  const [task] = UUID.test(id)
    ? await db
        .select()
        .from(rankTask)
        .where(and(eq(rankTask.id, id), eq(rankTask.uid, uid)))
    : [];
  if (!task) throw new AppError('ranking.taskUnknown');
  return task;
}
