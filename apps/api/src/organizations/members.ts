import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser, invitation, member, model, teamMember } from '@hs/db/schema';
import type { TeamMember } from '@hs/contracts/organization';
import { normalizeEmail } from '@hs/domain/email';
import { customerRoleOf, pageInfo } from '@hs/domain/organization';
import { AppError } from '../errors.ts';
import { PAGE_SIZE } from './invites.ts';
import { newId, requireTeam } from './service.ts';

// Members of an organization (spec 001 section 3, Team member; section 4, moving a member).

/** The status of a member's newest model, or null before they start one. */
const latestModelStatus = sql<string | null>`(
  select ${model.status} from ${model}
  where ${model.uid} = ${member.userId}
  order by ${model.createdAt} desc limit 1
)`;

function selectMembers(db: Database, where: SQL | undefined) {
  return db
    .select({
      uid: member.userId,
      role: member.role,
      joinedAt: member.createdAt,
      email: appUser.email,
      displayName: appUser.displayName,
      teamId: teamMember.teamId,
      modelStatus: latestModelStatus,
    })
    .from(member)
    .innerJoin(appUser, eq(appUser.uid, member.userId))
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(where);
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

const toTeamMember = (r: MemberRow): TeamMember => ({
  _id: r.uid,
  email: r.email,
  displayName: r.displayName,
  role: customerRoleOf(r.role),
  teamId: r.teamId,
  modelStatus: r.modelStatus,
  joinedAt: r.joinedAt.toISOString(),
});

export async function listMembers(
  db: Database,
  organizationId: string,
  o: { page: number; teamId?: string | undefined },
) {
  const where = and(
    eq(member.organizationId, organizationId),
    o.teamId ? eq(teamMember.teamId, o.teamId) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(member)
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(where);
  const rows = await selectMembers(db, where)
    .orderBy(desc(member.createdAt), asc(member.userId))
    .limit(PAGE_SIZE)
    .offset((o.page - 1) * PAGE_SIZE);
  const members = rows.map(toTeamMember);
  return { members, paging: pageInfo(total?.n ?? 0, o.page, PAGE_SIZE) };
}

/**
 * spec 001 section 4: moving a member changes their team; their models follow the person
 * (a model belongs to its uid), and their pending invites move with them.
 */
export async function moveMember(
  db: Database,
  organizationId: string,
  uid: string,
  teamId: string | null,
): Promise<TeamMember> {
  if (teamId) await requireTeam(db, organizationId, teamId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.userId, uid), eq(member.organizationId, organizationId)))
      .for('update');
    if (!row) throw new AppError('person.unknown');
    await tx.delete(teamMember).where(eq(teamMember.userId, uid));
    if (teamId) await tx.insert(teamMember).values({ id: newId(), teamId, userId: uid });
    const [user] = await tx
      .select({ email: appUser.email })
      .from(appUser)
      .where(eq(appUser.uid, uid));
    if (user) {
      await tx
        .update(invitation)
        .set({ teamId })
        .where(
          and(
            eq(invitation.organizationId, organizationId),
            eq(invitation.status, 'pending'),
            eq(invitation.email, normalizeEmail(user.email)),
          ),
        );
    }
  });
  const [moved] = await selectMembers(
    db,
    and(eq(member.organizationId, organizationId), eq(member.userId, uid)),
  );
  return toTeamMember(moved!);
}
