import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

/** One log line per request, with its request id, and the duration histogram. */
export function requestLog(logger: Logger, metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || 'unmatched';
    const status = c.res.status;
    metrics.httpDuration.observe({ method: c.req.method, route, status }, seconds);
    if (status >= 500) metrics.httpErrors.inc({ route });
    log[status >= 500 ? 'error' : 'info'](
      { method: c.req.method, path: c.req.path, status, ms: Math.round(seconds * 1000) },
      'request',
    );
  });
}
