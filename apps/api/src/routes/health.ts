import { OpenAPIHono } from '@hono/zod-openapi';
import { healthRoute } from '@hs/contracts/health';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

export function healthRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(healthRoute, async (c) => {
    const started = performance.now();
    try {
      await services.database.ping();
    } catch (error) {
      c.get('log').error({ err: error }, 'health: database ping failed');
      throw new AppError('health.databaseDown', {}, { cause: error });
    }
    return c.json(
      {
        success: true as const,
        status: 'ok' as const,
        database: {
          driver: services.database.driver,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
        version: services.version,
      },
      200,
    );
  });
  return app;
}
