// The embedded identity provider (better-auth under /api/auth), called from the browser.
// Answers are reduced to what the pages show: the signed-in identity, or a failure kind.
import type { TFunction } from '../i18n/translate.ts';
import { readFailure } from '@hs/client/api-error';
import type { ErrorReason, ReasonParams } from '@hs/contracts/error-reasons';
import { errorText } from '../i18n/error-text.ts';

export type AuthFailure =
  | 'invalid-credentials'
  | 'email-not-verified'
  | 'rate-limited'
  | 'invalid-token'
  | 'invalid-password'
  | 'untrusted-origin'
  | 'failed';

/**
 * A failed answer; `reason` (with `params` and the server's English `message`) when this
 * server refused it itself: the lockout's wait, the address limit, an untrusted origin.
 */
export interface AuthRefusal {
  ok: false;
  failure: AuthFailure;
  reason?: ErrorReason;
  params?: ReasonParams;
  message?: string;
}

export type AuthAnswer<T> = { ok: true; data: T } | AuthRefusal;

interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
  image?: string | null;
}

const FAILURE_BY_CODE: Record<string, AuthFailure> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credentials',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  INVALID_TOKEN: 'invalid-token',
  PASSWORD_TOO_SHORT: 'invalid-password',
  PASSWORD_TOO_LONG: 'invalid-password',
  INVALID_ORIGIN: 'untrusted-origin',
  INVALID_PASSWORD: 'invalid-credentials',
};

async function post<T>(path: string, body: unknown): Promise<AuthAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: 'failed' };
  }
  const json = (await res.json().catch(() => null)) as
    (T & { code?: unknown; message?: unknown }) | null;
  if (res.ok) return { ok: true, data: json as T };
  const code = typeof json?.code === 'string' ? json.code : '';
  const failure = res.status === 429 ? 'rate-limited' : (FAILURE_BY_CODE[code] ?? 'failed');
  const { reason, params } = readFailure(json);
  const message = typeof json?.message === 'string' ? json.message : undefined;
  // The untrusted-origin text names the address and the setting (operator-facing).
  if (reason) return { ok: false, failure, reason, params, ...(message ? { message } : {}) };
  if (failure === 'untrusted-origin' && message) return { ok: false, failure, message };
  return { ok: false, failure };
}

export const identity = {
  signInEmail: (input: { email: string; password: string; callbackURL: string }) =>
    post<{ user: SignedInUser }>('/sign-in/email', input),

  // Answers the same for new and existing emails; the account signs in after confirming.
  signUpEmail: (input: { name: string; email: string; password: string; callbackURL: string }) =>
    post<unknown>('/sign-up/email', input),

  requestMagicLink: (input: { email: string; callbackURL: string }) =>
    post<unknown>('/sign-in/magic-link', input),

  requestPasswordReset: (input: { email: string; redirectTo: string }) =>
    post<unknown>('/request-password-reset', input),

  resetPassword: (input: { token: string; newPassword: string }) =>
    post<unknown>('/reset-password', input),

  // issue 18 item 3: the new address gets a link; the change happens when it is opened.
  changeEmail: (input: { newEmail: string; callbackURL: string }) =>
    post<unknown>('/change-email', input),

  // Every other session ends (the server adds revokeOtherSessions).
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    post<unknown>('/change-password', { ...input, revokeOtherSessions: true }),

  signInAnonymous: () => post<{ user: SignedInUser }>('/sign-in/anonymous', {}),

  signInSocial: (input: { provider: string; callbackURL: string; errorCallbackURL: string }) =>
    post<{ url: string }>('/sign-in/social', input),

  async signOut(): Promise<void> {
    await post<unknown>('/sign-out', {});
  },
};

export function toIdentity(user: SignedInUser) {
  return { uid: user.id, email: user.email, name: user.name, avatar: user.image ?? null };
}

/** The catalogue key of the text a page shows for a failure. */
export const FAILURE_TEXT: Record<AuthFailure, string> = {
  'invalid-credentials': 'auth.errors.invalidCredentials',
  'email-not-verified': 'auth.errors.emailNotVerified',
  'rate-limited': 'auth.errors.rateLimited',
  'invalid-token': 'auth.errors.linkExpired',
  'invalid-password': 'auth.errors.generic',
  'untrusted-origin': 'auth.errors.generic',
  failed: 'auth.errors.generic',
};

/** What a page shows for a refusal: its reason in the page's language, else the failure's text. */
export function failureText(refusal: AuthRefusal, t: TFunction, locale: string): string {
  const fallback = t(FAILURE_TEXT[refusal.failure]);
  if (!refusal.reason) return refusal.message ?? fallback;
  return errorText(t, locale, {
    reason: refusal.reason,
    params: refusal.params ?? {},
    message: refusal.message ?? fallback,
  });
}
