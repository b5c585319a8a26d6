import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { MemberModel } from '@hs/contracts/member-photos';
import type { Database } from '@hs/db/database';
import { appUser, member, model, organization } from '@hs/db/schema';
import type { MemberRole } from '@hs/domain/organization';
import type { AppUserRow } from '../auth/viewer.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { minimumPhotos } from '@hs/domain/photo-rules';
import { modelView, type ModelRow } from '../onboarding/models.ts';

// Photos and the order on a member's behalf (issue 17 item 5; decision 048). Access is the
// policy's (authorizeForMember); these read and write the member's own model, so the member
// sees the photos in their wizard and gets the results and the mails.

/**
 * The person's membership the policy judges: in the asking lead's organization when they
 * are in it, else any other (or null), so the policy, not this query, refuses.
 */
export async function membershipFor(
  db: Database,
  organizationId: string,
  uid: string,
): Promise<{ organizationId: string; role: MemberRole } | null> {
  const rows = await db
    .select({ organizationId: member.organizationId, role: member.role })
    .from(member)
    .where(eq(member.userId, uid));
  const found = rows.find((r) => r.organizationId === organizationId) ?? rows[0];
  return found ? { organizationId: found.organizationId, role: found.role as MemberRole } : null;
}

/** spec 001 section 2: bulk upload, and so uploads on someone's behalf, need the feature. */
export async function assertBulkUpload(db: Database, organizationId: string): Promise<void> {
  const [row] = await db
    .select({ bulkUpload: organization.bulkUpload })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!row?.bulkUpload) throw new AppError('bulk.notEnabled');
}

export async function memberAccount(db: Database, uid: string): Promise<AppUserRow> {
  const [user] = await db.select().from(appUser).where(eq(appUser.uid, uid));
  if (!user) throw new AppError('person.unknown');
  return user;
}

/** The model their own wizard continues (the newest in onboarding), if any. */
export async function memberOnboardingModel(db: Database, uid: string): Promise<ModelRow | null> {
  const [open] = await db
    .select()
    .from(model)
    .where(and(eq(model.uid, uid), eq(model.status, 'onboarding')))
    .orderBy(desc(model.createdAt))
    .limit(1);
  return open ?? null;
}

/**
 * That model, opened if none: only when the lead uploads a photo, so opening the dialog
 * (or a member whose order is finished) leaves no empty model behind.
 */
export async function openMemberModel(db: Database, user: AppUserRow): Promise<ModelRow> {
  const open = await memberOnboardingModel(db, user.uid);
  if (open) return open;
  const [made] = await db
    .insert(model)
    .values({ id: randomBytes(10).toString('hex'), uid: user.uid, title: user.displayName })
    .returning();
  return made!;
}

export async function memberModelView(
  services: Pick<Services, 'database' | 'storage'>,
  row: ModelRow | null,
  user: AppUserRow,
): Promise<MemberModel> {
  return {
    modelId: row?.id ?? null,
    model: row ? await modelView(services.database.db, services.storage, row, user) : null,
    minimumPhotos: minimumPhotos(user.isTestUser),
    member: { uid: user.uid, email: user.email, displayName: user.displayName },
  };
}
