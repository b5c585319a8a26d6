import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditListQuerySchema, AuditRow } from '@hs/contracts/audit';
import type { Database } from '@hs/db/database';
import { staffAudit } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { containsLike, likeLiteral } from '../like.ts';
import type { Viewer } from '../auth/viewer.ts';

/** Who acted: the staff member's uid, e-mail and role at the time. */
export interface StaffActor {
  uid: string;
  email: string;
  role: string;
}

export function actorOf(viewer: Viewer): StaffActor {
  return { uid: viewer.uid, email: viewer.email, role: viewer.user?.adminRole ?? '' };
}

export interface StaffChange {
  /** What was done: '<area>.<verb>', e.g. 'ledger.grant', 'parameter.set'. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** A JSON copy (dates as ISO text), null for nothing. */
const snapshot = (value: unknown): unknown =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/**
 * The one way a staff mutation is recorded (issue 19): call it with the transaction that
 * makes the change, so the change and its entry commit or roll back together.
 */
export async function recordStaffAction(
  tx: Database,
  actor: StaffActor,
  change: StaffChange,
): Promise<void> {
  await tx.insert(staffAudit).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

export async function listStaffAudit(
  db: Database,
  q: z.infer<typeof AuditListQuerySchema>,
): Promise<{ rows: AuditRow[]; paging: ReturnType<typeof pageMeta> }> {
  const filters: SQL[] = [];
  if (q.actor) {
    filters.push(
      or(
        eq(staffAudit.actorUid, q.actor),
        ilike(staffAudit.actorEmail, containsLike(q.actor)),
      ) as SQL,
    );
  }
  if (q.action) {
    filters.push(
      or(
        eq(staffAudit.action, q.action),
        ilike(staffAudit.action, `${likeLiteral(q.action)}.%`),
      ) as SQL,
    );
  }
  if (q.target) filters.push(eq(staffAudit.targetId, q.target));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(
        ...(q.order === 'asc'
          ? [asc(staffAudit.at), asc(staffAudit.id)]
          : [desc(staffAudit.at), desc(staffAudit.id)]),
      )
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    paging: pageMeta(total?.n ?? 0, q.page, q.pageSize),
  };
}
