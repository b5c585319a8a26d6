import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import {
  appUser,
  authUser,
  invitation,
  inviteLink,
  member,
  organization,
  team,
  teamMember,
} from '@hs/db/schema';
import type { InviteLink, PendingInvite } from '@hs/contracts/organization';
import {
  customerRoleOf,
  INVITE_DAYS,
  inviteLinkRefusal,
  normalizeDomain,
  pageInfo,
} from '@hs/domain/organization';
import { normalizeEmail } from '@hs/domain/email';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { mailLimitsOf } from '../mail/limits.ts';
import { organizationInviteMail } from '../mail/templates.ts';
import { newId, requireTeam } from './service.ts';
import { uniqueViolation } from '../unique-violation.ts';

// Invites (issue 17 item 5; spec 001 section 4, Organization management): e-mail invites
// with a link to /invite, and open invite links with a domain, a usage limit and an expiry.

export const PAGE_SIZE = 20;

type InvitationRow = typeof invitation.$inferSelect;
type InviteLinkRow = typeof inviteLink.$inferSelect;

export const toPendingInvite = (row: InvitationRow): PendingInvite => ({
  invite: row.id,
  email: row.email,
  teamId: row.teamId,
  modelStatus: 'pending-invite',
  uid: null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  reminders: [],
});

/** The page an access link opens (decision 035): no e-mail sign-up needed. */
export const accessUrl = (baseUrl: string, id: string) =>
  new URL(`/team-access/${encodeURIComponent(id)}`, baseUrl).toString();

export const inviteUrl = (baseUrl: string, q: { invite: string } | { link: string }) => {
  const url = new URL('/invite', baseUrl);
  if ('invite' in q) url.searchParams.set('invite', q.invite);
  else url.searchParams.set('link', q.link);
  return url.toString();
};

export function toInviteLink(baseUrl: string, row: InviteLinkRow): InviteLink {
  return {
    id: row.id,
    url: inviteUrl(baseUrl, { link: row.id }),
    teamId: row.teamId,
    allowedDomain: row.allowedDomain,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    anonymousAccess: row.anonymousAccess,
    accessUrl: row.anonymousAccess ? accessUrl(baseUrl, row.id) : null,
  };
}

/** Pending invites of an organization, newest first, optionally of one team. */
export async function listInvites(
  db: Database,
  organizationId: string,
  o: { page: number; teamId?: string | undefined },
) {
  const where = and(
    eq(invitation.organizationId, organizationId),
    eq(invitation.status, 'pending'),
    o.teamId ? eq(invitation.teamId, o.teamId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(invitation).where(where);
  const rows = await db
    .select()
    .from(invitation)
    .where(where)
    .orderBy(desc(invitation.createdAt), desc(invitation.id))
    .limit(PAGE_SIZE)
    .offset((o.page - 1) * PAGE_SIZE);
  return { invites: rows.map(toPendingInvite), paging: pageInfo(total?.n ?? 0, o.page, PAGE_SIZE) };
}

const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null;

/**
 * spec 001 section 4: manual invites are added only if the email is not already present
 * (a member, or a pending invite); each adds to inviteCount. A teamId of none is null.
 * One transaction: all are made, or none. The mails go after the commit.
 */
export async function inviteMembers(
  services: Services,
  o: { organizationId: string; inviterId: string; emails: string[]; teamId: string | null },
): Promise<PendingInvite[]> {
  const { db } = services.database;
  if (o.teamId) await requireTeam(db, o.organizationId, o.teamId);
  const emails = [...new Set(o.emails.map(normalizeEmail))];
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const { rows, name } = await db
    .transaction(async (tx) => {
      const [org] = await tx
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, o.organizationId))
        .for('update');
      // Every address already present is named at once, so the lead removes them in one go.
      const present: string[] = [];
      for (const email of emails) {
        const [isMember] = await tx
          .select({ id: member.id })
          .from(member)
          .innerJoin(authUser, eq(authUser.id, member.userId))
          .where(
            and(
              eq(member.organizationId, o.organizationId),
              sql`lower(${authUser.email}) = ${email}`,
            ),
          );
        const [isInvited] = isMember
          ? [undefined]
          : await tx
              .select({ id: invitation.id })
              .from(invitation)
              .where(
                and(
                  eq(invitation.organizationId, o.organizationId),
                  eq(invitation.status, 'pending'),
                  eq(invitation.email, email),
                ),
              );
        if (isMember || isInvited) present.push(email);
      }
      if (present.length)
        throw new AppError('invite.alreadyPresent', { email: present.join(', ') });
      // issue 35 item 3: each mail carries the organization's name, text of the lead's own.
      await mailLimitsOf(services).admit({
        account: o.inviterId,
        organization: o.organizationId,
        recipients: emails,
      });
      const rows = await tx
        .insert(invitation)
        .values(
          emails.map((email) => ({
            id: newId(),
            organizationId: o.organizationId,
            email,
            role: 'member',
            teamId: o.teamId,
            inviterId: o.inviterId,
            expiresAt,
          })),
        )
        .returning();
      await tx
        .update(organization)
        .set({ inviteCount: sql`${organization.inviteCount} + ${rows.length}` })
        .where(eq(organization.id, o.organizationId));
      return { rows, name: org?.name ?? '' };
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // The partial unique index: a pending invite for one of these addresses exists.
      throw new AppError('invite.alreadyPresent', { email: emails.join(', ') }, { cause: error });
    });
  for (const row of rows) {
    const url = inviteUrl(services.config.baseUrl, { invite: row.id });
    await services.mailer.send(organizationInviteMail(row.email, name, url, row.id));
  }
  return rows.map(toPendingInvite);
}

export async function createInviteLink(
  services: Services,
  o: {
    organizationId: string;
    createdBy: string;
    teamId: string | null;
    allowedDomain: string | null;
    usageLimit: number | null;
    expiresAt: Date | null;
    anonymousAccess?: boolean;
  },
): Promise<InviteLink> {
  const { db } = services.database;
  // An anonymous account has no address to check a domain against.
  if (o.anonymousAccess && o.allowedDomain) throw new AppError('invite.anonymousDomain');
  if (o.teamId) await requireTeam(db, o.organizationId, o.teamId);
  const [row] = await db
    .insert(inviteLink)
    .values({
      id: newId(),
      organizationId: o.organizationId,
      teamId: o.teamId,
      allowedDomain: o.allowedDomain ? normalizeDomain(o.allowedDomain) : null,
      usageLimit: o.usageLimit,
      expiresAt: o.expiresAt,
      createdBy: o.createdBy,
      anonymousAccess: o.anonymousAccess ?? false,
    })
    .returning();
  return toInviteLink(services.config.baseUrl, row!);
}

export async function listInviteLinks(services: Services, organizationId: string) {
  const rows = await services.database.db
    .select()
    .from(inviteLink)
    .where(eq(inviteLink.organizationId, organizationId))
    .orderBy(desc(inviteLink.createdAt))
    .limit(200);
  return rows.map((r) => toInviteLink(services.config.baseUrl, r));
}

export async function revokeInviteLink(services: Services, organizationId: string, id: string) {
  const [row] = await services.database.db
    .update(inviteLink)
    .set({ revokedAt: sql`coalesce(${inviteLink.revokedAt}, now())` })
    .where(and(eq(inviteLink.id, id), eq(inviteLink.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('invite.unknown');
  return toInviteLink(services.config.baseUrl, row);
}

export type InviteRef = { invite: string } | { link: string };

/** The invite a query or the hshq_invite cookie names ('invite.<id>' or 'link.<id>'). */
export function inviteRefOf(
  q: { invite?: string | undefined; link?: string | undefined },
  cookie?: string,
) {
  if (q.invite) return { invite: q.invite };
  if (q.link) return { link: q.link };
  const [kind, id] = (cookie ?? '').split('.');
  if (id && /^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    if (kind === 'invite') return { invite: id };
    if (kind === 'link') return { link: id };
  }
  return null;
}

export const inviteCookieValue = (ref: InviteRef) =>
  'invite' in ref ? `invite.${ref.invite}` : `link.${ref.link}`;

function refuseInvitation(row: InvitationRow, now: Date) {
  if (row.status === 'accepted') throw new AppError('invite.used');
  if (row.status !== 'pending') throw new AppError('invite.unknown');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('invite.expired');
}

function refuseLink(row: InviteLinkRow, email: string | null, now: Date) {
  const refusal = inviteLinkRefusal(row, email ?? '', now);
  if (!refusal || (refusal === 'otherDomain' && email === null)) return;
  if (refusal === 'otherDomain') {
    throw new AppError('invite.otherDomain', { domain: row.allowedDomain ?? '' });
  }
  throw new AppError(`invite.${refusal}`);
}

async function teamName(db: Database, teamId: string | null) {
  if (!teamId) return null;
  const [row] = await db.select({ name: team.name }).from(team).where(eq(team.id, teamId));
  return row?.name ?? null;
}

/** What an invite is for (GET /invite), or the reason it cannot be used. */
export async function readInvite(db: Database, ref: InviteRef, now = new Date()) {
  if ('invite' in ref) {
    const [row] = await db
      .select({ invite: invitation, organizationName: organization.name })
      .from(invitation)
      .innerJoin(organization, eq(organization.id, invitation.organizationId))
      .where(eq(invitation.id, ref.invite));
    if (!row) throw new AppError('invite.unknown');
    refuseInvitation(row.invite, now);
    return {
      kind: 'email' as const,
      organizationName: row.organizationName,
      teamName: await teamName(db, row.invite.teamId),
      email: row.invite.email,
      allowedDomain: null,
      expiresAt: row.invite.expiresAt.toISOString(),
      anonymousAccess: false,
    };
  }
  const [row] = await db
    .select({ link: inviteLink, organizationName: organization.name })
    .from(inviteLink)
    .innerJoin(organization, eq(organization.id, inviteLink.organizationId))
    .where(eq(inviteLink.id, ref.link));
  if (!row) throw new AppError('invite.unknown');
  refuseLink(row.link, null, now);
  return {
    kind: 'link' as const,
    organizationName: row.organizationName,
    teamName: await teamName(db, row.link.teamId),
    email: null,
    allowedDomain: row.link.allowedDomain,
    expiresAt: row.link.expiresAt?.toISOString() ?? null,
    anonymousAccess: row.link.anonymousAccess,
  };
}

/**
 * Joins the invite's organization as TeamMember, in the invite's team, in ONE transaction:
 * the invite (or link) row is locked, so a single-use invite admits one person and a link
 * never more than its limit (its CHECK is the backstop).
 */
export async function acceptInvite(
  db: Database,
  person: { uid: string; email: string; isAnonymous?: boolean },
  ref: InviteRef,
  now = new Date(),
): Promise<{ organizationId: string; teamId: string | null }> {
  return db.transaction(async (tx) => {
    let organizationId: string;
    let teamId: string | null;
    if ('invite' in ref) {
      const [row] = await tx
        .select()
        .from(invitation)
        .where(eq(invitation.id, ref.invite))
        .for('update');
      if (!row) throw new AppError('invite.unknown');
      refuseInvitation(row, now);
      // An e-mail invite is for an address: an anonymous account has none, and another
      // account's is not it (issue 35 item 6; a link is open by design).
      if (person.isAnonymous) throw new AppError('invite.needsAccount');
      if (normalizeEmail(person.email) !== normalizeEmail(row.email)) {
        throw new AppError('invite.otherAddress');
      }
      organizationId = row.organizationId;
      teamId = row.teamId;
      await tx
        .update(invitation)
        .set({ status: 'accepted', acceptedBy: person.uid })
        .where(eq(invitation.id, row.id));
    } else {
      const [row] = await tx
        .select()
        .from(inviteLink)
        .where(eq(inviteLink.id, ref.link))
        .for('update');
      if (!row) throw new AppError('invite.unknown');
      // Only an access link takes anonymous accounts (decision 035), and checks no domain.
      if (person.isAnonymous && !row.anonymousAccess) throw new AppError('invite.needsAccount');
      refuseLink(row, person.isAnonymous ? null : person.email, now);
      organizationId = row.organizationId;
      teamId = row.teamId;
      await tx
        .update(inviteLink)
        .set({ usedCount: sql`${inviteLink.usedCount} + 1` })
        .where(eq(inviteLink.id, row.id));
    }
    await tx
      .select({ uid: appUser.uid })
      .from(appUser)
      .where(eq(appUser.uid, person.uid))
      .for('update');
    const [existing] = await tx
      .select({ organizationId: member.organizationId })
      .from(member)
      .where(eq(member.userId, person.uid));
    if (existing) {
      throw new AppError(
        existing.organizationId === organizationId
          ? 'invite.alreadyMember'
          : 'invite.inOtherOrganization',
      );
    }
    await tx
      .insert(member)
      .values({ id: newId(), organizationId, userId: person.uid, role: 'member' });
    if (teamId) await tx.insert(teamMember).values({ id: newId(), teamId, userId: person.uid });
    // Another pending invite of the same address in this organization is now redundant.
    await tx
      .update(invitation)
      .set({ status: 'accepted', acceptedBy: person.uid })
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, 'pending'),
          eq(invitation.email, normalizeEmail(person.email)),
        ),
      );
    await tx
      .update(appUser)
      .set({ role: customerRoleOf('member'), organizationId, updatedAt: new Date() })
      .where(eq(appUser.uid, person.uid));
    return { organizationId, teamId };
  });
}
