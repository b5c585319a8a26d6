import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics for one app instance; a registry each so tests do not collide. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  return { registry, httpDuration, httpErrors };
}

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer <token>` names the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /metrics for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; the
 * server mounts it only when the token is set, so without one /metrics is a 404.
 */
export function metricsEndpoint(metrics: Metrics, token: string) {
  return async (c: Context) => {
    if (!bearerMatches(c.req.header('authorization'), token)) {
      return c.json({ success: false, errorMessage: 'Incorrect token' }, 401, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
    });
  };
}
