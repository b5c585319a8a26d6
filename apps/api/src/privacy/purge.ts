import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  analyticsView,
  appUser,
  authAccount,
  authSession,
  authUser,
  authVerification,
  billingDetails,
  emailOutbox,
  fbEvent,
  headshot,
  job,
  model,
  rankTask,
  supportRequest,
  trainingPhoto,
} from '@hs/db/schema';
import type { Services } from '../context.ts';

// Privacy (issue 14 item 4, decision 023): what deleting a model or an account removes.
// Every function here is safe to run twice and to run again after a crash half-way:
// files are removed before and after the rows, and rows are deleted by key.

type PurgeServices = Pick<Services, 'database' | 'storage'>;

/** Every file of a model lives under this folder (training photos, headshots, zips). */
export const modelFolder = (modelId: string) => `models/${modelId}/`;
/** Files of a person that belong to no model (profile pictures, data exports). */
export const userFolder = (uid: string) => `users/${uid}/`;

export interface PurgedModel {
  modelId: string;
  /** Files removed from storage. */
  files: number;
  /** Whether the model's row was still there. */
  rows: boolean;
}

/**
 * Removes one model: its files (the model's folder, plus any path its rows name elsewhere),
 * its rows (model, training photos and headshots by cascade) and its unstarted jobs.
 * The folder is swept again after the rows are gone, so a generation step that wrote a
 * file in between leaves nothing behind. Ledger entries keep the model id as plain text
 * (what was spent on what stays for the accounts).
 */
export async function purgeModel(services: PurgeServices, modelId: string): Promise<PurgedModel> {
  const { db } = services.database;
  const { storage } = services;
  const folder = modelFolder(modelId);
  const named = [
    ...(await db
      .select({ path: trainingPhoto.path })
      .from(trainingPhoto)
      .where(eq(trainingPhoto.modelId, modelId))),
    ...(
      await db
        .select({ path: headshot.path, thumb: headshot.thumbPath })
        .from(headshot)
        .where(eq(headshot.modelId, modelId))
    ).flatMap((h) => [{ path: h.path }, { path: h.thumb }]),
  ]
    .map((r) => r.path)
    .filter((path) => !path.startsWith(folder));
  let files = await storage.deletePrefix(folder);
  for (const path of named) {
    if ((await storage.get(path)) !== null) files += 1;
    await storage.delete(path);
  }
  const deleted = await db.transaction(async (tx) => {
    // Jobs not yet claimed would only find nothing; running ones stop at the missing row.
    await tx
      .delete(job)
      .where(and(eq(job.status, 'queued'), sql`${job.payload}->>'modelId' = ${modelId}`));
    return tx.delete(model).where(eq(model.id, modelId)).returning({ id: model.id });
  });
  files += await storage.deletePrefix(folder);
  return { modelId, files, rows: deleted.length > 0 };
}

/** The address an account keeps once deleted: unique, undeliverable, names no one. */
export const deletedEmail = (uid: string) => `deleted-${uid}@deleted.invalid`;

export function isDeletedEmail(email: string): boolean {
  return /^deleted-.+@deleted\.invalid$/.test(email);
}

export interface DeletedAccount {
  uid: string;
  models: number;
  files: number;
}

/**
 * Deletes a person's account (issue 18 item 3, issue 14 item 4): every model with its
 * photos and files, their other files, sign-in methods and sessions, ranking tasks, billing
 * address, mail log and analytics that name them. What the law keeps for invoices stays,
 * anonymised: orders, order lines, payments, refunds, refund requests and ledger entries
 * point at a user row whose e-mail and name are gone. Safe to run twice.
 */
export async function deleteAccount(services: PurgeServices, uid: string): Promise<DeletedAccount> {
  const { db } = services.database;
  const [person] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.uid, uid));
  const [identity] = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, uid));
  const emails = [person?.email, identity?.email].filter(
    (e): e is string => Boolean(e) && !isDeletedEmail(e!),
  );

  const models = await db.select({ id: model.id }).from(model).where(eq(model.uid, uid));
  let files = 0;
  for (const m of models) files += (await purgeModel(services, m.id)).files;
  files += await services.storage.deletePrefix(userFolder(uid));

  const anonymous = deletedEmail(uid);
  await db.transaction(async (tx) => {
    await tx.delete(authSession).where(eq(authSession.userId, uid));
    await tx.delete(authAccount).where(eq(authAccount.userId, uid));
    // better-auth keys reset links by token with the user id as value, others by address.
    await tx
      .delete(authVerification)
      .where(
        emails.length
          ? or(eq(authVerification.value, uid), inArray(authVerification.identifier, emails))
          : eq(authVerification.value, uid),
      );
    if (emails.length) await tx.delete(emailOutbox).where(inArray(emailOutbox.to, emails));
    await tx.delete(rankTask).where(eq(rankTask.uid, uid));
    // Support threads carry the person's name, address and words.
    await tx.delete(supportRequest).where(eq(supportRequest.uid, uid));
    await tx.delete(billingDetails).where(eq(billingDetails.uid, uid));
    await tx.delete(analyticsView).where(eq(analyticsView.uid, uid));
    await tx.delete(fbEvent).where(eq(fbEvent.uid, uid));
    await tx
      .update(authUser)
      .set({ email: anonymous, name: '', image: null, emailVerified: false, updatedAt: new Date() })
      .where(eq(authUser.id, uid));
    await tx
      .update(appUser)
      .set({
        email: anonymous,
        displayName: null,
        avatar: null,
        referralCode: null,
        partnerId: null,
        inviteUid: null,
        stripeId: null,
        paypalId: null,
        signupIp: null,
        organizationId: null,
        updatedAt: new Date(),
      })
      .where(eq(appUser.uid, uid));
  });
  return { uid, models: models.length, files };
}
