import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { analyticsScroll, analyticsView, fbEvent } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AppEnv } from '../context.ts';

interface GraphCall {
  path: string;
  query: URLSearchParams;
  body: { data: Record<string, unknown>[] };
}

/** A loopback stand-in for Meta's Graph API speaking its /{pixel}/events protocol. */
async function fakeGraph(answer: { status: number }) {
  const calls: GraphCall[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push({
        path: url.pathname,
        query: url.searchParams,
        body: JSON.parse(raw) as GraphCall['body'],
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        answer.status === 200
          ? '{"events_received":1,"fbtrace_id":"x"}'
          : '{"error":{"message":"Invalid token"}}',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    calls,
    answer,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe(`analytics (${testDriver()})`, () => {
  let server: TestServer;
  let visitor: TestClient;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    visitor = new TestClient(server.url);
    graph = await fakeGraph({ status: 200 });
  });
  afterAll(async () => {
    await graph.close();
    await server.close();
  });

  it('stores a view and answers a new visitor id, then keeps the one sent back', async () => {
    const first = await visitor.post('/api/analytics/track/view', {
      path: '/pricing',
      source: 'direct',
      version: 'a',
      locale: 'en',
    });
    expect(first.status).toBe(200);
    const { uuid } = (await first.json()) as { uuid: string };
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await visitor.post('/api/analytics/track/view', { path: '/es', visitorId: uuid });
    expect(await again.json()).toEqual({ success: true, uuid });
    const rows = await server.database.db
      .select()
      .from(analyticsView)
      .where(eq(analyticsView.visitorId, uuid));
    expect(rows.map((r) => r.path).sort()).toEqual(['/es', '/pricing']);
    expect(rows.find((r) => r.path === '/pricing')).toMatchObject({
      source: 'direct',
      version: 'a',
      uid: null,
    });
  });

  it('keeps the uid of a signed-in viewer', async () => {
    const user = new TestClient(server.url);
    await user.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const res = await user.api('/analytics/track/view', {
      method: 'POST',
      body: JSON.stringify({ path: '/app' }),
    });
    const { uuid } = (await res.json()) as { uuid: string };
    const [row] = await server.database.db
      .select()
      .from(analyticsView)
      .where(eq(analyticsView.visitorId, uuid));
    expect(row?.uid).toBe(user.uid);

    // The page sends no id-token headers: the session cookie names the visitor.
    const byCookie = await user.post('/api/analytics/track/view', { path: '/pricing' });
    const cookieView = (await byCookie.json()) as { uuid: string };
    const [cookieRow] = await server.database.db
      .select()
      .from(analyticsView)
      .where(eq(analyticsView.visitorId, cookieView.uuid));
    expect(cookieRow?.uid).toBe(user.uid);
  });

  it('refuses invalid and oversized bodies', async () => {
    expect((await visitor.post('/api/analytics/track/view', { path: '' })).status).toBe(400);
    expect(
      (await visitor.post('/api/analytics/track/view', { path: '/', visitorId: 'nope' })).status,
    ).toBe(400);
    const big = await visitor.post('/api/analytics/track/view', {
      path: '/',
      referrer: 'x'.repeat(9000),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false });
    expect(
      (
        await visitor.post('/api/analytics/scroll', {
          path: '/',
          maxPercent: 101,
          maxPixels: 0,
          lastPercent: 0,
          lastPixels: 0,
          scrolled: false,
        })
      ).status,
    ).toBe(400);
  });

  it('stores scroll depth, also when sent as a beacon (text body, JSON type)', async () => {
    const depth = {
      path: '/reviews',
      maxPercent: 80,
      maxPixels: 2400,
      lastPercent: 40,
      lastPixels: 1200,
      scrolled: true,
    };
    const res = await visitor.fetch('/api/analytics/scroll', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify(depth)], { type: 'application/json' }),
    });
    expect(res.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(analyticsScroll)
      .where(eq(analyticsScroll.path, '/reviews'));
    expect(row).toMatchObject(depth);
  });

  it('stores a Meta event without forwarding it when Meta is not configured', async () => {
    const res = await visitor.post('/api/t/fb/event', {
      eventName: 'ViewContent',
      cookies: { _fbp: 'fb.1.1.123', _fbc: 'fb.1.1.abc' },
      customData: { value: 29, currency: 'USD' },
      currentUrl: 'http://localhost/pricing',
      uid: 'someone-else',
    });
    const body = (await res.json()) as { id: string; forwarded: boolean };
    expect(body).toMatchObject({ success: true, forwarded: false });
    const [row] = await server.database.db.select().from(fbEvent).where(eq(fbEvent.id, body.id));
    expect(row).toMatchObject({ eventName: 'ViewContent', status: 'stored', uid: null });
    expect(row?.cookies).toEqual({ _fbp: 'fb.1.1.123', _fbc: 'fb.1.1.abc' });
    expect(graph.calls).toHaveLength(0);
  });

  it("forwards to Meta's Conversions API when configured, and records a refusal", async () => {
    server.services.config.analytics = {
      meta: { pixelId: 'PIXEL1', accessToken: 'TOKEN1', graphUrl: graph.url },
    };
    try {
      const res = await visitor.post('/api/t/fb/event', {
        eventName: 'Lead',
        eventId: 'evt-1',
        cookies: { _fbc: 'fb.1.1.click' },
        customData: { content_name: 'pricing' },
        currentUrl: 'http://localhost/pricing',
      });
      expect(await res.json()).toMatchObject({ success: true, forwarded: true });
      expect(graph.calls).toHaveLength(1);
      const call = graph.calls[0]!;
      expect(call.path).toBe('/v21.0/PIXEL1/events');
      expect(call.query.get('access_token')).toBe('TOKEN1');
      expect(call.body.data[0]).toMatchObject({
        event_name: 'Lead',
        event_id: 'evt-1',
        action_source: 'website',
        event_source_url: 'http://localhost/pricing',
        user_data: { fbc: 'fb.1.1.click' },
        custom_data: { content_name: 'pricing' },
      });

      graph.answer.status = 400;
      const refused = (await (
        await visitor.post('/api/t/fb/event', { eventName: 'Lead' })
      ).json()) as { id: string; forwarded: boolean };
      expect(refused.forwarded).toBe(false);
      const [row] = await server.database.db
        .select()
        .from(fbEvent)
        .where(eq(fbEvent.id, refused.id));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row?.error).toContain('400');
    } finally {
      server.services.config.analytics = undefined;
    }
  });

  it('refuses bad event names', async () => {
    expect((await visitor.post('/api/t/fb/event', { eventName: '<script>' })).status).toBe(400);
    expect((await visitor.post('/api/t/fb/event', {})).status).toBe(400);
  });
});

describe('analytics rate limit', () => {
  it('answers 429 past the per-minute limit of one address, and not for another', async () => {
    const { Hono } = await import('hono');
    const { AppError } = await import('../errors.ts');
    const { rateLimit } = await import('./analytics.ts');
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clientIp', c.req.header('x-ip') ?? '');
      await next();
    });
    app.use('*', rateLimit(3));
    app.post('/', (c) => c.json({ success: true }));
    app.onError((err, c) =>
      err instanceof AppError ? c.json(err.toBody(), err.status) : c.text('x', 500),
    );
    const call = (ip: string) => app.request('/', { method: 'POST', headers: { 'x-ip': ip } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('1.1.1.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await call('2.2.2.2')).status).toBe(200);
  });
});
