import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { fbEventRoute, scrollDepthRoute, trackViewRoute } from '@hs/contracts/analytics';
import { recordFbEvent, recordScroll, recordView } from '../analytics/service.ts';
import type { AppEnv, Services } from '../context.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';

/** Meta's Conversions API: only with a pixel id and an access token (both), else off. */
export interface AnalyticsConfig {
  meta: { pixelId: string; accessToken: string; graphUrl: string } | null;
}

export function analyticsConfig(env: Env): AnalyticsConfig {
  return {
    meta:
      env.META_PIXEL_ID && env.META_ACCESS_TOKEN
        ? {
            pixelId: env.META_PIXEL_ID,
            accessToken: env.META_ACCESS_TOKEN,
            graphUrl: env.META_GRAPH_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}

/**
 * A fixed-window limit per client address: generous for a person browsing (every page
 * sends a view and a scroll record), tight enough that one address cannot flood the tables.
 */
export function rateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = c.get('clientIp') ?? 'unknown';
    let w = windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > perMinute) throw new AppError('http.rateLimited');
    await next();
  };
}

/** Page views, scroll depth and conversion events (spec 000 section 7, spec 001 section 7). */
export function analyticsRoutes(services: Services, perMinute = 600) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const limited = rateLimit(perMinute);

  // The page sends views without id-token headers (tracking must never trigger a token
  // refresh or a logout); the session cookie still names a signed-in visitor.
  async function viewerUid(c: Context<AppEnv>): Promise<string | null> {
    const viewer = c.get('viewer');
    if (viewer) return viewer.uid;
    if (!c.req.header('cookie')) return null;
    const session = await services.auth.api
      .getSession({ headers: c.req.raw.headers })
      .catch(() => null);
    return session?.user.id ?? null;
  }

  app.openapi({ ...trackViewRoute, middleware: [limited] }, async (c) => {
    const body = c.req.valid('json');
    const visitorId = body.visitorId ?? randomUUID();
    await recordView(db, { ...body, visitorId, uid: await viewerUid(c) });
    return c.json({ success: true as const, uuid: visitorId }, 200);
  });

  app.openapi({ ...scrollDepthRoute, middleware: [limited] }, async (c) => {
    await recordScroll(db, c.req.valid('json'));
    return c.json({ success: true as const }, 200);
  });

  app.openapi({ ...fbEventRoute, middleware: [limited] }, async (c) => {
    const body = c.req.valid('json');
    // The uid in the body is the caller's claim; only a signed-in caller's own uid is kept.
    const uid = c.get('viewer')?.uid ?? null;
    const { id, forwarded, error } = await recordFbEvent(services, body, uid, {
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
    });
    if (error) c.get('log').warn({ error }, 'meta conversions api call failed');
    return c.json({ success: true as const, id, forwarded }, 200);
  });

  return app;
}
