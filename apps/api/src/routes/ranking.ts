import { OpenAPIHono } from '@hono/zod-openapi';
import { rankRoute, rankTaskRoute } from '@hs/contracts/ranking';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { ownRankTask, startRanking } from '../ranking/service.ts';

export function rankingRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...rankRoute, middleware: [signedIn] }, async (c) => {
    const id = await startRanking(services, requireUser(c).uid, c.req.valid('json'));
    return c.json({ success: true as const, id }, 200);
  });

  app.openapi({ ...rankTaskRoute, middleware: [signedIn] }, async (c) => {
    const uid = requireUser(c).uid;
    const task = await ownRankTask(db, uid, c.req.valid('param').id);
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
