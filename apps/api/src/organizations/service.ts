import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import {
  appUser,
  invitation,
  ledgerEntry,
  ledgerLot,
  member,
  organization,
  team,
  teamMember,
} from '@hs/db/schema';
import type { CreateOrganization, Organization, Team, TeamInput } from '@hs/contracts/organization';
import {
  customerRoleOf,
  DEFAULT_TEAM_ICON,
  MAX_TEAMS,
  type MemberRole,
  type TeamIcon,
  type TeamSize,
} from '@hs/domain/organization';
import { AppError } from '../errors.ts';

// The organizations service (issue 17, decision 026): organizations, their members and
// teams. It owns the SQL and the transactions; who may call what is the policy's.

export const newId = () => randomBytes(16).toString('hex');

export interface Membership {
  organizationId: string;
  role: MemberRole;
  teamId: string | null;
}

/** The organization a person belongs to, their role in it and their team. */
export async function membershipOf(db: Database, uid: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      organizationId: member.organizationId,
      role: member.role,
      teamId: teamMember.teamId,
    })
    .from(member)
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(eq(member.userId, uid));
  return row ?? null;
}

/**
 * Creates an organization with its first teams; the creator becomes its owner (TeamLead).
 * One transaction, the creator's account row locked: two parallel creates make one.
 */
export async function createOrganization(
  db: Database,
  uid: string,
  input: CreateOrganization & { teamSize: TeamSize; teams: string[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ uid: appUser.uid }).from(appUser).where(eq(appUser.uid, uid)).for('update');
    const [existing] = await tx
      .select({ id: member.id })
      .from(member)
      .where(eq(member.userId, uid));
    if (existing) throw new AppError('organization.exists');
    const id = newId();
    await tx.insert(organization).values({
      id,
      slug: id,
      name: input.name,
      teamSize: input.teamSize,
      brandingBackgroundColor: input.branding?.backgroundColor ?? null,
    });
    await tx.insert(member).values({ id: newId(), organizationId: id, userId: uid, role: 'owner' });
    const names = [...new Set(input.teams)];
    if (names.length) {
      await tx
        .insert(team)
        .values(
          names.map((name) => ({ id: newId(), organizationId: id, name, icon: DEFAULT_TEAM_ICON })),
        );
    }
    await tx
      .update(appUser)
      .set({ role: customerRoleOf('owner'), organizationId: id, updatedAt: new Date() })
      .where(eq(appUser.uid, uid));
    return id;
  });
}

export async function teamsOf(db: Database, organizationId: string): Promise<Team[]> {
  const rows = await db
    .select({ id: team.id, name: team.name, icon: team.icon })
    .from(team)
    .where(eq(team.organizationId, organizationId))
    .orderBy(asc(team.name), asc(team.createdAt));
  return rows.map((r) => ({ ...r, icon: r.icon as TeamIcon }));
}

/** Seats left and seats ever bought (the organization's team_seats lots and purchases). */
export async function seatTotals(db: Database, organizationId: string) {
  const [left] = await db
    .select({ n: sql<number>`coalesce(sum(${ledgerLot.balance}), 0)` })
    .from(ledgerLot)
    .where(and(eq(ledgerLot.organizationId, organizationId), eq(ledgerLot.kind, 'team_seats')));
  const [bought] = await db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntry.amount}), 0)` })
    .from(ledgerEntry)
    .innerJoin(ledgerLot, eq(ledgerLot.id, ledgerEntry.lotId))
    .where(
      and(
        eq(ledgerLot.organizationId, organizationId),
        eq(ledgerLot.kind, 'team_seats'),
        eq(ledgerEntry.reason, 'purchase'),
      ),
    );
  return { left: Number(left?.n ?? 0), bought: Number(bought?.n ?? 0) };
}

export async function readOrganization(
  db: Database,
  organizationId: string,
): Promise<Organization> {
  const [row] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!row) throw new AppError('organization.required');
  const [teams, seats] = await Promise.all([
    teamsOf(db, organizationId),
    seatTotals(db, organizationId),
  ]);
  return {
    id: row.id,
    name: row.name,
    teamSize: (row.teamSize as TeamSize | null) ?? null,
    teams,
    features: { bulkUpload: row.bulkUpload },
    branding: {
      backgroundColor: row.brandingBackgroundColor,
      backgroundImage: row.brandingBackgroundImage,
    },
    inviteCount: row.inviteCount,
    credits: seats.left,
    totalCreditsPurchased: seats.bought,
    bulkDiscountVersion: 'v2',
  };
}

/** A team of this organization, or 404 (another organization's team id tells nothing). */
export async function requireTeam(db: Database, organizationId: string, teamId: string) {
  const [row] = await db
    .select()
    .from(team)
    .where(and(eq(team.id, teamId), eq(team.organizationId, organizationId)));
  if (!row) throw new AppError('team.unknown');
  return row;
}

export async function createTeam(db: Database, organizationId: string, input: TeamInput) {
  await db.transaction(async (tx) => {
    // Lock the organization so parallel creates count each other.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for('update');
    const [n] = await tx
      .select({ n: count() })
      .from(team)
      .where(eq(team.organizationId, organizationId));
    if ((n?.n ?? 0) >= MAX_TEAMS) throw new AppError('team.tooMany', { max: MAX_TEAMS });
    await tx.insert(team).values({
      id: newId(),
      organizationId,
      name: input.name,
      icon: input.icon ?? DEFAULT_TEAM_ICON,
    });
  });
}

export async function updateTeam(
  db: Database,
  organizationId: string,
  teamId: string,
  input: TeamInput,
) {
  await requireTeam(db, organizationId, teamId);
  await db
    .update(team)
    .set({ name: input.name, icon: input.icon ?? DEFAULT_TEAM_ICON, updatedAt: new Date() })
    .where(and(eq(team.id, teamId), eq(team.organizationId, organizationId)));
}

/** Deletes a team; its members and pending invites stay in the organization, without a team. */
export async function deleteTeam(db: Database, organizationId: string, teamId: string) {
  await requireTeam(db, organizationId, teamId);
  await db.delete(team).where(and(eq(team.id, teamId), eq(team.organizationId, organizationId)));
}

/** spec 001 section 7: creditsLeft, totalTeamSize (members and pending invites), selectedImages. */
export async function organizationStats(db: Database, organizationId: string) {
  const [members] = await db
    .select({ n: count() })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, 'pending')));
  const seats = await seatTotals(db, organizationId);
  return {
    creditsLeft: seats.left,
    totalTeamSize: (members?.n ?? 0) + (pending?.n ?? 0),
    // Counted by the route from member_selected_image (organizations/team-area.ts).
    selectedImages: 0,
  };
}
