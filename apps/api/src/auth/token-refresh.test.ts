import { createApiClient } from '@hs/client/api-client';
import { ApiError } from '@hs/client/api-error';
import { createTokenManager } from '@hs/client/token-manager';
import { UserDetailsResponseSchema } from '@hs/contracts/user';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// spec 001 section 4 (Token handling), with the real identity provider and API.
describe(`token refresh and retry against the real server (${testDriver()})`, () => {
  let server: TestServer;
  const email = DEMO_ACCOUNTS[0]!.email;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
  });
  afterAll(() => server.close());

  async function session() {
    const browser = new TestClient(server.url);
    expect((await browser.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    let now = 0;
    let fetched = 0;
    let logouts = 0;
    const tokens = createTokenManager({
      now: () => now,
      fetchToken: async () => {
        fetched++;
        const res = await browser.fetch('/api/auth/token');
        return res.ok ? ((await res.json()) as { token: string }).token : null;
      },
      onLogout: () => {
        logouts++;
      },
    });
    tokens.signedIn(browser.uid!);
    let calls = 0;
    const api = createApiClient({
      baseUrl: server.url,
      tokens,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    const details = () => api.request('/user/details', { schema: UserDetailsResponseSchema });
    return {
      browser,
      details,
      tick: (ms: number) => (now += ms),
      counts: () => ({ fetched, logouts, calls }),
    };
  }

  it('fetches a token before the first call and again only after 5 minutes', async () => {
    const s = await session();
    expect((await s.details()).user?.email).toBe(email);
    expect(s.counts().fetched).toBe(1);
    s.tick(5 * 60 * 1000);
    await s.details();
    expect(s.counts().fetched).toBe(1);
    s.tick(1);
    await s.details();
    expect(s.counts().fetched).toBe(2);
  });

  it('retries at most twice on Incorrect token, then logs out', async () => {
    const s = await session();
    await s.details();
    // The session ends elsewhere (another tab signs out): the server refuses the token,
    // and the identity provider has no new one to give.
    await s.browser.post('/api/auth/sign-out', {});
    const error = await s.details().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    // One call before, then the refused call and exactly two retries.
    expect(s.counts()).toMatchObject({ calls: 4, logouts: 1 });
  });

  it('recovers with one retry when a fresh token fixes it', async () => {
    const s = await session();
    await s.details();
    // Sign in again in the same browser: the old session (and its token) ends.
    const old = s.browser.idToken;
    await s.browser.post('/api/auth/sign-out', {});
    expect((await s.browser.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    expect(s.browser.idToken).not.toBe(old);
    const result = await s.details();
    expect(result.user?.email).toBe(email);
    expect(s.counts()).toEqual({ fetched: 2, logouts: 0, calls: 3 });
  });
});
