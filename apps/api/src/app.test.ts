import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';

describe(`API conventions (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves an OpenAPI 3.1 document listing the health route', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('/api');
    expect(Object.keys(doc.paths['/health'] ?? {})).toEqual(['get']);
  });

  it('serves the API docs page and its assets offline', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const js = await fetch(`${server.url}/api/docs/init.js`);
    expect(await js.text()).toContain('/api/openapi.json');
    const css = await fetch(`${server.url}/api/docs/assets/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      errorMessage: 'Not Found',
      code: 'NOT_FOUND',
      reason: 'http.notFound',
    });
  });

  it('answers a bad body with the validation reason and the field it is about', async () => {
    const res = await fetch(`${server.url}/api/analytics/track/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/', locale: 'fr' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'input.invalid',
      params: { field: 'locale' },
    });
  });

  it('answers with the security headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
