import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser, authSession, authUser } from '@hs/db/schema';

export type AppUserRow = typeof appUser.$inferSelect;

/** Who is calling: the identity, its live session, and the product's user record if created. */
export interface Viewer {
  uid: string;
  email: string;
  isAnonymous: boolean;
  sessionId: string;
  user: AppUserRow | null;
}

/** One query: the session must still be live, and the user record comes along. */
export async function loadViewer(
  db: Database,
  uid: string,
  sessionId: string,
): Promise<Viewer | null> {
  const [row] = await db
    .select({ email: authUser.email, isAnonymous: authUser.isAnonymous, user: appUser })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .leftJoin(appUser, eq(appUser.uid, authSession.userId))
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, uid),
        gt(authSession.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  return { uid, email: row.email, isAnonymous: row.isAnonymous, sessionId, user: row.user };
}
