import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

/** What a route may log during a request; each line carries the request id. */
export interface RequestLogger {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * The request's logger, made a pino child only when something logs: most requests log only
 * their one line, which the middleware writes itself (decision 051).
 */
class LazyRequestLogger implements RequestLogger {
  #child: Logger | undefined;
  constructor(
    private readonly logger: Logger,
    private readonly reqId: string,
  ) {}
  #log(): Logger {
    return (this.#child ??= this.logger.child({ reqId: this.reqId }));
  }
  error(fields: object, message: string) {
    this.#log().error(fields, message);
  }
  warn(fields: object, message: string) {
    this.#log().warn(fields, message);
  }
  info(fields: object, message: string) {
    this.#log().info(fields, message);
  }
}

/** One log line per request, with its request id, and the duration histogram. */
export function requestLog(logger: Logger, metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const reqId = c.get('requestId');
    c.set('log', new LazyRequestLogger(logger, reqId));
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || 'unmatched';
    const status = c.res.status;
    metrics.httpDuration.observe({ method: c.req.method, route, status }, seconds);
    if (status >= 500) metrics.httpErrors.inc({ route });
    logger[status >= 500 ? 'error' : 'info'](
      { reqId, method: c.req.method, path: c.req.path, status, ms: Math.round(seconds * 1000) },
      'request',
    );
  });
}
