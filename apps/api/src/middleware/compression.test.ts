import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { COMPRESS_THRESHOLD_BYTES, compression } from './compression.ts';

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: `item-${i}`, n: i })) };

function app() {
  const app = new Hono<AppEnv>();
  app.use(compression());
  app.get('/api/small', (c) => c.json({ success: true, status: 'ok' }));
  app.get('/api/large', (c) => c.json(large));
  app.get('/page', (c) => c.html(`<p>${'page '.repeat(400)}</p>`));
  return app;
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

// decision 051: gzip for answers worth it, nothing for small JSON or a client without gzip.
describe('compression', () => {
  it('sends a small JSON answer as it is, with its length, even to a client taking gzip', async () => {
    const res = await app().request('/api/small', { headers: GZIP });
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ success: true, status: 'ok' });
  });

  it('gzips a large JSON answer for a client taking gzip, and only for it', async () => {
    const res = await app().request('/api/large', { headers: GZIP });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(large);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(large).length / 3);

    const plain = await app().request('/api/large');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it('gzips pages as before', async () => {
    const res = await app().request('/page', { headers: GZIP });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toContain('page');
  });
});
