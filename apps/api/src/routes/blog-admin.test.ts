import sharp from 'sharp';
import type { StaffBlogPost } from '@hs/contracts/blog-admin';
import type { BlogPost, BlogPostSummary } from '@hs/contracts/site';
import { publicContentVersion, staffAudit } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { BLOG_THUMBNAILS, BLOG_THUMBNAIL_MAX_BYTES } from '@hs/domain/content-admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKey } from '../blog/thumbnails.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient, dataOf } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// issue 19, Blog section: drafts by default, the spec's slug rules per language, three
// languages tied by a key, publishing that reaches the public list and moves the content
// version, sanitized HTML, bounded and re-encoded thumbnails, every change audited.
describe(`back-office blog (${testDriver()})`, () => {
  let server: TestServer;
  let marketer: TestClient;
  let support: TestClient;
  let visitor: TestClient;
  let n = 0;
  const unique = (word: string) => `${word}-${++n}-${Date.now().toString(36)}`;

  const signedIn = (email: string) => TestClient.signedIn(server.url, email, DEMO_PASSWORD);
  const send = (client: TestClient, method: string, path: string, body: unknown) =>
    client.apiSend(method, path, body);
  const data = dataOf;
  const refusal = async (res: Response) => ({
    status: res.status,
    reason: ((await res.json()) as { reason?: string }).reason,
  });
  const create = (client: TestClient, body: Record<string, unknown>) =>
    send(client, 'POST', '/admin/blog/posts', body);
  const publicList = async (locale: string) =>
    (
      (await (await visitor.api(`/blog/posts?locale=${locale}`)).json()) as {
        data: { posts: BlogPostSummary[] };
      }
    ).data.posts;
  const contentVersion = async () => {
    const [row] = await server.database.db.select().from(publicContentVersion);
    return row!.version;
  };
  const audit = (action: string, targetId: string) =>
    server.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, targetId)));

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    marketer = await signedIn('marketer@demo.example.com');
    support = await signedIn('support@demo.example.com');
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('a new post is a draft the public cannot see; publishing shows it and moves the content version', async () => {
    const slug = unique('camera-shy');
    const post = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Camera shy?', slug, content: 'Hello' }),
    );
    expect(post).toMatchObject({ status: 'draft', category: 'blog', publishedAt: null, slug });
    expect((await publicList('en')).map((p) => p.slug)).not.toContain(slug);
    expect((await visitor.api(`/blog/posts/${slug}?locale=en`)).status).toBe(404);
    const [created] = await audit('blog.create', post.id);
    expect(created).toMatchObject({ actorEmail: 'marketer@demo.example.com', before: null });

    const version = await contentVersion();
    const published = await data<StaffBlogPost>(
      await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'published' }),
    );
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(await contentVersion()).toBeGreaterThan(version);
    expect((await publicList('en')).map((p) => p.slug)).toContain(slug);
    expect((await visitor.api(`/blog/posts/${slug}?locale=en`)).status).toBe(200);
    const [entry] = await audit('blog.publish', post.id);
    expect(entry?.before).toMatchObject({ status: 'draft' });
    expect(entry?.after).toMatchObject({ status: 'published' });

    // Taken back, it is gone for the public; published again, it keeps its first date.
    await data(
      await send(support, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'draft' }),
    );
    expect((await visitor.api(`/blog/posts/${slug}?locale=en`)).status).toBe(404);
    expect((await publicList('en')).map((p) => p.slug)).not.toContain(slug);
    const again = await data<StaffBlogPost>(
      await send(support, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'published' }),
    );
    expect(again.publishedAt).toBe(published.publishedAt);
    expect(await audit('blog.unpublish', post.id)).toHaveLength(1);
  });

  it('ties three languages by the key; each language has its own slug, and a language only once', async () => {
    const en = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Team day', slug: unique('team-day') }),
    );
    const es = await data<StaffBlogPost>(
      await create(marketer, { locale: 'es', key: en.key, title: 'Día del equipo' }),
    );
    const de = await data<StaffBlogPost>(
      await create(marketer, { locale: 'de', key: en.key, title: 'Teamtag für Straße' }),
    );
    // An empty slug is made from the title by the spec's rules (spec 000 section 5).
    expect(es.slug).toBe('dia-del-equipo');
    expect(de.slug).toBe('teamtag-fur-strasse');
    const again = await create(marketer, { locale: 'es', key: en.key, title: 'Otra' });
    expect(await refusal(again)).toEqual({ status: 409, reason: 'blog.translationExists' });
    const orphan = await create(marketer, { locale: 'es', key: 'no-such-post', title: 'x' });
    expect(await refusal(orphan)).toEqual({ status: 404, reason: 'blog.unknown' });

    const languages = await data<StaffBlogPost[]>(
      await marketer.api(`/admin/blog/translations/${en.key}`),
    );
    expect(languages.map((p) => p.locale)).toEqual(['en', 'es', 'de']);
    for (const post of languages) {
      await data(
        await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'published' }),
      );
    }
    const { body } = await (async () => {
      const res = await visitor.api(`/blog/posts/${de.slug}?locale=de`);
      return { body: (await res.json()) as { data: { post: BlogPost } } };
    })();
    expect(body.data.post.translations).toEqual(
      expect.arrayContaining([
        { locale: 'en', slug: en.slug },
        { locale: 'es', slug: 'dia-del-equipo' },
        { locale: 'de', slug: 'teamtag-fur-strasse' },
      ]),
    );
  });

  it('keeps slugs unique per language with a clear 409, and refuses slugs and categories out of form', async () => {
    const slug = unique('one-slug');
    const first = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'First', slug }),
    );
    const taken = await create(marketer, { locale: 'en', title: 'Second', slug });
    expect(taken.status).toBe(409);
    const body = (await taken.json()) as { reason: string; errorMessage: string };
    expect(body.reason).toBe('blog.slugTaken');
    expect(body.errorMessage).toBe(
      `Another post in English already has the slug ${slug}. Choose another slug.`,
    );
    // The same slug in another language is another address: allowed.
    await data(await create(marketer, { locale: 'de', title: 'Erste', slug }));
    // An edit onto a taken slug is refused too, and changes nothing.
    const other = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Other', slug: unique('other') }),
    );
    const edit = await send(marketer, 'PUT', `/admin/blog/posts/${other.id}`, {
      title: 'Other',
      slug,
    });
    expect(await refusal(edit)).toEqual({ status: 409, reason: 'blog.slugTaken' });
    expect(await audit('blog.update', other.id)).toHaveLength(0);

    for (const [bad, reason] of [
      [{ title: 'x', slug: 'Has Capitals' }, 'blog.slugInvalid'],
      [{ title: 'x', slug: '../etc/passwd' }, 'blog.slugInvalid'],
      [{ title: 'x', slug: '-edge-' }, 'blog.slugInvalid'],
      [{ title: '!!!' }, 'blog.slugEmpty'],
      [{ title: 'x', slug: unique('ok'), category: 'Not A Slug' }, 'blog.categoryInvalid'],
      [{ title: '   ', slug: unique('ok') }, 'input.invalid'],
      [{ title: 'x', slug: unique('ok'), status: 'published' }, 'input.invalid'],
      [{ title: 'x'.repeat(201) }, 'input.invalid'],
    ] as const) {
      const res = await create(marketer, { locale: 'en', ...bad });
      expect(await refusal(res), JSON.stringify(bad)).toEqual({ status: 400, reason });
    }
    expect(first.status).toBe('draft');
  });

  it('one slug sent 10 times at once makes one post and nine clear refusals', async () => {
    const slug = unique('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(marketer, { locale: 'es', title: `Carrera ${i}`, slug }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
  });

  it('never lets a script or an event handler of the markdown reach the page or the preview', async () => {
    const content = [
      '## Safe heading',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3)) and [fine](https://example.com)',
      '<a href="#" onclick="alert(4)">x</a> <iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(5))">styled</p>',
    ].join('\n\n');
    const slug = unique('xss');
    const post = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'XSS', slug, content }),
    );
    await data(
      await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'published' }),
    );
    const res = await visitor.api(`/blog/posts/${slug}?locale=en`);
    const { html } = ((await res.json()) as { data: { post: BlogPost } }).data.post;
    const preview = await data<{ html: string }>(
      await send(marketer, 'POST', '/admin/blog/preview', { content }),
    );
    for (const shown of [html, preview.html]) {
      expect(shown).toContain('<h2>Safe heading</h2>');
      expect(shown).toContain('href="https://example.com"');
      expect(shown).not.toMatch(/<script|<iframe|<img|onerror|onclick|javascript:|style=/i);
    }
    expect(preview.html).toBe(html);
  });

  it('lists with search, language, status and category filters and pages', async () => {
    const word = unique('zebra');
    for (const [locale, category] of [
      ['en', 'guides'],
      ['es', 'guides'],
      ['de', 'news'],
    ] as const) {
      await data(
        await create(marketer, { locale, title: `The ${word} ${locale}`, category, slug: '' }),
      );
    }
    type Answer = {
      rows: StaffBlogPost[];
      paging: { total: number; pages: number };
      categories: string[];
    };
    const list = async (query: string) =>
      (await (await marketer.api(`/admin/blog/posts?q=${word}&${query}`)).json()) as Answer;
    expect((await list('')).paging.total).toBe(3);
    expect((await list('locale=es')).rows.map((r) => r.locale)).toEqual(['es']);
    expect((await list('category=guides')).paging.total).toBe(2);
    expect((await list('status=published')).paging.total).toBe(0);
    const paged = await list('pageSize=2&page=2&sort=title&order=asc');
    expect(paged.paging).toMatchObject({ total: 3, pages: 2 });
    expect(paged.rows.map((r) => r.locale)).toEqual(['es']);
    expect((await list('')).categories).toEqual(expect.arrayContaining(['blog', 'guides', 'news']));
    // LIKE wildcards are matched literally.
    const all = (await (await marketer.api('/admin/blog/posts?q=%25')).json()) as Answer;
    expect(all.paging.total).toBe(0);
  });

  it('stores thumbnails re-encoded at their size, serves them to Blog staff, and removes replaced ones', async () => {
    const post = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Pictures', slug: unique('pictures') }),
    );
    const upload = (size: string, bytes: Buffer | Uint8Array, name = 'photo.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return marketer.api(`/admin/blog/posts/${post.id}/thumbnails/${size}`, {
        method: 'PUT',
        body: form,
      });
    };
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#0a7' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const large = await data<StaffBlogPost>(await upload('large', png));
    const url = large.thumbnail.large!;
    expect(url).toMatch(/^\/api\/blog\/thumbnails\/[0-9a-f-]{36}-large-[0-9a-f]{16}\.webp$/);
    // The editor's <img>: the session cookie, no uid and idToken headers.
    const served = await marketer.fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', ...BLOG_THUMBNAILS.large });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-camera')).toBe(false);
    const [entry] = await audit('blog.thumbnail.set', post.id);
    expect(entry?.after).toMatchObject({ thumbnailLarge: url });

    // A new picture replaces the old one, whose file goes.
    const other = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#f00' },
    })
      .jpeg()
      .toBuffer();
    const replaced = await data<StaffBlogPost>(await upload('large', other, 'x.jpg'));
    expect(replaced.thumbnail.large).not.toBe(url);
    expect(await server.services.storage.get(thumbnailKey(url.split('/').pop()!))).toBeNull();
    expect((await marketer.fetch(url)).status).toBe(404);
    expect((await marketer.fetch(replaced.thumbnail.large!)).status).toBe(200);

    const removed = await data<StaffBlogPost>(
      await marketer.api(`/admin/blog/posts/${post.id}/thumbnails/large`, { method: 'DELETE' }),
    );
    expect(removed.thumbnail.large).toBeNull();
    expect((await marketer.fetch(replaced.thumbnail.large!)).status).toBe(404);
  });

  it("serves a draft's thumbnail to Blog staff alone, and a published one to everyone", async () => {
    const post = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Unannounced', slug: unique('secret') }),
    );
    const form = new FormData();
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#33c' },
    })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'p.png');
    const saved = await data<StaffBlogPost>(
      await marketer.api(`/admin/blog/posts/${post.id}/thumbnails/small`, {
        method: 'PUT',
        body: form,
      }),
    );
    const url = saved.thumbnail.small!;
    const person = await signedIn('user@demo.example.com');
    const status = async (res: Response) => {
      await res.arrayBuffer();
      return res.status;
    };

    // Draft: 404 signed out, to a person (cookie or headers), to a forged cookie.
    expect(await status(await fetch(`${server.url}${url}`))).toBe(404);
    expect(await status(await person.fetch(url))).toBe(404);
    expect(await status(await person.api(url.replace(/^\/api/, '')))).toBe(404);
    expect(
      await status(
        await fetch(`${server.url}${url}`, {
          headers: { cookie: 'better-auth.session_token=forged.value' },
        }),
      ),
    ).toBe(404);
    // Staff see it, by cookie (an <img>) or headers, never kept by a cache.
    for (const res of [
      await marketer.fetch(url),
      await support.fetch(url),
      await marketer.api(url.replace(/^\/api/, '')),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      await res.arrayBuffer();
    }

    await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'published' });
    for (const client of [visitor, person, marketer]) {
      const res = await client.fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    }
    // Taken back to a draft, it is staff's again.
    await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/status`, { status: 'draft' });
    expect(await status(await visitor.fetch(url))).toBe(404);
    expect(await status(await marketer.fetch(url))).toBe(200);
  });

  it('refuses thumbnails that are not images, too large, too many pixels, or sent as JSON, storing nothing', async () => {
    const post = await data<StaffBlogPost>(
      await create(marketer, { locale: 'en', title: 'Bad pictures', slug: unique('bad') }),
    );
    const upload = (bytes: Uint8Array, name = 'x.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return marketer.api(`/admin/blog/posts/${post.id}/thumbnails/small`, {
        method: 'PUT',
        body: form,
      });
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await refusal(await upload(svg, 'x.svg'))).toEqual({
      status: 400,
      reason: 'photo.unsupportedFormat',
    });
    // A PNG whose header claims 20000 x 20000 pixels: refused by its header, not decoded.
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    expect((await refusal(await upload(header))).status).toBe(400);
    const huge = new Uint8Array(BLOG_THUMBNAIL_MAX_BYTES + 1);
    expect((await upload(huge)).status).toBe(413);
    const json = await send(marketer, 'PUT', `/admin/blog/posts/${post.id}/thumbnails/small`, {});
    expect(await refusal(json)).toEqual({ status: 415, reason: 'http.unsupportedMediaType' });
    const noFile = new FormData();
    noFile.append('other', 'x');
    const missing = await marketer.api(`/admin/blog/posts/${post.id}/thumbnails/small`, {
      method: 'PUT',
      body: noFile,
    });
    expect(await refusal(missing)).toEqual({ status: 400, reason: 'input.invalid' });
    const good = new FormData();
    good.append('file', new Blob([new Uint8Array(header)]), 'x.png');
    const unknown = await marketer.api(
      '/admin/blog/posts/00000000-0000-4000-8000-000000000000/thumbnails/small',
      { method: 'PUT', body: good },
    );
    expect(await refusal(unknown)).toEqual({ status: 404, reason: 'blog.unknown' });
    const stored = await server.services.storage.list('blog/');
    expect(stored.filter((key) => key.includes(post.id))).toEqual([]);
  });
});
