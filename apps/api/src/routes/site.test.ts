import { eq } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary, SiteFrame } from '@hs/contracts/site';
import { blogPost, siteStats } from '@hs/db/schema';
import { seed } from '@hs/db/seed';
import { testDriver } from '@hs/db/testing/test-database';
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

  it('serves the seeded stats of spec 001 section 9 with the default settings', async () => {
    const { status, body } = await json<{ success: true; data: SiteFrame }>('/site');
    expect(status).toBe(200);
    expect(body.data.stats).toEqual({
      photos: 17_943_292,
      users: 102_207,
      trustScore: 4.7,
      reviews: 1521,
    });
    expect(body.data.brandName).toBe('Headshot Studio');
    expect(body.data.helpdeskUrl).toBe('/contact');
    expect(body.data.publicUrl).toBe(server.url);
  });

  it('shows changed stats, and seeding again does not overwrite them', async () => {
    const { db } = server.database;
    await db.update(siteStats).set({ users: 200_000 }).where(eq(siteStats.id, 'site'));
    await seed(db);
    const { body } = await json<{ data: SiteFrame }>('/site');
    expect(body.data.stats?.users).toBe(200_000);
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
    expect(body.data.post.content).toContain('## Mengenrabatt');
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
