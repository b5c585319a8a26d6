import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser } from '@hs/db/schema';

/** The class of the advisory locks taken here (their other half is the address's hash). */
const CREATION_LOCK_CLASS = 35;
const WINDOW_MS = 60 * 60 * 1000;

export type NewAccount = typeof appUser.$inferInsert & { signupIp: string };

/**
 * Inserts the product account unless its address made `perHour` accounts in the last hour
 * ('limited'). Counting and inserting hold the address's advisory lock for the transaction,
 * so parallel creations from one address are counted one after the other: a count, then an
 * insert, let 20 parallel requests make 6 accounts against a limit of 5 (issue 35 item 7).
 * `inserted` is false when the account already existed (a second call for the same uid).
 */
export function createAccountWithinLimit(
  db: Database,
  values: NewAccount,
  perHour: number,
): Promise<'limited' | { inserted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${CREATION_LOCK_CLASS}, hashtext(${values.signupIp}))`,
    );
    const since = new Date(Date.now() - WINDOW_MS);
    const [recent] = await tx
      .select({ n: count() })
      .from(appUser)
      .where(and(eq(appUser.signupIp, values.signupIp), gt(appUser.createdAt, since)));
    if ((recent?.n ?? 0) >= perHour) return 'limited';
    const inserted = await tx
      .insert(appUser)
      .values(values)
      .onConflictDoNothing()
      .returning({ uid: appUser.uid });
    return { inserted: inserted.length === 1 };
  });
}
