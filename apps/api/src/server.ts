import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { createApi } from './app.ts';
import type { AppEnv, Services } from './context.ts';
import { AppError } from './errors.ts';
import type { Metrics } from './metrics.ts';
import { requestLog } from './middleware/request-log.ts';
import type { WebHandler } from './web.ts';

export interface ServerOptions {
  services: Services;
  metrics: Metrics;
  /** The server-rendered web app; absent when only the API is served (tests, API-only). */
  web?: WebHandler;
}

/** The whole HTTP surface of one process: /api, /metrics, web assets and SSR pages. */
export function createServerApp({ services, metrics, web }: ServerOptions) {
  const app = new Hono<AppEnv>();
  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(requestLog(services.logger, metrics));

  app.route('/api', createApi(services));
  // Unknown API paths answer JSON, never the web app's HTML 404 page.
  app.all('/api/*', (c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
    }),
  );

  if (web) {
    app.use(
      '/assets/*',
      serveStatic({
        root: web.clientDir,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: web.clientDir }));
    app.all('*', (c) => web.handle(c.req.raw));
  }
  return app;
}
