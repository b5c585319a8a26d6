import { OpenAPIHono } from '@hono/zod-openapi';
import { healthRoute, type HealthResponse } from '@hs/contracts/health';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import type { KeptAnswers } from '../public-cache/kept-answers.ts';

/** A database check answers the health checks that come within this long of it. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;
/**
 * A check older than this is renewed in the background by the next health check, which
 * answers from it meanwhile: under load the round trip waits behind other queries for a
 * pool connection, and no health check should wait with it while a fresh answer exists.
 */
export const HEALTH_CHECK_RENEW_AFTER_MS = 500;

interface Check {
  /** performance.now() when the database answered. */
  answeredAt: number;
  latencyMs: number;
}

/**
 * The shared database check of decisions 051 and 059, on the clock it is given: checks that
 * come while one is fresh share it, a check past the renewal age renews it in the background
 * and answers from it meanwhile, and a failed round trip is not kept.
 */
export function databaseCheck(roundTrip: () => Promise<unknown>, now = () => performance.now()) {
  let last: Check | null = null;
  let pinging: Promise<Check> | null = null;
  const ping = (): Promise<Check> =>
    (pinging ??= (async () => {
      const started = now();
      try {
        await roundTrip();
        const answeredAt = now();
        last = { answeredAt, latencyMs: answeredAt - started };
        return last;
      } catch (error) {
        last = null;
        throw error;
      } finally {
        pinging = null;
      }
    })());
  /** The check still fresh enough to answer with, renewing it early (decision 059). */
  const fresh = (): Check | null => {
    if (!last) return null;
    const age = now() - last.answeredAt;
    if (age >= HEALTH_CHECK_MAX_AGE_MS) return null;
    // A failed renewal drops `last`; the next health check then asks and reports it.
    if (age >= HEALTH_CHECK_RENEW_AFTER_MS && !pinging) ping().catch(() => {});
    return last;
  };
  return {
    fresh,
    /** The fresh check, or a new round trip when there is none. */
    check: (): Promise<Check> => {
      const answer = fresh();
      return answer ? Promise.resolve(answer) : ping();
    },
    /** How long ago the database answered this check. */
    ageOf: (answer: Check) => now() - answer.answeredAt,
  };
}

export function healthRoutes(services: Services, answers?: Pick<KeptAnswers, 'live'>) {
  const app = new OpenAPIHono<AppEnv>();
  // One database round trip a second at most answers every check (decision 051): under
  // load, health costs no query each, yet the answer still proves the database answered
  // within the last second, and says when. Under steady traffic the round trip is renewed
  // before the answer runs out, so no check waits for it (decision 059).
  const { fresh, check, ageOf } = databaseCheck(() => services.database.ping(), services.monotonic);
  const body = (answer: Check): HealthResponse => ({
    success: true as const,
    status: 'ok' as const,
    database: {
      driver: services.database.driver,
      latencyMs: Math.round(answer.latencyMs * 100) / 100,
      checkedMsAgo: Math.round(ageOf(answer)),
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
    const answer = fresh();
    return answer ? JSON.stringify(body(answer)) : null;
  });
  return app;
}
