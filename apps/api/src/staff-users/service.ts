import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  StaffUserDetailSchema,
  StaffUserListQuerySchema,
  StaffUserRow,
} from '@hs/contracts/staff-users';
import type { Database } from '@hs/db/database';
import { appUser, model, payment } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import type { StaffRole } from '@hs/domain/roles';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { containsLike } from '../like.ts';
import { AppError } from '../errors.ts';

type UserRow = typeof appUser.$inferSelect;
type Detail = z.infer<typeof StaffUserDetailSchema>;

const DETAIL_LIMIT = 50;

const row = (u: UserRow): StaffUserRow => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
  role: u.role,
  adminRole: u.adminRole,
  isTestUser: u.isTestUser,
  hasPaidAccount: u.hasPaidAccount,
  createdAt: u.createdAt.toISOString(),
});

export async function listStaffUsers(db: Database, q: z.infer<typeof StaffUserListQuerySchema>) {
  const where: SQL | undefined = q.q
    ? or(
        eq(appUser.uid, q.q),
        ilike(appUser.email, containsLike(q.q)),
        ilike(appUser.displayName, containsLike(q.q)),
      )
    : undefined;
  const column = q.sort === 'email' ? appUser.email : appUser.createdAt;
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appUser)
      .where(where)
      .orderBy(direction(column), direction(appUser.uid))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(appUser).where(where),
  ]);
  return { rows: rows.map(row), paging: pageMeta(total?.n ?? 0, q.page, q.pageSize) };
}

export async function staffUserDetail(db: Database, uid: string): Promise<Detail> {
  const [user] = await db.select().from(appUser).where(eq(appUser.uid, uid));
  if (!user) throw new AppError('person.unknown');
  const [models, orders] = await Promise.all([
    db
      .select({
        id: model.id,
        title: model.title,
        status: model.status,
        createdAt: model.createdAt,
      })
      .from(model)
      .where(eq(model.uid, uid))
      .orderBy(desc(model.createdAt))
      .limit(DETAIL_LIMIT),
    db
      .select()
      .from(payment)
      .where(eq(payment.uid, uid))
      .orderBy(desc(payment.createdOn))
      .limit(DETAIL_LIMIT),
  ]);
  return {
    user: {
      ...row(user),
      organizationId: user.organizationId,
      countryCode: user.countryCode,
      referredBy: user.referredBy,
      referralCode: user.referralCode,
    },
    models: models.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    orders: orders.map((p) => ({
      id: p.id,
      amountTotal: p.amountTotal,
      currency: p.currency,
      status: p.status,
      provider: p.provider,
      createdAt: p.createdOn.toISOString(),
    })),
  };
}

/** Locks the person's row for a change; 404 for nobody. */
async function lockUser(tx: Database, uid: string): Promise<UserRow> {
  const [user] = await tx.select().from(appUser).where(eq(appUser.uid, uid)).for('update');
  if (!user) throw new AppError('person.unknown');
  return user;
}

/** An admin gives, changes or takes away a staff role; never their own admin role. */
export async function setStaffRole(
  db: Database,
  staff: StaffActor,
  uid: string,
  adminRole: StaffRole | null,
): Promise<void> {
  if (uid === staff.uid && adminRole !== 'admin') throw new AppError('person.ownAdminRole');
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, uid);
    if (before.adminRole === adminRole) return;
    await tx.update(appUser).set({ adminRole, updatedAt: new Date() }).where(eq(appUser.uid, uid));
    await recordStaffAction(tx, staff, {
      action: 'user.staff-role',
      targetType: 'user',
      targetId: uid,
      before: { adminRole: before.adminRole },
      after: { adminRole },
    });
  });
}

export async function setTestUser(
  db: Database,
  staff: StaffActor,
  uid: string,
  isTestUser: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, uid);
    if (before.isTestUser === isTestUser) return;
    await tx.update(appUser).set({ isTestUser, updatedAt: new Date() }).where(eq(appUser.uid, uid));
    await recordStaffAction(tx, staff, {
      action: 'user.test-user',
      targetType: 'user',
      targetId: uid,
      before: { isTestUser: before.isTestUser },
      after: { isTestUser },
    });
  });
}
