import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, localizePath } from '@hs/domain/locale';
import { createMiddleware } from 'hono/factory';
import type { AppConfig, AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import {
  HSTS,
  overTlsBy,
  securityHeaderSet,
  withScriptHashes,
} from '../middleware/security-headers.ts';
import type { ParameterStore } from '../parameters.ts';
import type { HeaderSource } from '../page-context.ts';
import type { ContentVersion } from './content-version.ts';
import { accepts, matches, nodeHeader, requestIdFor } from './http-cache.ts';
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
  facts(request: HeaderSource): VisitorFacts;
  /** Renders the page for a signed-out visitor with these facts, without a CSP nonce. */
  render(pathAndQuery: string, facts: VisitorFacts): Promise<Response>;
}

/** A kept page's answer to one request: what both ways of sending it send. */
interface KeptAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/** A page path as `new URL` leaves it and Hono's `c.req.path` reads it (nothing to decode). */
const PLAIN_PATH = /^\/[^%]*$/;

/**
 * Signed-out pages from memory (issue 14 item 1, decision 024), in front of every other
 * middleware: a GET of a page without a session cookie is answered from the page rendered
 * once for its (path and query, country, parity) in the current public content version,
 * with an ETag (304 on If-None-Match), `Cache-Control: private, no-cache`, the security
 * headers of `securityHeaders` and a CSP naming the page's inline script hashes in place of
 * a nonce. Cache hits are counted in /metrics (route `public-page-cache`), not logged one by
 * one. Everything else (signed in, white-label mode, a page not worth keeping) goes on
 * through the usual middleware to be rendered for its own request.
 *
 * `serveKept` sends a page already kept straight from Node's request, before
 * `@hono/node-server` makes a Request of it and Hono routes it (decision 052): the same
 * answer, byte for byte but the request id. It answers only when everything is at hand
 * (switches and content version fresh, the page kept with its headers); otherwise it
 * returns false and the request takes the middleware's way.
 */
export function createPublicPages(o: PublicPagesOptions) {
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

  function answer(
    page: CachedPage,
    pageHeaders: Record<string, string>,
    state: 'hit' | 'miss',
    header: (name: string) => string | undefined,
    started: number,
  ): KeptAnswer {
    const requestId = header('x-request-id');
    const headers: Record<string, string> = {
      ...pageHeaders,
      'x-request-id': requestIdFor(requestId),
      'x-page-cache': state,
    };
    if (overTlsBy(o.config, header('x-forwarded-proto'))) {
      headers['strict-transport-security'] = HSTS;
    }
    // Brotli where the client takes it (every current browser, decision 061), else gzip.
    const acceptEncoding = header('accept-encoding');
    const coding = accepts(acceptEncoding, 'br')
      ? 'br'
      : accepts(acceptEncoding, 'gzip')
        ? 'gzip'
        : null;
    const notModified = matches(header('if-none-match'), page.etag);
    const status = notModified ? 304 : 200;
    o.metrics.httpDuration.observe(
      { method: 'GET', route: 'public-page-cache', status },
      (performance.now() - started) / 1000,
    );
    // A 304 keeps the page's own Content-Type: without one, @hono/node-server sent
    // `text/plain`, which a cache updating its stored page from the 304 may take over.
    if (notModified) return { status, headers, body: null };
    if (coding) headers['content-encoding'] = coding;
    const body = coding === 'br' ? page.brotli : coding === 'gzip' ? page.gzipped : page.body;
    return { status, headers, body };
  }

  /**
   * The kept page of `pathAndQuery` for a visitor with these facts, rendered and kept now
   * if need be (concurrent misses share one render); null when it is not worth keeping.
   */
  async function keptPage(
    pathAndQuery: string,
    facts: VisitorFacts,
    version: number,
  ): Promise<{ page: CachedPage; headers: Record<string, string>; rendered: boolean } | null> {
    const key = publicPageKey(pathAndQuery, facts);
    let page = o.store.get(key, version);
    const rendered = !page;
    if (!page) {
      if (o.store.isUnkept(key, version)) return null;
      page = await o.store.fill(key, version, () => o.render(pathAndQuery, facts));
      if (!page) return null;
    }
    const headers = (page.headers ??= await pageHeaders(page));
    return { page, headers, rendered };
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (!isPublicPageRequest(c.req.method, c.req.path, c.req.header('cookie') ?? null)) {
      return next();
    }
    const started = performance.now();
    if ((await o.parameters.get()).whiteLabelMode.enabled) return next();
    const facts = o.facts(c.req.raw);
    const url = new URL(c.req.url);
    const pathAndQuery = `${url.pathname}${url.search}`;
    const kept = await keptPage(pathAndQuery, facts, await o.version.current());
    // Not worth keeping (a redirect, a 404 page, maintenance): rendered again with a nonce.
    if (!kept) return next();
    const { page, headers, rendered } = kept;
    const state = rendered ? 'miss' : 'hit';
    if (rendered) {
      o.logger.info(
        { path: url.pathname, ms: Math.round(performance.now() - started) },
        'public page rendered',
      );
    }
    const sent = answer(page, headers, state, (name) => c.req.header(name), started);
    return sent.body
      ? c.body(sent.body, 200, sent.headers)
      : c.body(null, sent.status, sent.headers);
  });

  /** Sends the kept page `req` asks for and returns true; false leaves `req` to Hono. */
  function serveKept(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    const target = req.url;
    const host = req.headers.host;
    if (req.method !== 'GET' || !host || !target?.startsWith('/')) return false;
    const cookie = req.headers.cookie;
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    if (!PLAIN_PATH.test(path) || !isPublicPageRequest('GET', path, cookie ?? null)) return false;
    const parameters = o.parameters.peek();
    const version = o.version.peek();
    if (!parameters || parameters.whiteLabelMode.enabled || version === null) return false;
    // Only an address already as `new URL` writes it, with a host @hono/node-server takes:
    // the middleware's key for it is this one.
    let url: URL;
    try {
      url = new URL(`http://${host}${target}`);
    } catch {
      return false;
    }
    if (`${url.pathname}${url.search}` !== target) return false;
    if (url.hostname.length !== host.length && url.hostname !== host.replace(/:\d+$/, '')) {
      return false;
    }
    const header = (name: string) => nodeHeader(req, name);
    const facts = o.facts({ headers: { get: (name) => header(name) ?? null } });
    const page = o.store.get(publicPageKey(target, facts), version);
    if (!page?.headers) return false;
    const sent = answer(page, page.headers, 'hit', header, started);
    if (sent.body) sent.headers['content-length'] = String(sent.body.byteLength);
    res.writeHead(sent.status, sent.headers);
    if (sent.body) res.end(sent.body);
    else res.end();
    return true;
  }

  /**
   * Renders and keeps `paths` for a visitor whose request says nothing of country, parity
   * or currency, one after another, as their first request would (decision 060): the
   * first visitors after a start do not wait for a render, and a burst of them does not
   * hold the process while it renders. Answers how many pages it rendered.
   */
  async function warm(paths: readonly string[]): Promise<number> {
    if ((await o.parameters.get()).whiteLabelMode.enabled) return 0;
    const facts = o.facts({ headers: new Headers() });
    let rendered = 0;
    for (const path of paths) {
      const kept = await keptPage(path, facts, await o.version.current());
      if (kept?.rendered) rendered++;
    }
    return rendered;
  }

  return { middleware, serveKept, warm };
}

/** The pages a web process renders as it starts: home, pricing and blog in each locale. */
export const PAGES_RENDERED_AT_START: readonly string[] = LOCALES.flatMap((locale) =>
  ['/', '/pricing', '/blog'].map((path) => localizePath(path, locale)),
);
