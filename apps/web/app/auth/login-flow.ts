import type { ApiClient } from '@hs/client/api-client';
import { ApiError } from '@hs/client/api-error';
import {
  CreateUserResponseSchema,
  LocationResponseSchema,
  UserDetailsResponseSchema,
  type AccountCreation,
  type UserDetails,
} from '@hs/contracts/user';
import { localizePath, type Locale } from '@hs/domain/locale';
import { MESSAGES } from '@hs/domain/messages';
import type { SignupCookieFields } from './cookies.ts';

/** Who the identity provider signed in. */
export interface Identity {
  uid: string;
  email: string;
  name: string | null;
  avatar?: string | null;
}

/** What the flow needs from the browser, injected so tests can run it with fakes. */
export interface LoginFlowDeps {
  api: Pick<ApiClient, 'request'>;
  tokens: { signedIn(uid: string): void; signedOut(): void };
  signupCookieFields: () => SignupCookieFields;
  clearInviteCookies: () => void;
  /** Ends the identity provider's session (POST /api/auth/sign-out). */
  signOut: () => Promise<void>;
}

export type LoginResult =
  | { kind: 'registered' | 'logged-in'; user: UserDetails }
  | { kind: 'rate-limited' | 'failed'; message: string };

const RATE_LIMITED_STATUS = 429;

async function loadDetails(api: LoginFlowDeps['api']): Promise<UserDetails | null> {
  const answer = await api.request('/user/details', { schema: UserDetailsResponseSchema });
  return answer.user;
}

// A missing country must not stop the account from being created.
async function userCountry(api: LoginFlowDeps['api']): Promise<string | null> {
  try {
    const answer = await api.request('/user/location', { schema: LocationResponseSchema });
    return answer.countryCode;
  } catch {
    return null;
  }
}

/**
 * spec 000 section 4, Login: with the identity signed in, send its token, load the account,
 * and create it when the server has none (then load it again). spec 000 section 8: a
 * rate-limited creation signs the person out; any other failure is 'failed'.
 */
export async function completeLogin(identity: Identity, deps: LoginFlowDeps): Promise<LoginResult> {
  deps.tokens.signedIn(identity.uid);
  try {
    const existing = await loadDetails(deps.api);
    if (existing) return { kind: 'logged-in', user: existing };

    const payload: AccountCreation = {
      uid: identity.uid,
      email: identity.email,
      name: identity.name,
      avatar: identity.avatar ?? null,
      userCountry: await userCountry(deps.api),
      ...deps.signupCookieFields(),
    };
    const created = await deps.api.request('/user', {
      method: 'POST',
      body: payload,
      schema: CreateUserResponseSchema,
    });
    // spec 000 section 4: a successful account creation clears the invite cookies.
    deps.clearInviteCookies();
    const user = await loadDetails(deps.api);
    if (!user) return { kind: 'failed', message: MESSAGES.GENERIC_TRY_AGAIN };
    return { kind: created.new ? 'registered' : 'logged-in', user };
  } catch (error) {
    if (error instanceof ApiError && error.status === RATE_LIMITED_STATUS) {
      await deps.signOut().catch(() => undefined);
      deps.tokens.signedOut();
      return { kind: 'rate-limited', message: MESSAGES.SIGNUP_RATE_LIMITED };
    }
    return { kind: 'failed', message: MESSAGES.GENERIC_TRY_AGAIN };
  }
}

/**
 * spec 001 section 2: /auth/login receives the original path as `redirect`. Only paths of
 * this site are honoured ('/...', never '//host' or '/\host'), else the fallback.
 */
export function loginRedirectTarget(raw: string | null, fallback: string): string {
  if (!raw || !raw.startsWith('/')) return fallback;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide '//'.
  if (Array.from(raw).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  return raw;
}

/** The login page in `locale` that finishes the login flow and then opens `target`. */
export function loginPageURL(locale: Locale, target: string): string {
  return `${localizePath('/auth/login', locale)}?redirect=${encodeURIComponent(target)}`;
}
