import { join } from 'node:path';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { withPageApi } from './page-api.ts';
import { repoRoot } from './paths.ts';
import { createServerApp } from './server.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { loadWebHandler } from './web.ts';

// spec 001 section 2 (Other): the public /api page, while /api/... stays the JSON API.
// Needs the web build (`node scripts/build.mjs`), as the process itself does.
describe(`the /api page next to the JSON API (${testDriver()})`, () => {
  let server: TestServer;
  let app: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    server = await startTestServer();
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({
      services: server.services,
      metrics: createMetrics(),
      web: withPageApi(web, server.services),
    });
  });
  afterAll(() => server.close());

  it.each([
    ['/api', 'API for organizations'],
    ['/es/api', 'API para organizaciones'],
    ['/de/api', 'API für Organisationen'],
  ])('%s renders the page', async (path, title) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('href="/api/docs"');
  });

  it('keeps everything under /api/ as JSON', async () => {
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/application\/json/);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const unknown = await app.request('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });
  });

  it('only renders the page for reading it', async () => {
    const res = await app.request('/api', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('has no page in white-label mode', async () => {
    await server.services.parameters.set('whiteLabelMode', { enabled: true });
    try {
      const res = await app.request('/api');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    } finally {
      await server.services.parameters.set('whiteLabelMode', { enabled: false });
    }
  });

  it('answers JSON at /api when the server has no web app', async () => {
    const res = await fetch(`${server.url}/api`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
