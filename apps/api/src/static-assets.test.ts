import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { repoRoot } from './paths.ts';
import { createServerApp } from './server.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { loadWebHandler } from './web.ts';

// Decision 061: the build leaves brotli and gzip copies beside each text asset, and the
// server sends the one the browser takes. Needs the web build (`npm run build`).
describe(`web assets (${testDriver()})`, () => {
  const assets = join(repoRoot(), 'apps', 'web', 'build', 'client', 'assets');
  let server: TestServer;
  let app: ReturnType<typeof createServerApp>;
  /** The largest script: the one compression matters most for. */
  let script: string;

  beforeAll(async () => {
    server = await startTestServer();
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({ services: server.services, metrics: createMetrics(), web });
    script = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0]!;
  });
  afterAll(() => server.close());

  const get = async (path: string, acceptEncoding?: string) => {
    const res = await app.request(path, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('sends the brotli copy to a browser that takes it, the same script unpacked', async () => {
    const original = readFileSync(join(assets, script));
    const { res, body } = await get(`/assets/${script}`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(body).equals(original)).toBe(true);
  });

  it('sends gzip to a client that refuses brotli, and the file itself to one that takes neither', async () => {
    const original = readFileSync(join(assets, script));
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const { res, body } = await get(`/assets/${script}`, accept);
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(body).equals(original), accept).toBe(true);
    }
    const { res, body } = await get(`/assets/${script}`);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.equals(original)).toBe(true);
  });
});
