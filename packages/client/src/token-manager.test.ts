import { MAX_TOKEN_RETRIES, TOKEN_REFRESH_INTERVAL_MS } from '@hs/domain/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createTokenManager, isIncorrectTokenError } from './token-manager.ts';

function setup(tokens: (string | null)[] = []) {
  const clock = { now: 1_000_000 };
  const counts = { fetches: 0, logouts: 0 };
  let release: (() => void) | null = null;
  const gate = { hold: false };
  const manager = createTokenManager({
    now: () => clock.now,
    fetchToken: async () => {
      counts.fetches += 1;
      const token = tokens.length > 0 ? (tokens.shift() ?? null) : `token-${counts.fetches}`;
      if (gate.hold) await new Promise<void>((r) => (release = r));
      return token;
    },
    onLogout: () => {
      counts.logouts += 1;
    },
  });
  return { manager, clock, counts, gate, release: () => release?.() };
}

const incorrectToken = () =>
  new ApiError({ status: 401, statusText: 'Unauthorized', errorMessage: 'Incorrect token' });

/** A call that fails `failures` times with `error`, then answers 'ok'. */
function flaky(failures: number, error: () => unknown = incorrectToken) {
  const state = { calls: 0 };
  const call = async () => {
    state.calls += 1;
    if (state.calls <= failures) throw error();
    return 'ok';
  };
  return { call, state };
}

describe('token manager headers', () => {
  it('returns no headers and fetches nothing when signed out', async () => {
    const { manager, counts } = setup();
    await expect(manager.headers()).resolves.toEqual({});
    manager.signedIn('u1');
    manager.signedOut();
    await expect(manager.headers()).resolves.toEqual({});
    expect(counts.fetches).toBe(0);
    expect(manager.lastRefreshedAt()).toBeNull();
  });

  it('refreshes when no refresh happened yet', async () => {
    const { manager, counts, clock } = setup();
    manager.signedIn('u1');
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1', idToken: 'token-1' });
    expect(counts.fetches).toBe(1);
    expect(manager.lastRefreshedAt()).toBe(clock.now);
  });

  it('keeps the token for 5 minutes and refreshes 1 ms later', async () => {
    const { manager, counts, clock } = setup();
    manager.signedIn('u1');
    await manager.headers();
    clock.now += TOKEN_REFRESH_INTERVAL_MS;
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1', idToken: 'token-1' });
    expect(counts.fetches).toBe(1);
    clock.now += 1;
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1', idToken: 'token-2' });
    expect(counts.fetches).toBe(2);
    expect(manager.lastRefreshedAt()).toBe(clock.now);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { manager, counts, gate, release } = setup();
    gate.hold = true;
    manager.signedIn('u1');
    const all = Promise.all([manager.headers(), manager.headers(), manager.headers()]);
    await Promise.resolve();
    release();
    const answers = await all;
    expect(counts.fetches).toBe(1);
    expect(answers).toEqual(Array(3).fill({ uid: 'u1', idToken: 'token-1' }));
  });

  it('drops a refresh that finishes after sign-out', async () => {
    const { manager, gate, release } = setup();
    gate.hold = true;
    manager.signedIn('u1');
    const pending = manager.headers();
    await Promise.resolve();
    manager.signedOut();
    release();
    await expect(pending).resolves.toEqual({});
    expect(manager.lastRefreshedAt()).toBeNull();
  });

  it('starts afresh for another user and keeps the token for the same one', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    await manager.headers();
    manager.signedIn('u1');
    await manager.headers();
    expect(counts.fetches).toBe(1);
    manager.signedIn('u2');
    await expect(manager.headers()).resolves.toEqual({ uid: 'u2', idToken: 'token-2' });
  });

  it('sends no idToken and asks again when the provider has no token', async () => {
    const { manager, counts } = setup([null]);
    manager.signedIn('u1');
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1' });
    expect(manager.lastRefreshedAt()).toBeNull();
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1', idToken: 'token-2' });
    expect(counts.fetches).toBe(2);
  });

  it('forceRefresh fetches even with a fresh token', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    await manager.headers();
    await manager.forceRefresh();
    expect(counts.fetches).toBe(2);
    await expect(manager.headers()).resolves.toEqual({ uid: 'u1', idToken: 'token-2' });
  });
});

describe('token manager retries', () => {
  it('recognises only a 401 saying Incorrect token', () => {
    expect(isIncorrectTokenError(incorrectToken())).toBe(true);
    expect(isIncorrectTokenError({ status: 401, message: 'Incorrect token: expired' })).toBe(true);
    expect(isIncorrectTokenError({ status: 403, errorMessage: 'Incorrect token' })).toBe(false);
    expect(isIncorrectTokenError({ status: 401, errorMessage: 'No user' })).toBe(false);
    expect(isIncorrectTokenError(new Error('Incorrect token'))).toBe(false);
    expect(isIncorrectTokenError(null)).toBe(false);
  });

  it('answers at once when the call succeeds', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const { call, state } = flaky(0);
    await expect(manager.withRetry(call)).resolves.toBe('ok');
    expect(state.calls).toBe(1);
    expect(counts.fetches).toBe(0);
  });

  it('refreshes and retries once after one Incorrect token', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const { call, state } = flaky(1);
    await expect(manager.withRetry(call)).resolves.toBe('ok');
    expect(state.calls).toBe(2);
    expect(counts.fetches).toBe(1);
    expect(counts.logouts).toBe(0);
  });

  it('succeeds on the last allowed retry', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const { call, state } = flaky(MAX_TOKEN_RETRIES);
    await expect(manager.withRetry(call)).resolves.toBe('ok');
    expect(state.calls).toBe(1 + MAX_TOKEN_RETRIES);
    expect(counts.logouts).toBe(0);
  });

  it('logs out once and rethrows after 2 retries', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const { call, state } = flaky(3);
    const error = await manager.withRetry(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorMessage: 'Incorrect token' });
    expect(state.calls).toBe(3);
    expect(counts.fetches).toBe(2);
    expect(counts.logouts).toBe(1);
    await expect(manager.headers()).resolves.toEqual({});
  });

  it('does not retry a 401 with another message', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const other = () =>
      new ApiError({ status: 401, statusText: 'Unauthorized', errorMessage: 'No user' });
    const { call, state } = flaky(1, other);
    await expect(manager.withRetry(call)).rejects.toMatchObject({ errorMessage: 'No user' });
    expect(state.calls).toBe(1);
    expect(counts).toEqual({ fetches: 0, logouts: 0 });
  });

  it('does not retry other failures', async () => {
    const { manager, counts } = setup();
    manager.signedIn('u1');
    const serverError = () =>
      new ApiError({ status: 500, statusText: 'Internal Server Error', errorMessage: 'Boom' });
    for (const error of [serverError, () => new TypeError('fetch failed')]) {
      const { call, state } = flaky(1, error);
      await expect(manager.withRetry(call)).rejects.toThrow();
      expect(state.calls).toBe(1);
    }
    expect(counts).toEqual({ fetches: 0, logouts: 0 });
  });
});
