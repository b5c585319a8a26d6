import { eq } from 'drizzle-orm';
import { supportRequest } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 35 item 12: the second message under one request key was answered success and never
// stored, so staff never saw it.
describe(`a support request key is the key of one message (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ supportLimits: { perAddressPerHour: 1000 } });
  });
  afterAll(() => server.close());

  const send = (requestId: string, message: string) =>
    new TestClient(server.url).apiPost('/support/feedback/submit', {
      name: 'Ann',
      email: 'ann@example.com',
      type: 'issue',
      message,
      requestId,
    });
  const stored = (requestId: string) =>
    server.database.db
      .select({ message: supportRequest.message })
      .from(supportRequest)
      .where(eq(supportRequest.idempotencyKey, requestId));

  it('answers a retry of the same message with the first one, and refuses another message (409)', async () => {
    const requestId = 'key-of-one-message';
    const first = await send(requestId, 'My photos look odd');
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };

    const retry = await send(requestId, 'My photos look odd');
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(id);

    const other = await send(requestId, 'And the invoice is missing');
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      reason: 'support.requestIdReused',
    });
    expect(await stored(requestId)).toEqual([{ message: 'My photos look odd' }]);

    // Under its own key, the second message is stored.
    expect((await send('key-of-the-next-message', 'And the invoice is missing')).status).toBe(200);
    expect(await stored('key-of-the-next-message')).toEqual([
      { message: 'And the invoice is missing' },
    ]);
  });
});
