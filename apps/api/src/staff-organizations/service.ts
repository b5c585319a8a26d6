import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  StaffOrganizationDetailSchema,
  StaffOrganizationListQuerySchema,
} from '@hs/contracts/staff-organizations';
import type { Database } from '@hs/db/database';
import { authUser, member, organization } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { seatTerms } from '../entitlements/grants.ts';
import { openLot } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';
import { seatTotals } from '../organizations/service.ts';

type Detail = z.infer<typeof StaffOrganizationDetailSchema>;

// Written out qualified: drizzle leaves column names bare in a one-table select.
const membersCount = sql<number>`(select count(*) from member m where m.organization_id = "organization"."id")`;
const seatsLeft = sql<number>`(select coalesce(sum(l.balance), 0) from ledger_lot l where l.organization_id = "organization"."id" and l.kind = 'team_seats')`;

const columns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  bulkUpload: organization.bulkUpload,
  teamSize: organization.teamSize,
  createdAt: organization.createdAt,
  members: membersCount,
  seatsLeft,
};

type Row = { createdAt: Date; members: number; seatsLeft: number; teamSize: string | null } & Omit<
  Detail['organization'],
  'createdAt' | 'members' | 'seatsLeft' | 'teamSize'
>;
const shown = ({ teamSize: _teamSize, ...r }: Row) => ({
  ...r,
  members: Number(r.members),
  seatsLeft: Number(r.seatsLeft),
  createdAt: r.createdAt.toISOString(),
});

export async function listStaffOrganizations(
  db: Database,
  q: z.infer<typeof StaffOrganizationListQuerySchema>,
) {
  const where: SQL | undefined = q.q
    ? or(
        eq(organization.id, q.q),
        ilike(organization.name, containsLike(q.q)),
        ilike(organization.slug, containsLike(q.q)),
      )
    : undefined;
  const direction = q.order === 'asc' ? asc : desc;
  const sortColumn = q.sort === 'name' ? organization.name : organization.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(organization)
      .where(where)
      .orderBy(direction(sortColumn), direction(organization.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(organization).where(where),
  ]);
  return { rows: rows.map(shown), paging: pageMeta(total?.n ?? 0, q.page, q.pageSize) };
}

export async function staffOrganizationDetail(db: Database, id: string): Promise<Detail> {
  const [row] = await db.select(columns).from(organization).where(eq(organization.id, id));
  if (!row) throw new AppError('organization.unknown');
  const [members, seats] = await Promise.all([
    db
      .select({
        uid: member.userId,
        email: authUser.email,
        role: member.role,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(authUser, eq(authUser.id, member.userId))
      .where(eq(member.organizationId, id))
      .orderBy(asc(member.role), asc(authUser.email))
      .limit(500),
    seatTotals(db, id),
  ]);
  return {
    organization: { ...shown(row), teamSize: row.teamSize },
    seats,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
  };
}

async function lockOrganization(tx: Database, id: string) {
  const [row] = await tx.select().from(organization).where(eq(organization.id, id)).for('update');
  if (!row) throw new AppError('organization.unknown');
  return row;
}

export async function setOrganizationFeatures(
  db: Database,
  staff: StaffActor,
  id: string,
  features: { bulkUpload: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOrganization(tx, id);
    if (before.bulkUpload === features.bulkUpload) return;
    await tx
      .update(organization)
      .set({ bulkUpload: features.bulkUpload })
      .where(eq(organization.id, id));
    await recordStaffAction(tx, staff, {
      action: 'organization.features',
      targetType: 'organization',
      targetId: id,
      before: { bulkUpload: before.bulkUpload },
      after: features,
    });
  });
}

/**
 * Staff grant team seats to an organization through the ledger, with a reason. Each seat
 * carries what it delivers (the package named, or the team package), like a bought one.
 */
export async function grantOrganizationSeats(
  db: Database,
  staff: StaffActor,
  id: string,
  grant: { amount: number; note: string; packageId?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, id);
    const before = await seatTotals(tx, id);
    const terms = await seatTerms(tx, grant.packageId);
    await openLot(tx, {
      owner: { organizationId: id },
      kind: 'team_seats',
      terms,
      amount: grant.amount,
      reason: 'grant',
      note: grant.note,
      byUid: staff.uid,
    });
    await recordStaffAction(tx, staff, {
      action: 'organization.seats',
      targetType: 'organization',
      targetId: id,
      before: { seatsLeft: before.left },
      after: {
        seatsLeft: before.left + grant.amount,
        amount: grant.amount,
        packageId: terms.packageId,
        reason: grant.note,
      },
    });
  });
}
