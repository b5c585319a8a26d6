import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { createApi } from './app.ts';
import { authGate } from './auth/gate.ts';
import type { AppEnv, Services } from './context.ts';
import { AppError } from './errors.ts';
import { registerQueueMetrics } from './jobs/queue-metrics.ts';
import { metricsEndpoint, type Metrics } from './metrics.ts';
import { authInput } from './middleware/auth-input.ts';
import { clientIp } from './middleware/client-ip.ts';
import { compression } from './middleware/compression.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { whiteLabel } from './middleware/white-label.ts';
import { loadPageContext, signedOutPageContext, visitorFacts } from './page-context.ts';
import { assetReader, withCriticalCss } from './public-cache/critical-css.ts';
import { createPageStore } from './public-cache/page-store.ts';
import { createKeptAnswers } from './public-cache/kept-answers.ts';
import { createPublicPages } from './public-cache/public-pages.ts';
import type { WebContext, WebHandler } from './web.ts';
import type { KeptPageServer } from './http-server.ts';

/** Public pages kept in memory at most (plain and gzipped), and for how long. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const PAGE_CACHE_MAX_AGE_MS = 10 * 60 * 1000;

export interface ServerOptions {
  services: Services;
  metrics: Metrics;
  /** The server-rendered web app; absent when only the API is served (tests, API-only). */
  web?: WebHandler;
}

/** The whole HTTP surface of one process: /api, /metrics, web assets and SSR pages. */
export function createServerApp({ services, metrics, web }: ServerOptions) {
  const app = new Hono<AppEnv>();
  // A page's context, with the nonce its inline scripts must carry under the CSP.
  const pageContext = async (c: Context<AppEnv>): Promise<WebContext> => ({
    ...(await loadPageContext(services, c.req.raw)),
    cspNonce: c.get('secureHeadersNonce'),
  });
  // Answers every caller gets alike (the catalogue), replayed before Hono (decision 057).
  const answers = createKeptAnswers({
    version: services.publicContent,
    parameters: services.parameters,
    config: services.config,
    metrics,
  });
  app.use(answers.middleware);
  let serveKept: KeptPageServer = answers.serve;
  /** Renders public pages ahead of their first visitor (decision 060); without web, none. */
  let warmPublicPages: (paths: readonly string[]) => Promise<number> = () => Promise.resolve(0);
  if (web) {
    // Signed-out pages from memory, in front of everything else: rendered once per (page,
    // country, parity) and content version; signed-in pages go on to render per request.
    const readAsset = assetReader(web.clientDir);
    const store = createPageStore({ maxBytes: PAGE_CACHE_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS });
    services.publicContent.onChange(() => store.clear());
    const pages = createPublicPages({
      store,
      version: services.publicContent,
      parameters: services.parameters,
      config: services.config,
      metrics,
      logger: services.logger,
      facts: (request) => visitorFacts(services, request),
      // Decision 049: a kept page carries its critical CSS inline (rendered once per key).
      render: async (pathAndQuery, facts) =>
        withCriticalCss(
          await web.handle(new Request(new URL(pathAndQuery, services.config.baseUrl)), {
            ...(await signedOutPageContext(services, facts)),
            cspNonce: undefined,
          }),
          readAsset,
        ),
    });
    app.use(pages.middleware);
    serveKept = (req, res) => answers.serve(req, res) || pages.serveKept(req, res);
    warmPublicPages = pages.warm;
  }
  app.use(requestId({ headerName: 'x-request-id' }));
  // Text answers of 1 KB and more (pages, scripts, styles, JSON, XML) gzip-compressed when
  // the client accepts it: the public site's pages and scripts are several times smaller.
  app.use(compression());
  // nosniff, frame denial, referrer and opener policies, the CSP (a nonce per request for
  // a page's inline scripts; none for API answers) and HSTS behind TLS.
  app.use(securityHeaders(services.config));
  app.use(requestLog(services.logger, metrics));
  app.use(clientIp(services.config.proxyHops));
  app.use(whiteLabel(services.parameters));
  // A staff change in this process shows on the next public page, not a second later.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') services.publicContent.expire();
  });
  // NUL bytes, body size and field lengths, before the identity provider reads anything.
  app.use('/api/auth/*', authInput);

  // better-auth answers /api/auth/*, except the product's own /api/auth/admin/check.
  const auth = authGate(services);
  app.all('/api/auth/*', (c, next) => (c.req.path === '/api/auth/admin/check' ? next() : auth(c)));
  // The bare /api is the public page about the organization API (spec 001 section 2,
  // Other); everything under /api/ stays the JSON API. White-label mode has no such page.
  if (web) {
    app.get('/api', async (c, next) => {
      const { whiteLabelMode } = await services.parameters.get();
      if (whiteLabelMode.enabled) return next();
      return web.handle(c.req.raw, await pageContext(c));
    });
  }
  app.route('/api', createApi(services, answers));
  // Unknown API paths answer JSON, never the web app's HTML 404 page.
  app.all('/api/*', (c) => c.json(new AppError('http.notFound').toBody(), 404));
  // Prometheus metrics only for a scraper holding METRICS_TOKEN; without it, no such route.
  const { metricsToken } = services.config;
  if (metricsToken) {
    registerQueueMetrics(metrics.registry, services.database.db);
    app.get('/metrics', metricsEndpoint(metrics, metricsToken));
  }

  if (web) {
    app.use(
      '/assets/*',
      // Decision 061: the build's brotli and gzip copies, never compressed per request.
      serveStatic({
        root: web.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: web.clientDir, precompressed: true }));
    app.all('*', async (c) => web.handle(c.req.raw, await pageContext(c)));
  }
  // Kept answers and public pages straight from Node's request, before Hono
  // (`serverWithKeptPages`).
  return Object.assign(app, { serveKept, warmPublicPages });
}
