import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import {
  appUser,
  headshot,
  invitation,
  invitationReminder,
  member,
  memberSelectedImage,
  model,
  organization,
  teamMember,
} from '@hs/db/schema';
import type { FinishedModel, MemberImage } from '@hs/contracts/organization-area';
import type { PendingInvite } from '@hs/contracts/organization';
import { isShown } from '@hs/domain/headshots';
import { pageInfo } from '@hs/domain/organization';
import { REMINDER_INTERVAL_HOURS, mayRemind } from '@hs/domain/team-area';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { mailLimitsOf } from '../mail/limits.ts';
import { organizationInviteMail } from '../mail/templates.ts';
import { PHOTO_URL_SECONDS } from '../onboarding/models.ts';
import type { Storage } from '../storage/storage.ts';
import { PAGE_SIZE, inviteUrl } from './invites.ts';
import { newId, requireTeam } from './service.ts';

// The team lead's area as a person uses it (issue 17 item 3; spec 001 sections 3 and 4):
// invite reminders, finished models, a selected image per member, the team's zip. Every
// query is scoped by the lead's organization id: another organization's ids answer 404.

type Reminder = PendingInvite['reminders'][number];

/** The reminders of these invites, oldest first (spec 001 section 3, Invite reminders). */
export async function remindersOf(
  db: Database,
  invitationIds: string[],
): Promise<Map<string, Reminder[]>> {
  const byInvite = new Map<string, Reminder[]>();
  if (!invitationIds.length) return byInvite;
  const rows = await db
    .select()
    .from(invitationReminder)
    .where(inArray(invitationReminder.invitationId, invitationIds))
    .orderBy(asc(invitationReminder.remindedAt), asc(invitationReminder.id));
  for (const r of rows) {
    const list = byInvite.get(r.invitationId) ?? [];
    list.push({ organization: r.organizationId, remindedAt: r.remindedAt.toISOString() });
    byInvite.set(r.invitationId, list);
  }
  return byInvite;
}

/** Adds each invite's reminders to a page of pending invites. */
export async function withReminders(db: Database, invites: PendingInvite[]) {
  const reminders = await remindersOf(
    db,
    invites.map((i) => i.invite),
  );
  return invites.map((i) => ({ ...i, reminders: reminders.get(i.invite) ?? [] }));
}

/**
 * spec 001 section 4: a reminder appends an entry with the organization and the current
 * time, and the invite's link is mailed again. At most one an hour per invite: the
 * invite row is locked, so 20 parallel reminders record (and mail) one.
 */
export async function remindInvite(
  services: Services,
  organizationId: string,
  invitationId: string,
  now = new Date(),
): Promise<PendingInvite> {
  const { db } = services.database;
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitation)
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, 'pending'),
        ),
      )
      .for('update');
    if (!row) throw new AppError('invite.unknown');
    if (row.expiresAt <= now) throw new AppError('invite.expired');
    const [last] = await tx
      .select({ at: max(invitationReminder.remindedAt) })
      .from(invitationReminder)
      .where(eq(invitationReminder.invitationId, invitationId));
    if (!mayRemind(last?.at ? new Date(last.at) : null, now)) {
      throw new AppError('invite.remindedRecently', { hours: String(REMINDER_INTERVAL_HOURS) });
    }
    // One reminder an invite an hour already; the organization and the address are counted.
    await mailLimitsOf(services).admit({
      account: null,
      organization: organizationId,
      recipients: [row.email],
    });
    await tx
      .insert(invitationReminder)
      .values({ id: newId(), invitationId, organizationId, remindedAt: now });
    const [org] = await tx
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId));
    return { row, name: org?.name ?? '' };
  });
  const url = inviteUrl(services.config.baseUrl, { invite: sent.row.id });
  await services.mailer.send(
    organizationInviteMail(sent.row.email, sent.name, url, sent.row.id, { reminder: true }),
  );
  const [invite] = await withReminders(db, [
    {
      invite: sent.row.id,
      email: sent.row.email,
      teamId: sent.row.teamId,
      modelStatus: 'pending-invite',
      uid: null,
      createdAt: sent.row.createdAt.toISOString(),
      expiresAt: sent.row.expiresAt.toISOString(),
      reminders: [],
    },
  ]);
  return invite!;
}

/** The member's newest finished model id, or null. */
const newestReadyModel = sql<string | null>`(
  select ${model.id} from ${model}
  where ${model.uid} = ${member.userId} and ${model.status} = 'ready'
  order by ${model.createdAt} desc limit 1
)`;

async function thumb(storage: Storage, row: { id: string; thumbPath: string; position: number }) {
  return {
    id: row.id,
    position: row.position,
    thumbnailUrl: await storage.signedUrl(row.thumbPath, PHOTO_URL_SECONDS),
  } satisfies MemberImage;
}

/** The shown headshots of a model, by gallery position. */
async function shownHeadshots(db: Database, modelId: string) {
  const rows = await db
    .select()
    .from(headshot)
    .where(eq(headshot.modelId, modelId))
    .orderBy(asc(headshot.position));
  return rows.filter(isShown);
}

/** The selected image of a member in this organization, if it is still shown. */
async function selectedOf(db: Database, organizationId: string, uid: string) {
  const [row] = await db
    .select({ image: headshot })
    .from(memberSelectedImage)
    .innerJoin(headshot, eq(headshot.id, memberSelectedImage.headshotId))
    .where(
      and(
        eq(memberSelectedImage.userId, uid),
        eq(memberSelectedImage.organizationId, organizationId),
      ),
    );
  return row && isShown(row.image) ? row.image : null;
}

/**
 * spec 001 section 3, dashboard state finishedModels: members whose newest finished model
 * is ready, paged and by team, with their selected image.
 */
export async function listFinishedModels(
  db: Database,
  storage: Storage,
  organizationId: string,
  o: { page: number; teamId?: string | undefined },
) {
  const where = and(
    eq(member.organizationId, organizationId),
    sql`${newestReadyModel} is not null`,
    o.teamId ? eq(teamMember.teamId, o.teamId) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(member)
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(where);
  const rows = await db
    .select({
      uid: member.userId,
      email: appUser.email,
      displayName: appUser.displayName,
      teamId: teamMember.teamId,
      modelId: newestReadyModel,
    })
    .from(member)
    .innerJoin(appUser, eq(appUser.uid, member.userId))
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(where)
    .orderBy(asc(appUser.email), asc(member.userId))
    .limit(PAGE_SIZE)
    .offset((o.page - 1) * PAGE_SIZE);
  const models: FinishedModel[] = await Promise.all(
    rows.map(async (r) => {
      const modelId = r.modelId!;
      const [shown, selected, [m]] = await Promise.all([
        shownHeadshots(db, modelId),
        selectedOf(db, organizationId, r.uid),
        db.select({ updatedAt: model.updatedAt }).from(model).where(eq(model.id, modelId)),
      ]);
      return {
        modelId,
        uid: r.uid,
        email: r.email,
        displayName: r.displayName,
        teamId: r.teamId,
        totalPhotos: shown.length,
        finishedAt: (m?.updatedAt ?? new Date(0)).toISOString(),
        selectedImage: selected ? await thumb(storage, selected) : null,
      };
    }),
  );
  return { models, paging: pageInfo(total?.n ?? 0, o.page, PAGE_SIZE) };
}

/** A member of this organization, or 404 (another organization's ids tell nothing). */
async function requireMember(db: Database, organizationId: string, uid: string) {
  const [row] = await db
    .select({ uid: member.userId })
    .from(member)
    .where(and(eq(member.userId, uid), eq(member.organizationId, organizationId)));
  if (!row) throw new AppError('person.unknown');
}

/** The newest finished model of a member. */
async function readyModelOf(db: Database, uid: string) {
  const [row] = await db
    .select({ id: model.id })
    .from(model)
    .where(and(eq(model.uid, uid), eq(model.status, 'ready')))
    .orderBy(desc(model.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** A member's shown headshots to pick from, and the selected one. */
export async function memberImages(
  db: Database,
  storage: Storage,
  organizationId: string,
  uid: string,
) {
  await requireMember(db, organizationId, uid);
  const modelId = await readyModelOf(db, uid);
  const shown = modelId ? await shownHeadshots(db, modelId) : [];
  const selected = await selectedOf(db, organizationId, uid);
  return {
    images: await Promise.all(shown.map((row) => thumb(storage, row))),
    selectedImageId: selected?.id ?? null,
  };
}

/**
 * spec 001 section 3, Team member selectedImage: one of the member's own shown headshots
 * (of any of their models), or none. Another person's headshot id answers 404.
 */
export async function selectMemberImage(
  db: Database,
  organizationId: string,
  uid: string,
  imageId: string | null,
) {
  await requireMember(db, organizationId, uid);
  if (imageId === null) {
    await db.delete(memberSelectedImage).where(eq(memberSelectedImage.userId, uid));
    return { selectedImageId: null };
  }
  const [row] = await db
    .select({ image: headshot })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(and(eq(headshot.id, imageId), eq(model.uid, uid)));
  if (!row || !isShown(row.image)) throw new AppError('headshot.unknown');
  await db
    .insert(memberSelectedImage)
    .values({ userId: uid, organizationId, headshotId: imageId })
    .onConflictDoUpdate({
      target: memberSelectedImage.userId,
      set: { organizationId, headshotId: imageId, selectedAt: new Date() },
    });
  return { selectedImageId: imageId };
}

/**
 * The selected images of an organization's current members (a member who left keeps no
 * choice), each with the member's address, optionally of one team; only shown ones.
 */
async function selectedImagesOf(db: Database, organizationId: string, teamId?: string) {
  const rows = await db
    .select({ image: headshot, email: appUser.email })
    .from(memberSelectedImage)
    .innerJoin(
      member,
      and(
        eq(member.userId, memberSelectedImage.userId),
        eq(member.organizationId, memberSelectedImage.organizationId),
      ),
    )
    .innerJoin(appUser, eq(appUser.uid, member.userId))
    .innerJoin(headshot, eq(headshot.id, memberSelectedImage.headshotId))
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(
      and(
        eq(memberSelectedImage.organizationId, organizationId),
        teamId ? eq(teamMember.teamId, teamId) : undefined,
      ),
    )
    .orderBy(asc(appUser.email));
  return rows.filter((r) => isShown(r.image));
}

/** How many members of the organization have a selected (still shown) image. */
export async function countSelectedImages(db: Database, organizationId: string) {
  return (await selectedImagesOf(db, organizationId)).length;
}

/** The selected images of a team (or everyone) for the zip, with each member's e-mail. */
export async function selectedImagesToZip(
  db: Database,
  organizationId: string,
  teamId: string | undefined,
) {
  if (teamId) await requireTeam(db, organizationId, teamId);
  const shown = await selectedImagesOf(db, organizationId, teamId);
  if (!shown.length) throw new AppError('invite.noSelectedImages');
  return shown;
}
