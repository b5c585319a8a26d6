import { HealthResponseSchema } from '@hs/contracts/health';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HEALTH_CHECK_MAX_AGE_MS } from './health.ts';

describe(`GET /api/health (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok with the database driver', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/\S+/);
    const body = HealthResponseSchema.parse(await res.json());
    expect(body.database.driver).toBe(testDriver());
  });

  // decision 051: checks that arrive together share one round trip (the clock is in the unit
  // test below; this proves the route uses the shared check).
  it('answers many checks at once with fewer database round trips than checks', async () => {
    const database = server.database;
    const ping = database.ping.bind(database);
    let pings = 0;
    database.ping = () => {
      pings++;
      return ping();
    };
    try {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.url}/api/health`)),
      );
      for (const res of batch) {
        expect(res.status).toBe(200);
        HealthResponseSchema.parse(await res.json());
      }
      expect(pings).toBeLessThan(batch.length);
    } finally {
      database.ping = ping;
    }
  });

  it('answers 503 with an errorMessage once the database is gone', async () => {
    await server.database.close();
    // Every request reads the runtime switches first; when their 2 s cache ran out (a slow
    // machine) that read failed and made this a 500. Here it has run out by design.
    server.services.parameters.invalidate();
    // A check made before the close answers for at most HEALTH_CHECK_MAX_AGE_MS.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_MAX_AGE_MS));
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      errorMessage: 'The database does not answer.',
      code: 'UNAVAILABLE',
      reason: 'health.databaseDown',
    });
  });
});
