import { MAX_TOKEN_RETRIES, TOKEN_REFRESH_INTERVAL_MS } from '@hs/domain/constants';

export interface TokenManagerOptions {
  /** The clock, injected so tests can move time. */
  now: () => number;
  /** Asks the identity provider for a fresh id token; null when it has no signed-in user. */
  fetchToken: () => Promise<string | null>;
  /** Logs the person out once token retries are used up. */
  onLogout: () => void | Promise<void>;
}

export interface TokenManager {
  signedIn(uid: string): void;
  signedOut(): void;
  headers(): Promise<Record<string, string>>;
  forceRefresh(): Promise<void>;
  lastRefreshedAt(): number | null;
  withRetry<T>(call: () => Promise<T>): Promise<T>;
}

const INCORRECT_TOKEN = 'Incorrect token';

/** A 401 whose server message or error message says 'Incorrect token'. */
export function isIncorrectTokenError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, errorMessage, message } = error as Record<string, unknown>;
  if (status !== 401) return false;
  return [errorMessage, message].some((m) => typeof m === 'string' && m.includes(INCORRECT_TOKEN));
}

/** Keeps the uid and idToken headers fresh and retries calls the server refused for the token. */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  let uid: string | null = null;
  let idToken: string | null = null;
  let refreshedAt: number | null = null;
  // Bumped on every sign-in change so a refresh started for an older session is dropped.
  let session = 0;
  let refreshing: Promise<void> | null = null;
  let loggingOut: Promise<void> | null = null;

  function refresh(): Promise<void> {
    if (uid === null) return Promise.resolve();
    if (refreshing) return refreshing;
    const startedIn = session;
    const pending: Promise<void> = options
      .fetchToken()
      .then(
        (token) => {
          if (startedIn !== session) return;
          idToken = token;
          // No token is no refresh: the next request asks the provider again.
          refreshedAt = token === null ? null : options.now();
        },
        (error: unknown) => {
          if (startedIn === session) throw error;
        },
      )
      .finally(() => {
        if (refreshing === pending) refreshing = null;
      });
    refreshing = pending;
    return pending;
  }

  // spec 001 section 4, token handling: refresh when missing or older than 5 minutes
  function isStale(): boolean {
    return refreshedAt === null || options.now() - refreshedAt > TOKEN_REFRESH_INTERVAL_MS;
  }

  function signedOut(): void {
    session += 1;
    uid = null;
    idToken = null;
    refreshedAt = null;
    refreshing = null;
  }

  function logout(): Promise<void> {
    loggingOut ??= (async () => {
      signedOut();
      await options.onLogout();
    })().finally(() => {
      loggingOut = null;
    });
    return loggingOut;
  }

  return {
    // spec 001 section 4, sign-in state: a sign-in change sets the uid
    signedIn(next) {
      if (next === uid) return;
      signedOut();
      uid = next;
    },
    // spec 001 section 4, sign-in state: a sign-out clears the uid
    signedOut,
    async headers(): Promise<Record<string, string>> {
      if (uid !== null && isStale()) await refresh();
      if (uid === null) return {};
      return idToken === null ? { uid } : { uid, idToken };
    },
    forceRefresh: refresh,
    lastRefreshedAt: () => refreshedAt,
    // spec 001 section 4 and 8: on 401 'Incorrect token' refresh and retry twice, then log out
    async withRetry(call) {
      for (let retries = 0; ; retries += 1) {
        try {
          return await call();
        } catch (error) {
          if (!isIncorrectTokenError(error)) throw error;
          if (retries >= MAX_TOKEN_RETRIES) {
            await logout();
            throw error;
          }
          await refresh();
        }
      }
    },
  };
}
