import { OpenAPIHono } from '@hono/zod-openapi';
import { healthRoute, type HealthResponse } from '@hs/contracts/health';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import type { KeptAnswers } from '../public-cache/kept-answers.ts';

/** A database check answers the health checks that come within this long of it. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

interface Check {
  /** performance.now() when the database answered. */
  answeredAt: number;
  latencyMs: number;
}

export function healthRoutes(services: Services, answers?: Pick<KeptAnswers, 'live'>) {
  const app = new OpenAPIHono<AppEnv>();
  // One database round trip a second at most answers every check (decision 051): under
  // load, health costs no query each, yet the answer still proves the database answered
  // within the last second, and says when. Checks that arrive while a ping is out share it;
  // a failed ping is not kept, so the next check asks again.
  let last: Check | null = null;
  let pinging: Promise<Check> | null = null;
  const check = (): Promise<Check> => {
    if (last && performance.now() - last.answeredAt < HEALTH_CHECK_MAX_AGE_MS) {
      return Promise.resolve(last);
    }
    return (pinging ??= (async () => {
      const started = performance.now();
      try {
        await services.database.ping();
        const answeredAt = performance.now();
        last = { answeredAt, latencyMs: answeredAt - started };
        return last;
      } catch (error) {
        last = null;
        throw error;
      } finally {
        pinging = null;
      }
    })());
  };
  const body = (answer: Check): HealthResponse => ({
    success: true as const,
    status: 'ok' as const,
    database: {
      driver: services.database.driver,
      latencyMs: Math.round(answer.latencyMs * 100) / 100,
      checkedMsAgo: Math.round(performance.now() - answer.answeredAt),
    },
    uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
    version: services.version,
  });
  app.openapi(healthRoute, async (c) => {
    let answer: Check;
    try {
      answer = await check();
    } catch (error) {
      c.get('log').error({ err: error }, 'health: database ping failed');
      throw new AppError('health.databaseDown', {}, { cause: error });
    }
    c.set('liveAnswer', c.req.routePath);
    return c.json(body(answer), 200);
  });
  // Decision 057: while a check is fresh, the answer is made before Hono, the same body.
  answers?.live('/api/health', () => {
    const fresh = last && performance.now() - last.answeredAt < HEALTH_CHECK_MAX_AGE_MS;
    return fresh ? JSON.stringify(body(last!)) : null;
  });
  return app;
}
