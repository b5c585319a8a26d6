import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { bearerMatches } from './metrics.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const TOKEN = 'scrape-me-0123456789abcdef';

// issue 13: /metrics was public.
describe(`GET /metrics (${testDriver()})`, () => {
  let open: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    [open, guarded] = await Promise.all([
      startTestServer(),
      startTestServer({ metricsToken: TOKEN }),
    ]);
  });
  afterAll(() => Promise.all([open.close(), guarded.close()]));

  it('is not there without METRICS_TOKEN', async () => {
    expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
  });

  it('refuses a scraper without the token or with another one', async () => {
    const none = await fetch(`${guarded.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const text = await none.text();
    expect(text).not.toContain('process_cpu_seconds_total');
    const wrong = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers the token holder with request counts by route', async () => {
    await fetch(`${guarded.url}/api/health`);
    const res = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('the metrics token', () => {
  it('matches only the exact bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer  ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer short', TOKEN)).toBe(false);
  });

  it('must be long enough to be a secret', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN="short": must be at least 16 characters/,
    );
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
  });
});
