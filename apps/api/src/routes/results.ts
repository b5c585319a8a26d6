import { OpenAPIHono } from '@hono/zod-openapi';
import {
  getModelRoute,
  listModelsRoute,
  markDownloadedRoute,
  setLikedRoute,
} from '@hs/contracts/results';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import {
  listOwnModels,
  markHeadshotsDownloaded,
  ownModelResult,
  setHeadshotLiked,
} from '../results/service.ts';

// spec 001 section 3 (Model item, Image) and section 4 (Images and likes).
export function resultsRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...listModelsRoute, middleware: [signedIn] }, async (c) => {
    const models = await listOwnModels(services, requireUser(c).uid);
    return c.json({ success: true as const, data: { models } }, 200);
  });

  app.openapi({ ...getModelRoute, middleware: [signedIn] }, async (c) => {
    const uid = requireUser(c).uid;
    const data = await ownModelResult(services, uid, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...setLikedRoute, middleware: [signedIn] }, async (c) => {
    const uid = requireUser(c).uid;
    const { id } = c.req.valid('param');
    const changed = await setHeadshotLiked(db, uid, id, c.req.valid('json').likedStatus);
    return c.json({ success: true as const, data: { changed } }, 200);
  });

  app.openapi({ ...markDownloadedRoute, middleware: [signedIn] }, async (c) => {
    const uid = requireUser(c).uid;
    const ids = [...new Set(c.req.valid('json').ids)];
    const updated = await markHeadshotsDownloaded(db, uid, ids);
    return c.json({ success: true as const, data: { updated } }, 200);
  });

  return app;
}
