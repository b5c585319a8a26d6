import type { Review } from '@hs/contracts/reviews';
import { review } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe(`reviews (${testDriver()})`, () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const get = async <T>(path: string) => (await (await client.api(path)).json()) as T;

  it('starts with no reviews: nothing is invented', async () => {
    const body = await get<{ success: boolean; reviews: Review[] }>('/reviews/all');
    expect(body).toEqual({ success: true, reviews: [] });
  });

  it('answers only published reviews of each source, newest first', async () => {
    await server.database.db.insert(review).values([
      { author: 'Ana', text: 'Older', rating: 5, published: true, reviewedAt: new Date(1000) },
      { author: 'Ben', text: 'Newer', rating: 4, published: true, reviewedAt: new Date(2000) },
      { author: 'Cy', text: 'Hidden', rating: 2, published: false },
      { author: 'Di', text: 'Trust page', rating: 5, published: true, source: 'trustpilot' },
    ]);
    const all = await get<{ reviews: Review[] }>('/reviews/all');
    expect(all.reviews.map((r) => r.text)).toEqual(['Newer', 'Older']);

    const trust = await get<{ data: { reviews: Review[]; stats: { reviews: number } | null } }>(
      '/reviews/trustpilot',
    );
    expect(trust.data.reviews.map((r) => r.author)).toEqual(['Di']);
    // Issue 20 item 1: a deployment whose staff chose no stats shows none.
    expect(trust.data.stats).toBeNull();
  });

  it('refuses a rating outside 1 to 5 in the database itself', async () => {
    await expect(
      server.database.db.insert(review).values({ author: 'X', text: 'Y', rating: 6 }),
    ).rejects.toThrow();
  });
});
