import type { Review } from '@hs/contracts/reviews';
import type { StaffReview } from '@hs/contracts/reviews-admin';
import { publicContentVersion, staffAudit } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient, dataOf } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// issue 19, Reviews section: staff enter, publish, hide and mark reviews as demo; the public
// list answers only published ones and says which are demo; every change is audited.
describe(`back-office reviews (${testDriver()})`, () => {
  let server: TestServer;
  let marketer: TestClient;
  let visitor: TestClient;

  const send = (client: TestClient, method: string, path: string, body: unknown) =>
    client.apiSend(method, path, body);
  const data = dataOf;
  const published = async () =>
    ((await (await visitor.api('/reviews/all')).json()) as { reviews: Review[] }).reviews;
  const audit = (targetId: string) =>
    server.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'review'), eq(staffAudit.targetId, targetId)));

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    marketer = await TestClient.signedIn(server.url, 'marketer@demo.example.com', DEMO_PASSWORD);
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const draft = {
    author: 'Ana García',
    title: 'Looks like me',
    text: 'The headshots look like me on a good day.',
    rating: 5,
    locale: 'es',
  };

  it('a review entered is hidden until published; the public list then says whether it is demo', async () => {
    const entered = await data<StaffReview>(await send(marketer, 'POST', '/admin/reviews', draft));
    expect(entered).toMatchObject({ published: false, demo: false, source: 'site', url: null });
    expect(await published()).toEqual([]);

    const [version] = await server.database.db.select().from(publicContentVersion);
    const shown = await data<StaffReview>(
      await send(marketer, 'PUT', `/admin/reviews/${entered.id}`, { ...draft, published: true }),
    );
    expect(shown.published).toBe(true);
    const [after] = await server.database.db.select().from(publicContentVersion);
    expect(after!.version).toBeGreaterThan(version!.version);
    expect(await published()).toEqual([
      expect.objectContaining({ _id: entered.id, author: 'Ana García', demo: false }),
    ]);

    await data(
      await send(marketer, 'PUT', `/admin/reviews/${entered.id}`, {
        ...draft,
        published: true,
        demo: true,
      }),
    );
    expect((await published())[0]).toMatchObject({ _id: entered.id, demo: true });

    await data(
      await send(marketer, 'PUT', `/admin/reviews/${entered.id}`, { ...draft, demo: true }),
    );
    expect(await published()).toEqual([]);

    const actions = (await audit(entered.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['review.create', 'review.hide', 'review.markDemo', 'review.publish']);
    const [hide] = (await audit(entered.id)).filter((e) => e.action === 'review.hide');
    expect(hide).toMatchObject({ actorEmail: 'marketer@demo.example.com', actorRole: 'marketer' });
    expect(hide?.before).toMatchObject({ published: true });
    expect(hide?.after).toMatchObject({ published: false });
  });

  it('filters by text, source, published and demo, and pages', async () => {
    const word = `kiwi${Date.now().toString(36)}`;
    for (const [source, isPublished, demo] of [
      ['site', true, false],
      ['site', false, true],
      ['trustpilot', true, true],
    ] as const) {
      await data(
        await send(marketer, 'POST', '/admin/reviews', {
          ...draft,
          text: `${word} ${source}`,
          source,
          published: isPublished,
          demo,
        }),
      );
    }
    type Answer = { rows: StaffReview[]; paging: { total: number; pages: number } };
    const list = async (query: string) =>
      (await (await marketer.api(`/admin/reviews?q=${word}&${query}`)).json()) as Answer;
    expect((await list('')).paging.total).toBe(3);
    expect((await list('source=trustpilot')).paging.total).toBe(1);
    expect((await list('published=no')).paging.total).toBe(1);
    expect((await list('demo=yes')).paging.total).toBe(2);
    expect((await list('demo=yes&published=yes')).rows.map((r) => r.source)).toEqual([
      'trustpilot',
    ]);
    expect((await list('pageSize=2&page=2')).paging).toMatchObject({ total: 3, pages: 2 });
  });

  it('refuses bad ratings, missing text, unsafe links and unknown fields, and 404s unknown ids', async () => {
    for (const bad of [
      { ...draft, rating: 0 },
      { ...draft, rating: 6 },
      { ...draft, rating: 4.5 },
      { ...draft, text: '   ' },
      { ...draft, author: '' },
      { ...draft, url: 'javascript:alert(1)' },
      { ...draft, url: 'https://x.example/ with space' },
      { ...draft, text: 'x'.repeat(5001) },
      { ...draft, reviewedAt: '2020-01-01' },
      { ...draft, locale: 'fr' },
    ]) {
      const res = await send(marketer, 'POST', '/admin/reviews', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await send(
      marketer,
      'PUT',
      '/admin/reviews/00000000-0000-4000-8000-000000000000',
      draft,
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { reason: string }).reason).toBe('review.unknown');
  });
});
