import { HealthResponseSchema } from '@hs/contracts/health';
import { style } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../metrics.ts';
import { createServerApp } from '../server.ts';
import { HEALTH_CHECK_MAX_AGE_MS } from '../routes/health.ts';
import { serveBothWays } from '../testing/both-ways.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Decision 057 (issue 14 item 1): the catalogue's answers, the same for every caller, are
// replayed before Hono, byte for byte as the middleware chain sent them.
describe(`kept answers before Hono (${testDriver()})`, () => {
  let server: TestServer;
  let both: Awaited<ReturnType<typeof serveBothWays>>;
  let url: string;
  let honoUrl: string;

  beforeAll(async () => {
    // Held still: a check is fresh however slowly the machine runs the test (decision 051).
    server = await startTestServer({ monotonic: () => 1 });
    const app = createServerApp({ services: server.services, metrics: createMetrics() });
    both = await serveBothWays(app);
    url = both.url;
    honoUrl = both.honoUrl;
    // The process reads the content version once (an answer made before it is not kept).
    await server.services.publicContent.current();
  });
  afterAll(async () => {
    await both.close();
    await server.close();
  });

  /** Framing, not content: Hono streams a text body in chunks, a replay says its length. */
  const OWN = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding']);
  /** Status, every header but the date, the request id and the framing, and the body. */
  const answer = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return {
      status: res.status,
      headers: [...res.headers].filter(([name]) => !OWN.has(name)),
      body: await res.text(),
      id: res.headers.get('x-request-id'),
    };
  };

  it("answers health before Hono while its database check is fresh, with Hono's headers", async () => {
    // First, before any catalogue answer is kept (a replay of health needs none).
    const first = await answer(url, '/api/health'); // through Hono: a check, and its headers
    // Health reads no content version: one gone stale (nothing else asked) does not matter.
    server.services.publicContent.expire();
    const before = both.sentBeforeHono();
    const again = await answer(url, '/api/health');
    expect(both.sentBeforeHono()).toBe(before + 1);
    const hono = await answer(honoUrl, '/api/health');
    expect(again.status).toBe(200);
    expect(again.headers).toEqual(hono.headers);
    expect(again.headers).toEqual(first.headers);
    const body = HealthResponseSchema.strict().parse(JSON.parse(again.body));
    expect(body.database.checkedMsAgo).toBeLessThan(HEALTH_CHECK_MAX_AGE_MS);
    expect(Object.keys(body)).toEqual(Object.keys(JSON.parse(hono.body) as object));
  });

  it('replays a catalogue answer with the headers and bytes Hono sends', async () => {
    await server.services.publicContent.current(); // known: answers made from now are kept
    for (const [path, headers] of [
      ['/api/styles/', { 'accept-encoding': 'gzip' }],
      ['/api/styles', { 'accept-encoding': 'identity' }],
      ['/api/clothing/', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const first = await answer(url, path, headers); // through Hono, then kept
      const before = both.sentBeforeHono();
      const again = await answer(url, path, headers);
      expect(both.sentBeforeHono(), path).toBe(before + 1);
      const hono = await answer(honoUrl, path, headers);
      expect(again.status).toBe(200);
      expect(again.headers).toEqual(hono.headers);
      expect(again.headers).toEqual(first.headers);
      expect(again.body).toBe(hono.body);
      expect(again.id).toMatch(/^[\w-]{36}$/);
      expect(again.id).not.toBe(first.id);
    }
    // Gzipped and plain are kept apart: each client gets the encoding it takes.
    const plain = await fetch(`${url}/api/styles/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toMatchObject({ success: true });
  });

  it('never replays to a caller who names themselves, nor a conditional request', async () => {
    await answer(url, '/api/styles/');
    const before = both.sentBeforeHono();
    // A forged identity is refused as before: the viewer is checked on Hono's way.
    const forged = await fetch(`${url}/api/styles/`, { headers: { uid: 'u', idtoken: 'x' } });
    expect(forged.status).toBe(401);
    const key = await fetch(`${url}/api/styles/`, { headers: { authorization: 'Bearer x' } });
    expect(key.status).toBe(200); // the catalogue ignores it, through Hono all the same
    const etag = (await fetch(`${url}/api/styles/`)).headers.get('etag')!;
    const conditional = await fetch(`${url}/api/styles/`, { headers: { 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
    // Only the plain GET in between was replayed.
    expect(both.sentBeforeHono()).toBe(before + 1);
  });

  it('answers what staff changed from the next request on, never the kept one', async () => {
    await answer(url, '/api/styles/');
    const kept = await answer(url, '/api/styles/');
    const [first] = await server.services.database.db.select().from(style).limit(1);
    await server.services.database.db
      .update(style)
      .set({ name: 'Renamed by staff' })
      .where(eq(style.id, first!.id));
    // The edit moved the public content version (a trigger); this process asks at once.
    server.services.publicContent.expire();
    const after = await answer(url, '/api/styles/');
    expect(after.body).not.toBe(kept.body);
    expect(after.body).toContain('Renamed by staff');
    expect((await answer(url, '/api/styles/')).body).toContain('Renamed by staff');
  });
});
