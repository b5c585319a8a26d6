import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppConfig, AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import {
  HSTS,
  overTls,
  securityHeaderSet,
  withScriptHashes,
} from '../middleware/security-headers.ts';
import type { ParameterStore } from '../parameters.ts';
import type { ContentVersion } from './content-version.ts';
import { acceptsGzip, matches } from './http-cache.ts';
import type { CachedPage, PageStore } from './page-store.ts';
import { isPublicPageRequest, publicPageKey, type VisitorFacts } from './visitor-key.ts';

export interface PublicPagesOptions {
  store: PageStore;
  version: ContentVersion;
  parameters: ParameterStore;
  config: AppConfig;
  metrics: Metrics;
  logger: Logger;
  /** The visitor's country and verified parity, as the page context reads them. */
  facts(request: Request): VisitorFacts;
  /** Renders the page for a signed-out visitor with these facts, without a CSP nonce. */
  render(pathAndQuery: string, facts: VisitorFacts): Promise<Response>;
}

/** A request id the caller sent, when it is a plain token (as hono/request-id accepts). */
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Signed-out pages from memory (issue 14 item 1, decision 024), in front of every other
 * middleware: a GET of a page without a session cookie is answered from the page rendered
 * once for its (path and query, country, parity) in the current public content version,
 * with an ETag (304 on If-None-Match), `Cache-Control: private, no-cache`, the security
 * headers of `securityHeaders` and a CSP naming the page's inline script hashes in place of
 * a nonce. Cache hits are counted in /metrics (route `public-page-cache`), not logged one by
 * one. Everything else (signed in, white-label mode, a page not worth keeping) goes on
 * through the usual middleware to be rendered for its own request.
 */
export function publicPages(o: PublicPagesOptions) {
  const vary = ['Cookie', 'Accept-Language', 'Accept-Encoding', o.config.countryHeader]
    .filter(Boolean)
    .join(', ');
  let security: Promise<Record<string, string>> | null = null;

  async function pageHeaders(page: CachedPage): Promise<Record<string, string>> {
    const base = await (security ??= securityHeaderSet(o.config));
    const policy = base['content-security-policy'] ?? '';
    return {
      ...base,
      'content-security-policy': withScriptHashes(policy, page.scriptHashes),
      'content-type': page.contentType,
      etag: page.etag,
      'cache-control': 'private, no-cache',
      vary,
    };
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPublicPageRequest(c.req.method, c.req.path, c.req.header('cookie') ?? null)) {
      return next();
    }
    const started = performance.now();
    if ((await o.parameters.get()).whiteLabelMode.enabled) return next();
    const facts = o.facts(c.req.raw);
    const url = new URL(c.req.url);
    const pathAndQuery = `${url.pathname}${url.search}`;
    const key = publicPageKey(pathAndQuery, facts);
    const version = await o.version.current();
    let page = o.store.get(key, version);
    const state = page ? 'hit' : 'miss';
    if (!page) {
      if (o.store.isUnkept(key, version)) return next();
      page = await o.store.fill(key, version, () => o.render(pathAndQuery, facts));
      // Not worth keeping (a redirect, a 404 page, maintenance): rendered again with a nonce.
      if (!page) return next();
      o.logger.info(
        { path: url.pathname, ms: Math.round(performance.now() - started) },
        'public page rendered',
      );
    }
    page.headers ??= await pageHeaders(page);
    const requestId = c.req.header('x-request-id');
    const headers: Record<string, string> = {
      ...page.headers,
      'x-request-id': requestId && REQUEST_ID.test(requestId) ? requestId : randomUUID(),
      'x-page-cache': state,
    };
    if (overTls(c, o.config)) headers['strict-transport-security'] = HSTS;
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    const notModified = matches(c.req.header('if-none-match'), page.etag);
    const status = notModified ? 304 : 200;
    o.metrics.httpDuration.observe(
      { method: 'GET', route: 'public-page-cache', status },
      (performance.now() - started) / 1000,
    );
    if (notModified) {
      delete headers['content-type'];
      return c.body(null, 304, headers);
    }
    if (gzip) headers['content-encoding'] = 'gzip';
    return c.body(gzip ? page.gzipped : page.body, 200, headers);
  });
}
