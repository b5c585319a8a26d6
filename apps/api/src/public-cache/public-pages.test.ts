import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { appParameter, changelogEntry } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParity } from '../billing/parity.ts';
import { createMetrics } from '../metrics.ts';
import { withPageApi } from '../page-api.ts';
import { repoRoot } from '../paths.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { createServerApp } from '../server.ts';
import { PAGES_RENDERED_AT_START } from './public-pages.ts';
import { runnableScriptTags } from '../testing/script-tags.ts';
import { TestClient } from '../testing/test-client.ts';
import { serveBothWays } from '../testing/both-ways.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { loadWebHandler } from '../web.ts';

/** The CSP's script-src sources of an answer. */
function scriptSources(res: Response): string[] {
  const policy = res.headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

/** The sha256 CSP source of every inline script of a page, computed here on its own. */
function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\ssrc=/.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

// issue 14 item 1: signed-out pages rendered once and served from memory. Needs the web
// build (`npm run build`), as the process itself does.
describe(`public pages from the cache (${testDriver()})`, () => {
  let server: TestServer;
  let both: Awaited<ReturnType<typeof serveBothWays>>;
  let url: string;
  // The same app without the answer before Hono: kept pages through the middleware only.
  let honoUrl: string;
  let app: ReturnType<typeof createServerApp>;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({
      services: server.services,
      metrics: createMetrics(),
      web: withPageApi(web, server.services),
    });
    // As main.ts serves it (kept pages before Hono), and through Hono alone.
    both = await serveBothWays(app);
    url = both.url;
    honoUrl = both.honoUrl;
  });
  afterAll(async () => {
    await both.close();
    await server.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { headers, redirect: 'manual' });

  it('renders a signed-out page once, then answers it from memory with its ETag', async () => {
    const first = await get('/headshot-types');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const body = await first.text();
    const second = await get('/headshot-types');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // Sent gzipped when the client takes it (fetch asks for it and unpacks it).
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  // decision 061: brotli for every browser (they all send br), gzip for the rest.
  it('sends a kept page brotli-compressed to a client that takes it, the same bytes unpacked', async () => {
    // Node's http, not fetch: fetch would unpack the body.
    const raw = (base: string, acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        httpGet(`${base}/headshot-types`, { headers }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    for (const base of [url, honoUrl]) {
      const plain = await raw(base);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const browser = await raw(base, 'gzip, deflate, br, zstd');
      expect(browser.headers['x-page-cache']).toBe('hit');
      expect(browser.headers['content-encoding']).toBe('br');
      expect(Number(browser.headers['content-length'] ?? browser.body.length)).toBe(
        browser.body.length,
      );
      expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true);
      const noBrotli = await raw(base, 'br;q=0, gzip');
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(noBrotli.body).equals(plain.body)).toBe(true);
      expect(browser.body.length).toBeLessThan(noBrotli.body.length);
    }
  });

  it('sends a kept page before Hono with the headers and bytes the middleware sends', async () => {
    /** Every header but the date and the request id, in order, and the body. */
    const answer = async (base: string, path: string, headers: Record<string, string>) => {
      const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
      const sent = [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
      return {
        status: res.status,
        sent,
        body: await res.text(),
        id: res.headers.get('x-request-id'),
      };
    };
    /**
     * The answer sent before Hono. The switches and the content version are trusted for a
     * second or two: a request through Hono just before reads them again when they are due.
     */
    const beforeHono = async (path: string, headers: Record<string, string>) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        await answer(honoUrl, path, headers);
        const before = both.sentBeforeHono();
        const sent = await answer(url, path, headers);
        if (both.sentBeforeHono() === before + 1) return sent;
      }
      throw new Error(`${path} was never sent before Hono`);
    };
    const { headers } = await get('/pricing', { 'accept-language': 'de-DE,de;q=0.9' });
    const etag = headers.get('etag')!;
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-language': 'de-DE,de;q=0.9', 'x-request-id': 'caller-id-1' },
      { 'accept-language': 'de-DE,de;q=0.9', 'if-none-match': etag },
      { cookie: 'hpai_ref=visitor; preferedCurrency=gbp', 'accept-encoding': 'gzip' },
    ];
    for (const request of requests) {
      const fast = await beforeHono('/pricing', request);
      const middleware = await answer(honoUrl, '/pricing', request);
      expect(fast.status).toBe(middleware.status);
      expect(fast.sent).toEqual(middleware.sent);
      expect(fast.body).toBe(middleware.body);
      if (request['x-request-id']) expect(fast.id).toBe(request['x-request-id']);
    }
    // Not before Hono: a signed-in visitor, a page not kept, an address Hono would decode
    // (each right after a page that was, so the switches and version are at hand).
    for (const [path, request] of [
      ['/pricing', { cookie: 'better-auth.session_token=x' }],
      ['/no-such-page', {}],
      ['/pric%69ng', {}],
    ] as const) {
      await beforeHono('/pricing', {});
      const before = both.sentBeforeHono();
      await get(path, request);
      expect(both.sentBeforeHono()).toBe(before);
    }
  });

  it('answers 304 without a body when the ETag is still current', async () => {
    const { headers } = await get('/about');
    const etag = headers.get('etag')!;
    const again = await get('/about', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-type')).toBe(headers.get('content-type'));
    expect((await get('/about', { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('lets only the cached page’s own inline scripts run: hashes in the CSP, no nonce', async () => {
    await get('/de/pricing');
    const res = await get('/de/pricing');
    expect(res.headers.get('x-page-cache')).toBe('hit');
    const html = await res.text();
    const sources = scriptSources(res);
    const own = inlineScriptSources(html);
    expect(own.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", ...new Set(own)]);
    expect(sources.join(' ')).not.toContain('nonce');
    expect(html).not.toMatch(/\snonce="/);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('renders signed-in pages per request, each with its own nonce', async () => {
    const visitor = new TestClient(url);
    expect((await visitor.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const pages = [await visitor.fetch('/'), await visitor.fetch('/')];
    const nonces = pages.map((res) => {
      expect(res.headers.get('x-page-cache')).toBeNull();
      expect(res.headers.get('etag')).toBeNull();
      return /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    });
    expect(nonces[0]).toBeTruthy();
    // The same policy as a cached page's, but for the nonce in place of the hashes.
    const cached = await get('/');
    const withoutScripts = (res: Response) =>
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .filter((d) => !d.trim().startsWith('script-src'))
        .join(';');
    expect(withoutScripts(pages[0]!)).toBe(withoutScripts(cached));
    expect(nonces[1]).not.toBe(nonces[0]);
    const html = await pages[0]!.text();
    for (const tag of runnableScriptTags(html)) {
      expect(tag).toContain(`nonce="${nonces[0]}"`);
    }
  });

  it('keeps visitors of other countries and parities apart, and no visitor’s cookies', async () => {
    const euro = { 'accept-language': 'de-DE,de;q=0.9' };
    const dollar = { 'accept-language': 'en-US,en;q=0.9' };
    // A tracking cookie and a forged parity: neither changes nor enters the shared page.
    const cookies = { cookie: 'hpai_ref=visitor-secret-4711; hpai_parity=0.5.9999999999.forged' };
    const euroPage = await (await get('/pricing', { ...euro, ...cookies })).text();
    const dollarFirst = await get('/pricing', dollar);
    expect(dollarFirst.headers.get('x-page-cache')).toBe('miss');
    const dollarPage = await dollarFirst.text();
    expect(euroPage).toContain('€29');
    expect(euroPage).not.toContain('$29');
    expect(dollarPage).toContain('$29');
    expect(dollarPage).not.toContain('€29');
    for (const page of [euroPage, dollarPage]) expect(page).not.toContain('visitor-secret-4711');
    const euroAgain = await get('/pricing', euro);
    expect(euroAgain.headers.get('x-page-cache')).toBe('hit');
    expect(await euroAgain.text()).toBe(euroPage);

    // A verified parity cookie prices lower, in a page of its own.
    const parity = signParity(server.services.fileSecret, 0.5, new Date(Date.now() + 3_600_000));
    const cheaper = await get('/pricing', { ...dollar, cookie: `hpai_parity=${parity}` });
    expect(cheaper.headers.get('x-page-cache')).toBe('miss');
    const cheaperPage = await cheaper.text();
    expect(cheaperPage).not.toBe(dollarPage);
    expect(cheaperPage).toContain('$14.50');
    expect(cheaperPage).not.toContain('$29<');
    expect((await get('/pricing', dollar)).headers.get('x-page-cache')).toBe('hit');

    // The currency a visitor chose (its cookie, set by /currency without JavaScript, decision
    // 047) has pages of its own; one their country may not use is no new page.
    const chose = await get('/currency?to=gbp&back=%2Fpricing', dollar);
    expect(chose.status).toBe(303);
    expect(chose.headers.get('location')).toBe('/pricing');
    const cookie = (chose.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toBe('preferedCurrency=gbp');
    const pounds = await get('/pricing', { ...dollar, cookie });
    expect(pounds.headers.get('x-page-cache')).toBe('miss');
    const poundsPage = await pounds.text();
    expect(poundsPage).toMatch(/£\d/);
    expect(poundsPage).not.toContain('$29<');
    expect((await get('/pricing', { ...dollar, cookie })).headers.get('x-page-cache')).toBe('hit');
    const hidden = await get('/pricing', { ...dollar, cookie: 'preferedCurrency=inr' });
    expect(hidden.headers.get('x-page-cache')).toBe('hit');
    expect(await hidden.text()).toBe(dollarPage);
    // Only a page of this site to go back to.
    for (const back of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const away = await get(`/currency?to=eur&back=${encodeURIComponent(back)}`);
      expect(away.headers.get('location')).toBe('/');
    }
  });

  it('renders again once staff change what the page shows, in this process at once', async () => {
    await get('/');
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
    // Signed in at the test server's own address (its trusted origin), same process and services.
    const staff = new TestClient(server.url);
    const admin = DEMO_ACCOUNTS.find((a) => a.adminRole === 'admin')!;
    expect((await staff.signIn(admin.email, DEMO_PASSWORD)).status).toBe(200);
    const holiday = await staff.api('/admin/parameters/holidayMode', {
      method: 'PUT',
      body: JSON.stringify({ value: { enabled: true, endsAt: null } }),
    });
    expect(holiday.status).toBe(200);
    const after = await get('/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('We are on holiday.');
  });

  it('renders the changelog page again once staff publish an entry from another process', async () => {
    await get('/changelog');
    expect((await get('/changelog')).headers.get('x-page-cache')).toBe('hit');
    // Written straight to the table, as another web process does: only the table's trigger
    // moves the content version there (this process's own staff writes also expire it).
    await server.database.db.insert(changelogEntry).values({
      titleEn: 'Cache test entry',
      bodyEn: 'Shown without waiting for the page store to age.',
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get('/changelog');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Cache test entry');
  });

  it('renders again within a second when content changes from another process', async () => {
    await get('/de');
    expect((await get('/de')).headers.get('x-page-cache')).toBe('hit');
    // Written straight to the database, as another web process or a script would.
    const stats = { source: 'set', photos: 12_345_678, users: 1, trustScore: 5, reviews: 1 };
    await server.database.db
      .update(appParameter)
      .set({ value: stats })
      .where(eq(appParameter.key, 'displayedStats'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get('/de');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toMatch(/12\.345\.678/);
  });

  it('leaves static files to the file server', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(icon.headers.get('x-page-cache')).toBeNull();
  });

  it('keeps no redirect, no missing page and no data request', async () => {
    for (const [path, status] of [
      ['/app', 302],
      ['/no-such-page', 404],
      ['/pricing.data', 200],
    ] as const) {
      await get(path);
      const again = await get(path);
      expect(again.status).toBe(status);
      expect(again.headers.get('x-page-cache')).not.toBe('hit');
    }
  });

  // decision 060: a starting process renders the pages most visitors land on.
  it('renders the landing pages ahead, so their first visitors are answered from memory', async () => {
    expect(PAGES_RENDERED_AT_START).toEqual([
      '/',
      '/pricing',
      '/blog',
      '/es',
      '/es/pricing',
      '/es/blog',
      '/de',
      '/de/pricing',
      '/de/blog',
    ]);
    // A change to public content lets every kept page go: all of them are rendered again.
    await server.database.db.insert(changelogEntry).values({
      titleEn: 'Rendered ahead',
      bodyEn: 'Moves the public content version.',
    });
    server.services.publicContent.expire();
    expect(await app.warmPublicPages(PAGES_RENDERED_AT_START)).toBe(PAGES_RENDERED_AT_START.length);
    expect(await app.warmPublicPages(PAGES_RENDERED_AT_START)).toBe(0);
    for (const path of PAGES_RENDERED_AT_START) {
      for (const base of [url, honoUrl]) {
        const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-page-cache'), path).toBe('hit');
        expect(res.headers.get('content-encoding'), path).toBe('gzip');
        expect(await res.text(), path).toContain('</html>');
      }
    }
  });
});
