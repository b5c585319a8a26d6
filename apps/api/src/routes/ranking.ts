import { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, or } from 'drizzle-orm';
import { rankRoute, rankTaskRoute } from '@hs/contracts/ranking';
import { headshot, model, rankTask, trainingPhoto } from '@hs/db/schema';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { rankImagesJob } from '../generation/rank-images.ts';
import { verifyFileSignature } from '../storage/local-storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rankingRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  /** A storage key the caller owns (a training photo or a headshot of their model). */
  async function ownKey(uid: string, key: string): Promise<boolean> {
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
  async function resolve(uid: string, given: string): Promise<string> {
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
    if (await ownKey(uid, given)) return given;
    throw new AppError('ranking.imageUnknown');
  }

  app.openapi({ ...rankRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { paths, base } = c.req.valid('json');
    // spec 000 section 7: empty arrays give an empty result without a ranking run.
    if (paths.length === 0 || base.length === 0) {
      const [task] = await db
        .insert(rankTask)
        .values({ uid: viewer.uid, status: 'succeeded', paths: [], base: [], output: [] })
        .returning({ id: rankTask.id });
      return c.json({ success: true as const, id: task!.id }, 200);
    }
    const resolved = [];
    for (const path of paths) resolved.push({ path, key: await resolve(viewer.uid, path) });
    const baseKeys = [];
    for (const b of base) baseKeys.push(await resolve(viewer.uid, b));
    const [task] = await db
      .insert(rankTask)
      .values({ uid: viewer.uid, paths: resolved, base: baseKeys })
      .returning({ id: rankTask.id });
    await services.jobs.enqueue(rankImagesJob, { taskId: task!.id }, { key: `rank:${task!.id}` });
    return c.json({ success: true as const, id: task!.id }, 200);
  });

  app.openapi({ ...rankTaskRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { id } = c.req.valid('param');
    const [task] = UUID.test(id)
      ? await db
          .select()
          .from(rankTask)
          .where(and(eq(rankTask.id, id), eq(rankTask.uid, viewer.uid)))
      : [];
    if (!task) throw new AppError('ranking.taskUnknown');
    return c.json(
      {
        success: true as const,
        data: {
          status: task.status,
          output: task.output ?? [],
          ...(task.status === 'failed' && task.error ? { errorMessage: task.error } : {}),
        },
      },
      200,
    );
  });

  return app;
}
