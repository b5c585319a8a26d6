import { HealthResponseSchema } from '@hs/contracts/health';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

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

  it('answers 503 with an errorMessage when the database is gone', async () => {
    await server.database.close();
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
