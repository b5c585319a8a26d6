import { OpenAPIHono } from '@hono/zod-openapi';
import { healthRoute } from '@hs/contracts/health';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

export function healthRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  // Checks that arrive while a ping is out share its answer: under load, one database round
  // trip answers many of them instead of one each queueing behind the others (decision 024).
  let pinging: Promise<number> | null = null;
  const ping = () =>
    (pinging ??= (async () => {
      const started = performance.now();
      try {
        await services.database.ping();
        return performance.now() - started;
      } finally {
        pinging = null;
      }
    })());
  app.openapi(healthRoute, async (c) => {
    let latency: number;
    try {
      latency = await ping();
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
          latencyMs: Math.round(latency * 100) / 100,
        },
        uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
        version: services.version,
      },
      200,
    );
  });
  return app;
}
