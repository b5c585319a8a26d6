import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedOnce, type Database } from '@hs/db/database';
import { appUser, authSession, authUser, member } from '@hs/db/schema';
import { impersonationEnded } from '@hs/domain/impersonation';
import type { MemberRole } from '@hs/domain/organization';

export type AppUserRow = typeof appUser.$inferSelect;

/** Who is calling: the identity, its live session, and the product's user record if created. */
export interface Viewer {
  uid: string;
  email: string;
  isAnonymous: boolean;
  sessionId: string;
  user: AppUserRow | null;
  /** The organization the person belongs to and their role in it (decision 026). */
  membership: { organizationId: string; role: MemberRole } | null;
  /** The staff member's uid when an admin signed in as this person (decision 037). */
  impersonatedBy: string | null;
}

/** The viewer's one query: every signed-in request runs it. */
const viewerQuery = preparedOnce((db) =>
  db
    .select({
      email: authUser.email,
      isAnonymous: authUser.isAnonymous,
      user: appUser,
      organizationId: member.organizationId,
      role: member.role,
      impersonatedBy: authSession.impersonatedBy,
      startedAt: authSession.createdAt,
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .leftJoin(appUser, eq(appUser.uid, authSession.userId))
    .leftJoin(member, eq(member.userId, authSession.userId))
    .where(
      and(
        eq(authSession.id, sql.placeholder('sessionId')),
        eq(authSession.userId, sql.placeholder('uid')),
        gt(authSession.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('load_viewer'),
);

/** One query: the session must still be live, and the user record comes along. */
export async function loadViewer(
  db: Database,
  uid: string,
  sessionId: string,
): Promise<Viewer | null> {
  const [row] = await viewerQuery(db).execute({ sessionId, uid, now: new Date() });
  if (!row) return null;
  // An impersonation ends after its time even if something pushed the expiry forward.
  if (row.impersonatedBy && impersonationEnded(row.startedAt, new Date())) return null;
  const membership =
    row.organizationId && row.role ? { organizationId: row.organizationId, role: row.role } : null;
  return {
    uid,
    email: row.email,
    isAnonymous: row.isAnonymous,
    sessionId,
    user: row.user,
    membership,
    impersonatedBy: row.impersonatedBy,
  };
}
