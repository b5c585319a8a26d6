import { stripLocale } from './locale.ts';

export type WhiteLabelDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

// spec 001 section 2, White-label routing: the prefixes that stay reachable.
export const WHITE_LABEL_PREFIXES = [
  '/legal',
  '/not-found',
  '/track',
  '/auth/social',
  '/app',
  '/team-member',
  '/team-access',
] as const;

// Assets, well-known paths and the API (which checks roles itself; staff switch the mode
// off through it, since the admin pages are blocked in this mode).
const INFRASTRUCTURE_PREFIXES = ['/assets', '/.well-known', '/api', '/__manifest'];
const INFRASTRUCTURE_FILES = /^\/(favicon\.[a-z]+|robots\.txt)$/;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** What a request for `pathname` gets in white-label mode (spec 001 section 2). */
export function whiteLabelDecision(pathname: string): WhiteLabelDecision {
  if (
    INFRASTRUCTURE_FILES.test(pathname) ||
    INFRASTRUCTURE_PREFIXES.some((p) => under(pathname, p))
  ) {
    return { kind: 'allow' };
  }
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'redirect', to: '/not-found' };
  if (path === '/tools/free-pfp-generator') {
    return { kind: 'redirect', to: '/tools/free-headshot-generator' };
  }
  if (under(path, '/admin') || under(path, '/app/admin')) return { kind: 'forbidden' };
  if (WHITE_LABEL_PREFIXES.some((p) => under(path, p))) return { kind: 'allow' };
  return { kind: 'not-found' };
}
