import { createHash, randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import {
  fbEventRoute,
  scrollDepthRoute,
  trackViewRoute,
  type FbEvent,
} from '@hs/contracts/analytics';
import { analyticsScroll, analyticsView, fbEvent } from '@hs/db/schema';
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

const META_TIMEOUT_MS = 5000;

const sha256 = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** One event in Meta's Conversions API shape (server event with browser ids). */
function metaPayload(
  event: FbEvent,
  id: string,
  uid: string | null,
  request: { ip: string; userAgent: string | undefined },
) {
  const userData: Record<string, unknown> = { client_ip_address: request.ip };
  if (request.userAgent) userData.client_user_agent = request.userAgent;
  if (event.cookies._fbc) userData.fbc = event.cookies._fbc;
  if (event.cookies._fbp) userData.fbp = event.cookies._fbp;
  if (uid) userData.external_id = [sha256(uid)];
  return {
    data: [
      {
        event_name: event.eventName,
        event_time: Math.floor(Date.now() / 1000),
        event_id: event.eventId ?? id,
        action_source: 'website',
        ...(event.currentUrl ? { event_source_url: event.currentUrl } : {}),
        user_data: userData,
        ...(event.customData ? { custom_data: event.customData } : {}),
      },
    ],
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
    await db.insert(analyticsView).values({
      visitorId,
      uid: await viewerUid(c),
      path: body.path,
      referrer: body.referrer ?? null,
      source: body.source ?? null,
      version: body.version ?? null,
      locale: body.locale ?? null,
    });
    return c.json({ success: true as const, uuid: visitorId }, 200);
  });

  app.openapi({ ...scrollDepthRoute, middleware: [limited] }, async (c) => {
    const body = c.req.valid('json');
    await db.insert(analyticsScroll).values({ ...body, visitorId: body.visitorId ?? null });
    return c.json({ success: true as const }, 200);
  });

  app.openapi({ ...fbEventRoute, middleware: [limited] }, async (c) => {
    const body = c.req.valid('json');
    // The uid in the body is the caller's claim; only a signed-in caller's own uid is kept.
    const uid = c.get('viewer')?.uid ?? null;
    const [row] = await db
      .insert(fbEvent)
      .values({
        eventName: body.eventName,
        eventId: body.eventId ?? null,
        uid,
        currentUrl: body.currentUrl ?? null,
        customData: body.customData ?? null,
        cookies: body.cookies,
      })
      .returning({ id: fbEvent.id });
    const id = row!.id;
    const meta = services.config.analytics?.meta;
    if (!meta) return c.json({ success: true as const, id, forwarded: false }, 200);

    const url = `${meta.graphUrl}/${encodeURIComponent(meta.pixelId)}/events?access_token=${encodeURIComponent(meta.accessToken)}`;
    const payload = metaPayload(body, id, uid, {
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
    });
    let status: 'sent' | 'failed' = 'failed';
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(META_TIMEOUT_MS),
      });
      if (res.ok) status = 'sent';
      else error = `Meta answered ${res.status}: ${(await res.text()).slice(0, 500)}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (error) c.get('log').warn({ error }, 'meta conversions api call failed');
    await db.update(fbEvent).set({ status, error }).where(eq(fbEvent.id, id));
    return c.json({ success: true as const, id, forwarded: status === 'sent' }, 200);
  });

  return app;
}
