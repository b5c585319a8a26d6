import type { CurrencyCode } from '@hs/domain/currency';

/** A cookie that says the request may be signed in (better-auth's session, any prefix). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?[\w.-]*session_(?:token|data)=/;

/** What decides a signed-out page beyond its address: the visitor's country, parity and currency. */
export interface VisitorFacts {
  countryCode: string | null;
  parity: number;
  /** The chosen currency (its cookie), only when selectable in that country. */
  currency: CurrencyCode | null;
}

/** A file name in the last segment (favicon.svg, robots.txt, a `.data` request): not a page. */
const FILE = /\.[^/]*$/;

/**
 * Whether a page request may be answered from the cache of public pages: a plain GET of a
 * page (not the API, not a static file, not a React Router data request) with no session
 * cookie. Anything that might be signed in is rendered for its own request.
 */
export function isPublicPageRequest(method: string, path: string, cookie: string | null): boolean {
  if (method !== 'GET') return false;
  if (path === '/api' || path.startsWith('/api/') || path === '/metrics') return false;
  if (FILE.test(path)) return false;
  return cookie === null || !SESSION_COOKIE.test(cookie);
}

/**
 * The cache key of a signed-out page: its path and query (the locale is in the path), and
 * the facts the server render reads from the request (the country picks the currency, the
 * verified parity cookie the prices, the chosen currency its cookie). The brand and everything staff edit are the same
 * for every visitor of this process and content version.
 */
export function publicPageKey(pathAndQuery: string, facts: VisitorFacts): string {
  return `${pathAndQuery}\n${facts.countryCode ?? '-'}\n${facts.parity}\n${facts.currency ?? '-'}`;
}
