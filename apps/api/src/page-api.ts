import { Hono } from 'hono';
import { createApi } from './app.ts';
import type { AppEnv, Services } from './context.ts';
import type { WebHandler } from './web.ts';

/** A signed-out GET of the JSON API, answered in process ('/api/site' -> Response). */
export type PageApi = (path: string) => Promise<Response>;

/**
 * Page loaders read public data (stats, blog posts, prices) through the same API the
 * browser uses, without a network round trip: the API app is called in process, as a
 * signed-out visitor. Its answers are logged with the page request, not on their own.
 */
export function pageApi(services: Services): PageApi {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('log', services.logger);
    c.set('clientIp', '127.0.0.1');
    await next();
  });
  app.route('/api', createApi(services));
  return async (path) => app.request(path);
}

/** The web handler with `api` added to every page's load context. */
export function withPageApi(web: WebHandler, services: Services): WebHandler {
  const api = pageApi(services);
  return {
    ...web,
    handle: (request, context) => {
      const withApi = { ...context, api };
      return web.handle(request, withApi);
    },
  };
}
