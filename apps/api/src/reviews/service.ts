import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review } from '@hs/contracts/reviews';
import type {
  ReviewAdminListQuerySchema,
  ReviewDraftSchema,
  StaffReview,
} from '@hs/contracts/reviews-admin';
import type { Database } from '@hs/db/database';
import { review } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';

// The back office's Reviews section (issue 19). Every write moves the public content
// version (review's trigger, decision 024): the reviews page and the counted stats follow.

type Draft = z.output<typeof ReviewDraftSchema>;
type ReviewRow = typeof review.$inferSelect;

/** A review as the public reads it (spec 001 section 7: GET /reviews/all). */
export const reviewView = (row: ReviewRow): Review => ({
  _id: row.id,
  author: row.author,
  title: row.title,
  text: row.text,
  rating: row.rating,
  locale: row.locale,
  url: row.url,
  reviewedAt: row.reviewedAt.toISOString(),
  demo: row.demo,
});

const staffReviewView = (row: ReviewRow): StaffReview => {
  const { _id: id, ...seen } = reviewView(row);
  return { id, ...seen, source: row.source, published: row.published };
};

const ORDER = { reviewedAt: review.reviewedAt, rating: review.rating } as const;

export async function listReviews(db: Database, q: z.infer<typeof ReviewAdminListQuerySchema>) {
  const filters: SQL[] = [];
  if (q.q) {
    const like = containsLike(q.q);
    filters.push(
      or(ilike(review.author, like), ilike(review.title, like), ilike(review.text, like)) as SQL,
    );
  }
  if (q.source) filters.push(eq(review.source, q.source));
  if (q.published) filters.push(eq(review.published, q.published === 'yes'));
  if (q.demo) filters.push(eq(review.demo, q.demo === 'yes'));
  const where = filters.length ? and(...filters) : undefined;
  const by = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(review)
      .where(where)
      .orderBy(by(ORDER[q.sort]), by(review.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(review).where(where),
  ]);
  return {
    rows: rows.map(staffReviewView),
    paging: pageMeta(total?.n ?? 0, q.page, q.pageSize),
  };
}

const columnsOf = (draft: Draft) => ({
  source: draft.source,
  author: draft.author.trim(),
  title: draft.title.trim(),
  text: draft.text.trim(),
  rating: draft.rating,
  locale: draft.locale,
  url: draft.url,
  published: draft.published,
  demo: draft.demo,
});

export async function createReview(db: Database, staff: StaffActor, draft: Draft) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(review).values(columnsOf(draft)).returning();
    await recordStaffAction(tx, staff, {
      action: 'review.create',
      targetType: 'review',
      targetId: row!.id,
      after: row,
    });
    return staffReviewView(row!);
  });
}

/** The audit names what moderation did: publish, hide, demo marks, or an edit. */
function actionOf(before: ReviewRow, after: Draft): string {
  if (before.published !== after.published)
    return after.published ? 'review.publish' : 'review.hide';
  if (before.demo !== after.demo) return after.demo ? 'review.markDemo' : 'review.unmarkDemo';
  return 'review.update';
}

export async function updateReview(db: Database, staff: StaffActor, id: string, draft: Draft) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(review).where(eq(review.id, id)).for('update');
    if (!before) throw new AppError('review.unknown');
    const [after] = await tx
      .update(review)
      .set(columnsOf(draft))
      .where(eq(review.id, id))
      .returning();
    await recordStaffAction(tx, staff, {
      action: actionOf(before, draft),
      targetType: 'review',
      targetId: id,
      before,
      after,
    });
    return staffReviewView(after!);
  });
}

const REVIEWS_SHOWN = 100;

/** The newest published reviews of one source (spec 001 section 7); never an unpublished one. */
export async function publishedReviews(db: Database, source: ReviewRow['source']) {
  const rows = await db
    .select()
    .from(review)
    .where(and(eq(review.source, source), eq(review.published, true)))
    .orderBy(desc(review.reviewedAt))
    .limit(REVIEWS_SHOWN);
  return rows.map(reviewView);
}
