import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser, headshot, ledgerEntry, model } from '@hs/db/schema';
import { DEFAULT_LOCALE, localizePath } from '@hs/domain/locale';
import type { Services } from '../context.ts';
import { giveBackSpentOn } from '../entitlements/grants.ts';
import { once } from '../jobs/once.ts';
import type { ModelRow } from '../onboarding/models.ts';
import { photosNeededMail } from './photos-needed-mail.ts';

// Issue 15 item 1: a submitted model none of whose photos the engine can frame is not
// padded with close-ups; its order is given back and its owner asked for other photos.

const IN_GENERATION: readonly ModelRow['status'][] = ['queued', 'training', 'generating'];

/** What a model given back says (shown to staff; the person's pages say it in their language). */
export const NO_USABLE_PHOTO_REASON =
  'None of the photos shows the whole head with the shoulders, so no headshot could be made from them. The package was given back.';

/**
 * The inverse of queueModel, for a model none of whose photos the engine can frame (issue
 * 15 item 1): back in onboarding with its photos and choices, and what its submit spent
 * given back, in one transaction. Only before anything was made; answers whether it was
 * given back (a second call, or a model that moved on, changes nothing).
 */
export async function giveBackModel(tx: Database, modelId: string): Promise<boolean> {
  const [locked] = await tx
    .select({ status: model.status })
    .from(model)
    .where(eq(model.id, modelId))
    .for('update');
  if (!locked || !IN_GENERATION.includes(locked.status)) return false;
  const [made] = await tx
    .select({ n: count() })
    .from(headshot)
    .where(eq(headshot.modelId, modelId));
  if ((made?.n ?? 0) > 0) return false;
  await giveBackSpentOn(tx, modelId);
  await tx
    .update(model)
    .set({
      status: 'onboarding',
      failureReason: NO_USABLE_PHOTO_REASON,
      packageTerms: null,
      submittedAt: null,
      progressDone: 0,
      progressTotal: 0,
      updatedAt: new Date(),
    })
    .where(eq(model.id, modelId));
  return true;
}

/**
 * Gives the model back (giveBackModel) and mails its owner to add photos that show the
 * shoulders. Answers whether it was given back.
 */
export async function givenBack(services: Services, row: ModelRow): Promise<boolean> {
  if (!(await services.database.db.transaction((tx) => giveBackModel(tx, row.id)))) return false;
  await mailGivenBack(services, row);
  return true;
}

/**
 * The give-back mail, once per give-back (keyed by the refunds written for the model so
 * far). A job run again after a crash between the give-back and its mail sends it then.
 */
export async function mailGivenBack(
  services: Services,
  row: ModelRow,
  why: 'no-usable-photo' | 'nothing-shown' = 'no-usable-photo',
): Promise<void> {
  const { db } = services.database;
  const [user] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.uid, row.uid));
  if (!user) return;
  const [refunds] = await db
    .select({ n: count() })
    .from(ledgerEntry)
    .where(and(eq(ledgerEntry.modelId, row.id), eq(ledgerEntry.reason, 'refund')));
  const locale = row.locale ?? DEFAULT_LOCALE;
  const url = `${services.config.baseUrl}${localizePath(`/app/upload?modelId=${row.id}`, locale)}`;
  await once(db, `photos-needed-mail:${row.id}:${refunds?.n ?? 0}`, () =>
    services.mailer.send(photosNeededMail(user.email, url, locale, why)),
  );
}
