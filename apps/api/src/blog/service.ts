import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BlogAdminListQuerySchema,
  BlogPostDraftSchema,
  NewBlogPostSchema,
  StaffBlogPost,
} from '@hs/contracts/blog-admin';
import type { BlogPostSummary } from '@hs/contracts/site';
import type { Database } from '@hs/db/database';
import { blogPost } from '@hs/db/schema';
import {
  BLOG_CATEGORY_MAX,
  BLOG_SLUG_MAX,
  blogCategory,
  blogSlug,
  type BlogThumbnailSize,
} from '@hs/domain/content-admin';
import { LOCALE_NAMES, type Locale } from '@hs/domain/locale';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { cachedSafeHtml } from '../changelog/markdown.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';
import { uniqueViolation } from '../unique-violation.ts';

// The back office's Blog section (issue 19). Every write moves the public content version
// (blog_post's trigger, decision 024), so cached /blog pages show it on the next read.

type Draft = z.output<typeof BlogPostDraftSchema>;
type NewPost = z.output<typeof NewBlogPostSchema>;
type PostRow = typeof blogPost.$inferSelect;

/** A post as the public blog lists it. */
export const postSummary = (row: PostRow): BlogPostSummary => ({
  key: row.key,
  locale: row.locale,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category,
  thumbnail: { small: row.thumbnailSmall, large: row.thumbnailLarge },
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

export const staffPostView = (row: PostRow): StaffBlogPost => ({
  ...postSummary(row),
  id: row.id,
  status: row.status,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

const ORDER = {
  updatedAt: blogPost.updatedAt,
  publishedAt: blogPost.publishedAt,
  title: blogPost.title,
} as const;

export async function listPosts(db: Database, q: z.infer<typeof BlogAdminListQuerySchema>) {
  const filters: SQL[] = [];
  if (q.q) {
    const like = containsLike(q.q);
    filters.push(or(ilike(blogPost.title, like), ilike(blogPost.slug, like)) as SQL);
  }
  if (q.locale) filters.push(eq(blogPost.locale, q.locale));
  if (q.status) filters.push(eq(blogPost.status, q.status));
  if (q.category) filters.push(eq(blogPost.category, q.category));
  const where = filters.length ? and(...filters) : undefined;
  const by = q.order === 'asc' ? asc : desc;
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(blogPost)
      .where(where)
      .orderBy(by(ORDER[q.sort]), by(blogPost.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(blogPost).where(where),
    db
      .selectDistinct({ category: blogPost.category })
      .from(blogPost)
      .orderBy(asc(blogPost.category)),
  ]);
  return {
    rows: rows.map(staffPostView),
    paging: pageMeta(total?.n ?? 0, q.page, q.pageSize),
    categories: categories.map((c) => c.category),
  };
}

/** Every language of one post, en, es, de. */
export async function postLanguages(db: Database, key: string): Promise<StaffBlogPost[]> {
  const rows = await db.select().from(blogPost).where(eq(blogPost.key, key));
  if (rows.length === 0) throw new AppError('blog.unknown');
  const order: Locale[] = ['en', 'es', 'de'];
  return rows.sort((a, b) => order.indexOf(a.locale) - order.indexOf(b.locale)).map(staffPostView);
}

/** Whether the post that shows this stored thumbnail is published; null when none shows it. */
export async function thumbnailPublished(db: Database, url: string): Promise<boolean | null> {
  const rows = await db
    .select({ status: blogPost.status })
    .from(blogPost)
    .where(or(eq(blogPost.thumbnailSmall, url), eq(blogPost.thumbnailLarge, url)));
  if (rows.length === 0) return null;
  return rows.some((r) => r.status === 'published');
}

export async function postExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.id, id));
  return Boolean(row);
}

/** The columns a draft sets, its slug and category checked by the spec's slug rules. */
function columnsOf(draft: Draft) {
  const slug = blogSlug(draft.slug, draft.title);
  if ('problem' in slug) {
    if (slug.problem === 'empty') throw new AppError('blog.slugEmpty');
    throw new AppError('blog.slugInvalid', { max: BLOG_SLUG_MAX });
  }
  const category = blogCategory(draft.category);
  if ('problem' in category) throw new AppError('blog.categoryInvalid', { max: BLOG_CATEGORY_MAX });
  return {
    title: draft.title.trim(),
    slug: slug.slug,
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    category: category.category,
  };
}

/** A unique constraint of blog_post broken by a write, as the refusal staff can act on. */
function refusalOf(error: unknown, locale: Locale, slug: string): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  if (constraint === 'blog_post_locale_key') {
    return new AppError('blog.translationExists', { language: LOCALE_NAMES[locale] });
  }
  return new AppError('blog.slugTaken', { language: LOCALE_NAMES[locale], slug });
}

/** A new post, or a new language of the post `key`: always a draft (spec 001 section 3). */
export async function createPost(db: Database, staff: StaffActor, input: NewPost) {
  const columns = columnsOf(input);
  const key = input.key ?? randomUUID();
  try {
    return await db.transaction(async (tx) => {
      if (input.key) {
        const [sibling] = await tx
          .select({ id: blogPost.id })
          .from(blogPost)
          .where(eq(blogPost.key, input.key))
          .limit(1);
        if (!sibling) throw new AppError('blog.unknown');
      }
      const [row] = await tx
        .insert(blogPost)
        .values({ key, locale: input.locale, status: 'draft', ...columns })
        .returning();
      await recordStaffAction(tx, staff, {
        action: 'blog.create',
        targetType: 'blog_post',
        targetId: row!.id,
        after: row,
      });
      return staffPostView(row!);
    });
  } catch (error) {
    throw refusalOf(error, input.locale, columns.slug);
  }
}

/** Runs `change` on the row `id` inside one transaction with its audit entry. */
async function changePost(
  db: Database,
  staff: StaffActor,
  id: string,
  action: string,
  change: (before: PostRow) => Partial<typeof blogPost.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPost).where(eq(blogPost.id, id)).for('update');
    if (!before) throw new AppError('blog.unknown');
    const [after] = await tx
      .update(blogPost)
      .set({ ...change(before), updatedAt: new Date() })
      .where(eq(blogPost.id, id))
      .returning();
    await recordStaffAction(tx, staff, {
      action,
      targetType: 'blog_post',
      targetId: id,
      before,
      after,
    });
    return staffPostView(after!);
  });
}

export async function updatePost(db: Database, staff: StaffActor, id: string, draft: Draft) {
  const columns = columnsOf(draft);
  const [row] = await db
    .select({ locale: blogPost.locale })
    .from(blogPost)
    .where(eq(blogPost.id, id));
  try {
    return await changePost(db, staff, id, 'blog.update', () => columns);
  } catch (error) {
    throw refusalOf(error, row?.locale ?? 'en', columns.slug);
  }
}

/**
 * Publishes or takes back one language. The first publication dates the post; publishing
 * again after a withdrawal keeps that date.
 */
export function setPostStatus(
  db: Database,
  staff: StaffActor,
  id: string,
  status: PostRow['status'],
) {
  const action = status === 'published' ? 'blog.publish' : 'blog.unpublish';
  return changePost(db, staff, id, action, (before) => ({
    status,
    publishedAt: status === 'published' ? (before.publishedAt ?? new Date()) : before.publishedAt,
  }));
}

const THUMBNAIL_COLUMN = { small: 'thumbnailSmall', large: 'thumbnailLarge' } as const;

/** Points one thumbnail of the row at `url` (null removes it); answers the row and the old url. */
export async function setPostThumbnail(
  db: Database,
  staff: StaffActor,
  id: string,
  size: BlogThumbnailSize,
  url: string | null,
) {
  let previous: string | null = null;
  const post = await changePost(
    db,
    staff,
    id,
    `blog.thumbnail.${url ? 'set' : 'remove'}`,
    (before) => {
      previous = before[THUMBNAIL_COLUMN[size]];
      return { [THUMBNAIL_COLUMN[size]]: url };
    },
  );
  return { post, previous: previous as string | null };
}

/** The published posts of one locale, newest first, as the public blog lists them. */
export async function publishedPosts(db: Database, locale: Locale): Promise<BlogPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPost)
    .where(and(eq(blogPost.locale, locale), eq(blogPost.status, 'published')))
    .orderBy(desc(blogPost.publishedAt), desc(blogPost.createdAt));
  return rows.map(postSummary);
}

/** spec 001 section 3: a published post with its translations; a draft is 404 like no post. */
export async function publishedPost(db: Database, locale: Locale, slug: string) {
  const [row] = await db
    .select()
    .from(blogPost)
    .where(
      and(eq(blogPost.locale, locale), eq(blogPost.slug, slug), eq(blogPost.status, 'published')),
    );
  if (!row) throw new AppError('http.notFound');
  const siblings = await db
    .select({ locale: blogPost.locale, slug: blogPost.slug })
    .from(blogPost)
    .where(and(eq(blogPost.key, row.key), eq(blogPost.status, 'published')));
  // Staff's markdown as sanitized HTML (decision 020's renderer): no script or handler
  // they type reaches the page.
  const html = cachedSafeHtml(`blog:${row.id}:${row.updatedAt.getTime()}`, row.content);
  return { ...postSummary(row), html, translations: siblings };
}
