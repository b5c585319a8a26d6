import { ApiError } from '@hs/client/api-error';
import type { UserDetails } from '@hs/contracts/user';
import { MESSAGES } from '@hs/domain/messages';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SignupCookieFields } from './cookies.ts';
import {
  completeLogin,
  loginPageURL,
  loginRedirectTarget,
  type LoginFlowDeps,
} from './login-flow.ts';

const IDENTITY = { uid: 'u1', email: 'ada@example.com', name: 'Ada' };

const USER: UserDetails = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  avatar: null,
  role: 'User',
  adminRole: null,
  isAdmin: false,
  isAnonymous: false,
  countryCode: 'NL',
  referredBy: null,
  referralCode: 'abc',
  hasPaidAccount: false,
  isTestUser: false,
  organizationId: null,
  studio: { credits: 0 },
};

const NO_COOKIES: SignupCookieFields = {
  referUid: null,
  inviteUid: null,
  adminInviteId: null,
  partnerId: null,
  referralCode: null,
};

type Handler = (body: unknown) => unknown;

/** A fake browser: answers API calls from `routes` and records everything the flow does. */
function fakes(routes: Record<string, Handler>, cookies: SignupCookieFields = NO_COOKIES) {
  const log: string[] = [];
  const bodies: Record<string, unknown> = {};
  const deps: LoginFlowDeps = {
    api: {
      async request<S extends z.ZodType>(
        path: string,
        init: { method?: string; body?: unknown; schema: S },
      ): Promise<z.infer<S>> {
        const key = `${init.method ?? 'GET'} ${path}`;
        log.push(key);
        bodies[key] = init.body;
        const handler = routes[key];
        if (!handler) throw new Error(`unexpected call ${key}`);
        return init.schema.parse(handler(init.body)) as z.infer<S>;
      },
    },
    tokens: {
      signedIn: (uid) => log.push(`signedIn ${uid}`),
      signedOut: () => log.push('signedOut'),
    },
    signupCookieFields: () => cookies,
    clearInviteCookies: () => log.push('clearInviteCookies'),
    signOut: async () => {
      log.push('signOut');
    },
  };
  return { deps, log, bodies };
}

/** Answers null details until the account is created, then the user. */
function accountServer(created: { new: boolean }) {
  let exists = false;
  return {
    'GET /user/details': () => ({ success: true, user: exists ? USER : null }),
    'GET /user/location': () => ({ success: true, countryCode: 'NL' }),
    'POST /user': () => {
      exists = true;
      return { success: true, ...created };
    },
  };
}

const rateLimited = () => {
  throw new ApiError({
    status: 429,
    statusText: 'Too Many Requests',
    errorMessage: MESSAGES.SIGNUP_RATE_LIMITED,
  });
};

describe('completeLogin', () => {
  it('logs in an existing account without creating one', async () => {
    const { deps, log } = fakes({ 'GET /user/details': () => ({ success: true, user: USER }) });
    await expect(completeLogin(IDENTITY, deps)).resolves.toEqual({
      kind: 'logged-in',
      user: USER,
    });
    expect(log).toEqual(['signedIn u1', 'GET /user/details']);
  });

  it('creates a missing account with country and cookie fields, then reloads it', async () => {
    const cookies = {
      referUid: 'ref-1',
      inviteUid: 'inv-1',
      adminInviteId: 'adm-1',
      partnerId: 'p-1',
      referralCode: 'CODE',
    };
    const { deps, log, bodies } = fakes(accountServer({ new: true }), cookies);
    await expect(completeLogin(IDENTITY, deps)).resolves.toEqual({
      kind: 'registered',
      user: USER,
    });
    expect(log).toEqual([
      'signedIn u1',
      'GET /user/details',
      'GET /user/location',
      'POST /user',
      'clearInviteCookies',
      'GET /user/details',
    ]);
    expect(bodies['POST /user']).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      avatar: null,
      userCountry: 'NL',
      ...cookies,
    });
  });

  it('counts an account that was already there (new: false) as a login', async () => {
    const { deps } = fakes(accountServer({ new: false }));
    await expect(completeLogin(IDENTITY, deps)).resolves.toMatchObject({ kind: 'logged-in' });
  });

  it('creates the account without a country when the location call fails', async () => {
    const routes = {
      ...accountServer({ new: true }),
      'GET /user/location': () => {
        throw new ApiError({ status: 500, statusText: 'Internal Server Error' });
      },
    };
    const { deps, bodies } = fakes(routes);
    await expect(completeLogin(IDENTITY, deps)).resolves.toMatchObject({ kind: 'registered' });
    expect(bodies['POST /user']).toMatchObject({ userCountry: null });
  });

  it('signs out and answers the spec message when account creation is rate-limited', async () => {
    const { deps, log } = fakes({ ...accountServer({ new: true }), 'POST /user': rateLimited });
    await expect(completeLogin(IDENTITY, deps)).resolves.toEqual({
      kind: 'rate-limited',
      message: MESSAGES.SIGNUP_RATE_LIMITED,
    });
    expect(log.slice(-2)).toEqual(['signOut', 'signedOut']);
    expect(log).not.toContain('clearInviteCookies');
  });

  it('still clears the session when signing out fails after a rate limit', async () => {
    const { deps, log } = fakes({ ...accountServer({ new: true }), 'POST /user': rateLimited });
    deps.signOut = () => Promise.reject(new Error('offline'));
    await expect(completeLogin(IDENTITY, deps)).resolves.toMatchObject({ kind: 'rate-limited' });
    expect(log.at(-1)).toBe('signedOut');
  });

  it('answers the generic message when account creation fails otherwise', async () => {
    const { deps, log } = fakes({
      ...accountServer({ new: true }),
      'POST /user': () => {
        throw new ApiError({ status: 500, statusText: 'Internal Server Error' });
      },
    });
    await expect(completeLogin(IDENTITY, deps)).resolves.toEqual({
      kind: 'failed',
      message: MESSAGES.GENERIC_TRY_AGAIN,
    });
    expect(log).not.toContain('signOut');
    expect(log).not.toContain('clearInviteCookies');
  });

  it('fails when loading the details fails', async () => {
    const { deps } = fakes({
      'GET /user/details': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(completeLogin(IDENTITY, deps)).resolves.toEqual({
      kind: 'failed',
      message: MESSAGES.GENERIC_TRY_AGAIN,
    });
  });

  it('fails when the account is still missing after creation', async () => {
    const { deps } = fakes({
      ...accountServer({ new: true }),
      'GET /user/details': () => ({ success: true, user: null }),
    });
    await expect(completeLogin(IDENTITY, deps)).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('loginRedirectTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/es/app/upload?x=1#top', '/es/app/upload?x=1#top'],
    [null, '/app'],
    ['', '/app'],
    ['https://evil.example', '/app'],
    ['//evil.example/app', '/app'],
    ['/\\evil.example', '/app'],
    ['/\t/evil.example', '/app'],
    ['app', '/app'],
    ['javascript:alert(1)', '/app'],
  ])('%j goes to %j', (raw, target) => {
    expect(loginRedirectTarget(raw, '/app')).toBe(target);
  });
});

describe('loginPageURL', () => {
  it('is the login page of the locale with the encoded target', () => {
    expect(loginPageURL('en', '/app')).toBe('/auth/login?redirect=%2Fapp');
    expect(loginPageURL('es', '/es/profile?tab=1')).toBe(
      '/es/auth/login?redirect=%2Fes%2Fprofile%3Ftab%3D1',
    );
  });
});
