import { createApiClient } from '@hs/client/api-client';
import { createTokenManager } from '@hs/client/token-manager';
import { localeFromPath, localizePath } from '@hs/domain/locale';

/**
 * The browser's API client: every call carries uid + idToken, refreshed every 5 minutes
 * and on 'Incorrect token' (spec 001 section 4, Token handling). One per page load.
 */
async function fetchIdToken(): Promise<string | null> {
  const res = await fetch('/api/auth/token', { credentials: 'same-origin' });
  if (!res.ok) return null;
  const body = (await res.json()) as { token?: string };
  return body.token ?? null;
}

export const tokens = createTokenManager({
  now: () => Date.now(),
  fetchToken: fetchIdToken,
  onLogout: () => logout(),
});

export const api = createApiClient({ baseUrl: '', tokens });

/** spec 000 section 4: sign out, clear token and user, go to /auth/login/?redirect={path}. */
export async function logout(): Promise<void> {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  tokens.signedOut();
  const here = window.location.pathname + window.location.search;
  const login = localizePath('/auth/login/', localeFromPath(window.location.pathname));
  window.location.assign(`${login}?redirect=${encodeURIComponent(here)}`);
}
