import { eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { jobOnce } from '@hs/db/schema';

/**
 * Runs `effect` only if no earlier run under `key` did: the marker row is written first and
 * removed again when the effect throws, so a retried job repeats only failed effects.
 * Answers whether the effect ran now.
 */
export async function once(
  db: Database,
  key: string,
  effect: () => Promise<void>,
): Promise<boolean> {
  const claimed = await db
    .insert(jobOnce)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: jobOnce.key });
  if (claimed.length === 0) return false;
  try {
    await effect();
  } catch (error) {
    await db.delete(jobOnce).where(eq(jobOnce.key, key));
    throw error;
  }
  return true;
}
