import { join } from 'node:path';
import { testDriver } from '@hs/db/testing/test-database';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig, AppEnv } from '../context.ts';
import { createMetrics } from '../metrics.ts';
import { withPageApi } from '../page-api.ts';
import { repoRoot } from '../paths.ts';
import { createServerApp } from '../server.ts';
import { TestClient } from '../testing/test-client.ts';
import { runnableScriptTags } from '../testing/script-tags.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { loadWebHandler } from '../web.ts';
import { securityHeaders } from './security-headers.ts';

const BASE: AppConfig = {
  baseUrl: 'http://localhost:3000',
  proxyHops: 0,
  countryHeader: undefined,
  accountCreationLimitPerHour: 5,
  oauthProviders: [],
};

/** The headers one answer gets under `config`, with `headers` on the request. */
async function answerHeaders(config: Partial<AppConfig>, headers: Record<string, string> = {}) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ ...BASE, ...config }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/', { headers })).headers;
}

/** Content-Security-Policy as directive -> sources. */
function directives(headers: Headers): Record<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const STRIPE_ORIGINS = /stripe\.com/;

// issue 13: no Content-Security-Policy; HSTS, frame-ancestors and nosniff asked for.
describe('security headers', () => {
  it('sends nosniff, frame denial and a CSP with a nonce and no framing', async () => {
    const headers = await answerHeaders({});
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(headers);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']?.[0]).toBe("'self'");
    expect(csp['script-src']?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    // fflate zips the results page's downloads in workers started from blob: URLs.
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  });

  // decision 051: no inline script of ours runs from an API answer; no nonce is made for one.
  it('gives API answers the same headers with a CSP that names no nonce', async () => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders(BASE));
    app.get('/api/health', (c) => c.json({ ok: true }));
    app.get('/pricing', (c) => c.html('<p>page</p>'));
    const api = (await app.request('/api/health')).headers;
    const page = (await app.request('/pricing')).headers;
    expect(directives(api)['script-src']).toEqual(["'self'"]);
    expect(directives(page)['script-src']?.[1]).toMatch(/^'nonce-/);
    const withoutNonce = (headers: Headers) =>
      (headers.get('content-security-policy') ?? '').replace(/ 'nonce-[^']*'/, '');
    expect(withoutNonce(api)).toBe(withoutNonce(page));
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(api.get(name)).toBe(page.get(name));
    }
  });

  it('allows Stripe only when its embedded form can be shown', async () => {
    const stripe = (publishableKey: string | null) => ({
      billing: {
        stripe: { secretKey: 'sk_test_x', publishableKey, webhookSecret: null },
        referralRewardCredits: 0,
        seller: { name: 'S', address: '', email: '', vatId: '' },
        tax: null,
      },
    });
    expect((await answerHeaders({})).get('content-security-policy') ?? '').not.toMatch(
      STRIPE_ORIGINS,
    );
    expect((await answerHeaders(stripe(null))).get('content-security-policy') ?? '').not.toMatch(
      STRIPE_ORIGINS,
    );
    const csp = directives(await answerHeaders(stripe('pk_test_x')));
    expect(csp['script-src']).toContain('https://js.stripe.com');
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://checkout.stripe.com',
      ]),
    );
    expect(csp['connect-src']).toContain('https://api.stripe.com');
  });

  it('lets pages fetch stored files from the S3 bucket', async () => {
    const csp = directives(await answerHeaders({ fileOrigins: ['http://minio.local:9000'] }));
    expect(csp['connect-src']).toContain('http://minio.local:9000');
    expect(csp['img-src']).toContain('http://minio.local:9000');
  });

  it('sends HSTS only behind TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await answerHeaders({})).get('strict-transport-security')).toBeNull();
    // A client cannot claim TLS when no proxy is trusted.
    expect((await answerHeaders({}, https)).get('strict-transport-security')).toBeNull();
    expect((await answerHeaders({ proxyHops: 1 }, https)).get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect(
      (await answerHeaders({ proxyHops: 1 }, { 'x-forwarded-proto': 'http' })).get(
        'strict-transport-security',
      ),
    ).toBeNull();
    expect(
      (await answerHeaders({ baseUrl: 'https://studio.example.com' })).get(
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000');
  });
});

// Needs the web build (`npm run build`), as the process itself does.
describe(`server-rendered pages under the CSP (${testDriver()})`, () => {
  let server: TestServer;
  let app: ReturnType<typeof createServerApp>;
  // Signed in: signed-out pages come from the public cache with script hashes instead
  // (decision 024, public-cache/public-pages.test.ts).
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    const visitor = new TestClient(server.url);
    await visitor.post('/api/auth/sign-in/anonymous', {});
    cookie = visitor.cookieHeader();
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({
      services: server.services,
      metrics: createMetrics(),
      web: withPageApi(web, server.services),
    });
  });
  afterAll(() => server.close());

  it.each(['/', '/de/pricing', '/auth/login'])(
    '%s: every script carries the nonce of its own answer',
    async (path) => {
      const first = await app.request(path, { headers: { cookie } });
      const second = await app.request(path, { headers: { cookie } });
      const nonceOf = (res: Response) =>
        /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      const nonce = nonceOf(first);
      expect(nonce).toBeTruthy();
      expect(nonceOf(second)).not.toBe(nonce);
      const html = await first.text();
      const scripts = runnableScriptTags(html);
      expect(scripts.length).toBeGreaterThan(0);
      // The page's texts travel as data, which no CSP source has to admit.
      expect(html).toContain('<script id="page-texts" type="application/json">');
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});
