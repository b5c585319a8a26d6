import { avg, count, countDistinct, eq } from 'drizzle-orm';
import type { SiteStats } from '@hs/contracts/site';
import type { Database } from '@hs/db/database';
import { checkoutOrder, headshot, review } from '@hs/db/schema';
import type { ParameterStore } from '../parameters.ts';

/**
 * What the database backs (decision 030): customers are the people with a paid order,
 * photos the delivered headshots, reviews the published reviews and the trust score their
 * mean rating (one decimal).
 */
export async function countedStats(db: Database): Promise<SiteStats> {
  const kept = counted.get(db);
  if (kept && Date.now() - kept.at < COUNTED_MS) return kept.value;
  const value = countNow(db);
  counted.set(db, { at: Date.now(), value });
  value.catch(() => counted.delete(db));
  return value;
}

/** Counts are read at most once a minute per database (every signed-in render asks). */
const COUNTED_MS = 60_000;
const counted = new WeakMap<Database, { at: number; value: Promise<SiteStats> }>();

async function countNow(db: Database): Promise<SiteStats> {
  const [[customers], [photos], [reviews]] = await Promise.all([
    db
      .select({ n: countDistinct(checkoutOrder.uid) })
      .from(checkoutOrder)
      .where(eq(checkoutOrder.status, 'paid')),
    db.select({ n: count() }).from(headshot).where(eq(headshot.status, 'active')),
    db
      .select({ n: count(), mean: avg(review.rating) })
      .from(review)
      .where(eq(review.published, true)),
  ]);
  return {
    photos: Number(photos?.n ?? 0),
    users: Number(customers?.n ?? 0),
    trustScore: Math.round(Number(reviews?.mean ?? 0) * 10) / 10,
    reviews: Number(reviews?.n ?? 0),
  };
}

/**
 * The figures the public site shows (issue 20 item 1): none, the ones staff set in
 * Parameters, or the counts of the database; the spec's figures (001 section 9) seed only
 * the demo.
 */
export async function displayedStats(
  db: Database,
  parameters: ParameterStore,
): Promise<SiteStats | null> {
  const { displayedStats: chosen } = await parameters.get();
  if (chosen.source === 'none') return null;
  if (chosen.source === 'counted') return countedStats(db);
  const { photos, users, trustScore, reviews } = chosen;
  return { photos, users, trustScore, reviews };
}
