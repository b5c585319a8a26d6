import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { ContentVersion } from './content-version.ts';
import { readPage, type CachedPage, type PageStore } from './page-store.ts';
import { isPublicPageRequest, publicPageKey, type VisitorFacts } from './visitor-key.ts';

export interface PublicPagesOptions {
  store: PageStore;
  version: ContentVersion;
  /** The visitor's country and verified parity, as the page context reads them. */
  facts(request: Request): VisitorFacts;
  /** Renders the page for a signed-out visitor with these facts, without a CSP nonce. */
  render(pathAndQuery: string, facts: VisitorFacts): Promise<Response>;
  /** COUNTRY_HEADER, when a proxy names the country: answers vary by it too. */
  countryHeader?: string | undefined;
}

/** Whether `If-None-Match` names this tag (weak comparison, RFC 9110 section 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refuses it). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/**
 * Signed-out pages from memory (issue 14 item 1, decision 024): a GET of a page without a
 * session cookie is answered from the page rendered once for its (path and query, country,
 * parity) in the current public content version, with an ETag (304 on If-None-Match),
 * `Cache-Control: private, no-cache`, and a CSP naming the page's inline script hashes in
 * place of a nonce. Every other request goes on to be rendered for itself.
 */
export function publicPages(o: PublicPagesOptions) {
  const vary = ['Cookie', 'Accept-Language', 'Accept-Encoding', o.countryHeader]
    .filter(Boolean)
    .join(', ');

  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPublicPageRequest(c.req.method, c.req.path, c.req.header('cookie') ?? null)) {
      return next();
    }
    const facts = o.facts(c.req.raw);
    const url = new URL(c.req.url);
    const pathAndQuery = `${url.pathname}${url.search}`;
    const key = publicPageKey(pathAndQuery, facts);
    const version = await o.version.current();
    let page: CachedPage | null = o.store.get(key, version);
    const state = page ? 'hit' : 'miss';
    if (!page) {
      const filled = await o.store.fill(key, version, () => o.render(pathAndQuery, facts));
      if (filled.page) {
        page = filled.page;
      } else if (!filled.own) {
        // Another request's render of this key was not worth keeping: render this one.
        return next();
      } else {
        // Rendered for this request without a nonce, and not kept (a redirect, 404, 503).
        const own = filled.own;
        if (!(own.headers.get('content-type') ?? '').startsWith('text/html')) {
          c.set('pageScriptHashes', []);
          return own;
        }
        const read = await readPage(own, version);
        c.set('pageScriptHashes', read.scriptHashes);
        return new Response(read.body, { status: own.status, headers: own.headers });
      }
    }
    c.set('pageScriptHashes', page.scriptHashes);
    const headers: Record<string, string> = {
      etag: page.etag,
      'cache-control': 'private, no-cache',
      vary,
      'x-page-cache': state,
    };
    if (matches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    headers['content-type'] = page.contentType;
    if (acceptsGzip(c.req.header('accept-encoding'))) {
      headers['content-encoding'] = 'gzip';
      return c.body(page.gzipped, 200, headers);
    }
    return c.body(page.body, 200, headers);
  });
}
