import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { model, style, trainingPhoto } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { minimumPhotos } from '@hs/domain/photo-rules';
import type { AppUserRow } from '../auth/viewer.ts';
import { AppError } from '../errors.ts';
import { assertStylesAllowed } from '../organizations/options.ts';
import { assertEditable, ownModel, photoOfOwner, type ModelRow, type PhotoRow } from './models.ts';

// spec 001 section 3 and 7: the onboarding steps on the person's own model.

/** The model named (the caller's own), else the one still in onboarding, else a new one. */
export async function startOnboarding(
  db: Database,
  user: AppUserRow,
  modelId: string | null | undefined,
): Promise<ModelRow> {
  if (modelId) return ownModel(db, user.uid, modelId);
  // Continue the model still in onboarding, else open a new one.
  const [row] = await db
    .select()
    .from(model)
    .where(and(eq(model.uid, user.uid), eq(model.status, 'onboarding')))
    .orderBy(desc(model.createdAt))
    .limit(1);
  return (
    row ??
    (
      await db
        .insert(model)
        .values({ id: randomBytes(10).toString('hex'), uid: user.uid, title: user.displayName })
        .returning()
    )[0]!
  );
}

/** The styles of the caller's editable model: known catalogue styles their lead allows. */
export async function saveStyles(
  db: Database,
  user: AppUserRow,
  modelId: string,
  chosen: string[],
): Promise<ModelRow> {
  const row = await ownModel(db, user.uid, modelId);
  assertEditable(row);
  const styles = [...new Set(chosen)];
  const known = styles.length
    ? await db.select({ id: style.id }).from(style).where(inArray(style.id, styles))
    : [];
  if (known.length !== styles.length) {
    const minimum = minimumPhotos(user.isTestUser);
    throw new AppError('onboarding.missing', { items: ['catalogueStyles'], photos: minimum });
  }
  // issue 17 item 7: a member picks only the backdrops their team lead allows.
  await assertStylesAllowed(db, user.uid, styles);
  const [updated] = await db
    .update(model)
    .set({ styles, updatedAt: new Date() })
    .where(eq(model.id, row.id))
    .returning();
  return updated!;
}

/** Marks one of the caller's photos full-body or not; spec 001 section 9: at most 3 are. */
export async function setPhotoFullBody(
  db: Database,
  uid: string,
  imagePath: string,
  fullBody: boolean,
): Promise<PhotoRow> {
  const found = await photoOfOwner(db, uid, imagePath);
  assertEditable(found.model);
  if (fullBody && !found.photo.fullBody) {
    const [current] = await db
      .select({ n: count() })
      .from(trainingPhoto)
      .where(and(eq(trainingPhoto.modelId, found.model.id), eq(trainingPhoto.fullBody, true)));
    if ((current?.n ?? 0) >= MAX_FULL_BODY_PHOTOS) {
      throw new AppError('photo.fullBodyLimit', { max: MAX_FULL_BODY_PHOTOS });
    }
  }
  const [updated] = await db
    .update(trainingPhoto)
    .set({ fullBody })
    .where(eq(trainingPhoto.id, found.photo.id))
    .returning();
  return updated!;
}

/** The catalogue's preselected styles that are on, in their order. */
export async function preselectedStyles(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: style.id })
    .from(style)
    .where(and(eq(style.preselected, true), eq(style.enabled, true)))
    .orderBy(asc(style.sort));
  return rows.map((r) => r.id);
}
