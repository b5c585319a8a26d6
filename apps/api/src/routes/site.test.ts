import { eq } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary, SiteFrame } from '@hs/contracts/site';
import { ParameterValueSchemas } from '@hs/contracts/parameters';
import {
  appParameter,
  appUser,
  authUser,
  blogPost,
  checkoutOrder,
  headshot,
  model,
  review,
} from '@hs/db/schema';
import { seed } from '@hs/db/seed';
import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe(`public site: stats and blog (${testDriver()})`, () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = new TestClient(server.url);
    // A draft (spec 001 section 3: the default status) that must never be served.
    await server.database.db.insert(blogPost).values({
      key: 'unfinished',
      locale: 'en',
      slug: 'unfinished-thoughts',
      title: 'Unfinished',
    });
  });
  afterAll(() => server.close());

  const json = async <T>(path: string) => {
    const res = await client.api(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  it('shows no stats on a deployment whose staff chose none (issue 20 item 1)', async () => {
    const { status, body } = await json<{ success: true; data: SiteFrame }>('/site');
    expect(status).toBe(200);
    expect(body.data.stats).toBeNull();
    expect(body.data.brandName).toBe('Headshot Studio');
    expect(body.data.helpdeskUrl).toBe('/contact');
    expect(body.data.publicUrl).toBe(server.url);
  });

  it('seeds the spec figures (001 section 9) for the demo only, never over a choice', async () => {
    const fresh = await createTestDatabase();
    try {
      await seed(fresh.db, { demo: true });
      // Seeding again (a restart without the demo) keeps what is there.
      await seed(fresh.db);
      const [row] = await fresh.db
        .select()
        .from(appParameter)
        .where(eq(appParameter.key, 'displayedStats'));
      expect(row?.value).toEqual({
        source: 'set',
        photos: 17_943_292,
        users: 102_207,
        trustScore: 4.7,
        reviews: 1521,
      });
    } finally {
      await fresh.close();
    }
  });

  it('shows the figures staff set, and seeding again does not overwrite them', async () => {
    const set = { source: 'set' as const, photos: 1200, users: 340, trustScore: 4.6, reviews: 25 };
    await server.services.parameters.set('displayedStats', set);
    await seed(server.database.db);
    const { body } = await json<{ data: SiteFrame }>('/site');
    expect(body.data.stats).toEqual({ photos: 1200, users: 340, trustScore: 4.6, reviews: 25 });
  });

  it('counts from the database: paying people, delivered photos, published reviews', async () => {
    const { db } = server.database;
    const people = ['count-a', 'count-b', 'count-c'];
    for (const uid of people) {
      await db.insert(authUser).values({ id: uid, name: uid, email: `${uid}@stats.test` });
      await db.insert(appUser).values({ uid, email: `${uid}@stats.test` });
    }
    const order = (uid: string, status: 'paid' | 'pending') => ({
      uid,
      provider: 'test' as const,
      currency: 'usd',
      amountSubtotal: 2900,
      amountTotal: 2900,
      status,
    });
    // Two orders of one person count once; a pending order is no customer.
    await db
      .insert(checkoutOrder)
      .values([order('count-a', 'paid'), order('count-a', 'paid'), order('count-b', 'paid')]);
    await db.insert(checkoutOrder).values(order('count-c', 'pending'));
    await db.insert(model).values({ id: 'count-model', uid: 'count-a', status: 'ready' });
    const shot = (variant: number, status: 'active' | 'hidden') => ({
      modelId: 'count-model',
      style: 's',
      variant,
      position: variant + 1,
      path: `p-${variant}`,
      thumbPath: `t-${variant}`,
      width: 10,
      height: 10,
      status,
    });
    await db.insert(headshot).values([shot(0, 'active'), shot(1, 'active'), shot(2, 'hidden')]);
    await db.insert(review).values([
      { author: 'A', text: 'Good', rating: 5, published: true },
      { author: 'B', text: 'Fine', rating: 4, published: true },
      { author: 'C', text: 'Unpublished', rating: 1, published: false },
    ]);
    const counted = { source: 'counted' as const, photos: 9, users: 9, trustScore: 1, reviews: 9 };
    await server.services.parameters.set('displayedStats', counted);
    const { body } = await json<{ data: SiteFrame }>('/site');
    expect(body.data.stats).toEqual({ photos: 2, users: 2, trustScore: 4.5, reviews: 2 });
    const trust = await json<{ data: { stats: SiteFrame['stats'] } }>('/reviews/trustpilot');
    expect(trust.body.data.stats).toEqual(body.data.stats);
  });

  it('refuses stats that do not fit: a trust score over 5, negative counts', async () => {
    for (const value of [
      { source: 'set', photos: 1, users: 1, trustScore: 5.1, reviews: 1 },
      { source: 'set', photos: -1, users: 1, trustScore: 4, reviews: 1 },
      { source: 'invented', photos: 1, users: 1, trustScore: 4, reviews: 1 },
    ]) {
      expect(ParameterValueSchemas.displayedStats.safeParse(value).success).toBe(false);
    }
  });

  it('lists the three published posts of each language, newest first, without drafts', async () => {
    for (const locale of ['en', 'es', 'de'] as const) {
      const { body } = await json<{ data: { posts: BlogPostSummary[] } }>(
        `/blog/posts?locale=${locale}`,
      );
      expect(body.data.posts.map((p) => p.key)).toEqual([
        'identity-check',
        'team-headshots',
        'selfie-tips',
      ]);
      expect(body.data.posts.every((p) => p.locale === locale && p.category === 'blog')).toBe(true);
    }
    const es = await json<{ data: { posts: BlogPostSummary[] } }>('/blog/posts?locale=es');
    expect(es.body.data.posts[0]?.title).toBe('Por qué tus retratos se parecen a ti');
  });

  it('answers one post with its translations, by the slug of its own language', async () => {
    const { status, body } = await json<{ data: { post: BlogPost } }>(
      '/blog/posts/team-portraets-ohne-fototermin?locale=de',
    );
    expect(status).toBe(200);
    expect(body.data.post.title).toMatch(/ohne Fototermin/);
    expect(body.data.post.html).toContain('<h2>Mengenrabatt');
    expect(body.data.post.translations).toEqual(
      expect.arrayContaining([
        { locale: 'en', slug: 'team-headshots-without-a-photo-day' },
        { locale: 'es', slug: 'retratos-de-equipo-sin-sesion-de-fotos' },
        { locale: 'de', slug: 'team-portraets-ohne-fototermin' },
      ]),
    );
  });

  it('answers 404 for a draft, an unknown slug, and a slug of another language', async () => {
    for (const path of [
      '/blog/posts/unfinished-thoughts',
      '/blog/posts/no-such-post',
      '/blog/posts/team-portraets-ohne-fototermin?locale=en',
    ]) {
      const { status, body } = await json<{ success: boolean; errorMessage: string }>(path);
      expect(status, path).toBe(404);
      expect(body.success).toBe(false);
    }
  });

  it('refuses an unknown language', async () => {
    const { status } = await json('/blog/posts?locale=fr');
    expect(status).toBe(400);
  });
});
