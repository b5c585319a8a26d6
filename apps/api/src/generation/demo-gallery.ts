import { and, asc, eq } from 'drizzle-orm';
import { appUser, model, style } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { PACKAGE_DEFINITIONS } from '@hs/domain/packages';
import { samplePersonUploads } from '@hs/engine/sample-person';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import { grant } from '../entitlements/grants.ts';
import { queueModel, startGeneration } from '../onboarding/submit.ts';
import { storeTrainingPhoto } from '../onboarding/training-photos.ts';
import type { Services } from '../context.ts';
import { DEMO_MODEL_ID, generateModelJob } from './generate-model.ts';

// Issue 5 item 6: a newcomer sees results at once. The demo individual gets a model made
// of fifteen photos of one person (the face-api sample), submitted to the real pipeline at
// first start; later starts find it and leave it be.
export const DEMO_GALLERY_EMAIL = 'user@demo.example.com';
export { DEMO_MODEL_ID };
/** The smallest package: the gallery is ready soon after the first start. */
const DEMO_GALLERY_PACKAGE = PACKAGE_DEFINITIONS[0]!;

/** Answers 'created', 'exists', 'requeued' (it had failed), or 'no-user' (demo accounts off). */
export async function seedDemoGallery(
  services: Services,
): Promise<'created' | 'exists' | 'requeued' | 'no-user'> {
  const { db } = services.database;
  const [user] = await db
    .select({ uid: appUser.uid })
    .from(appUser)
    .where(eq(appUser.email, DEMO_GALLERY_EMAIL));
  if (!user) return 'no-user';
  const [existing] = await db.select().from(model).where(eq(model.id, DEMO_MODEL_ID));
  if (existing?.status === 'failed') {
    // A start that failed (stopped mid-way, engine missing) is not a gallery: try again.
    await db
      .update(model)
      .set({ status: 'queued', failureReason: null, updatedAt: new Date() })
      .where(and(eq(model.id, DEMO_MODEL_ID), eq(model.status, 'failed')));
    await services.jobs.enqueue(
      generateModelJob,
      { modelId: DEMO_MODEL_ID },
      { key: DEMO_MODEL_ID },
    );
    return 'requeued';
  }
  if (existing && existing.status !== 'onboarding') return 'exists';

  const styles = await db
    .select({ id: style.id })
    .from(style)
    .where(eq(style.preselected, true))
    .orderBy(asc(style.sort))
    .limit(DEMO_GALLERY_PACKAGE.stylesAllowed);
  if (!existing) {
    await db
      .insert(model)
      .values({
        id: DEMO_MODEL_ID,
        uid: user.uid,
        title: 'Uma User',
        age: '26-29',
        trigger: 'female',
        eyeColor: 'Dark brown',
        appearance: { glassesPreference: 'Without glasses' },
        styles: styles.map((s) => s.id),
      })
      .onConflictDoNothing();
  }

  // A start stopped half-way through the photos continues: duplicates are skipped by md5.
  let fullBodySlotsLeft = MAX_FULL_BODY_PHOTOS;
  for (const bytes of await samplePersonUploads()) {
    const processed = await processTrainingPhoto(bytes, { fullBodySlotsLeft });
    if (processed.fullBody) fullBodySlotsLeft--;
    await storeTrainingPhoto(services, DEMO_MODEL_ID, processed);
  }

  // The demo account's package comes through the ledger like any other (issue 12): a
  // grant with its reason, spent on the model in the same transaction.
  const queued = await db.transaction(async (tx) => {
    await grant(tx, {
      uid: user.uid,
      kind: 'package',
      amount: 1,
      reason: 'grant',
      packageId: DEMO_GALLERY_PACKAGE.id,
      note: 'demo account: sample gallery',
      byUid: null,
    });
    return queueModel(tx, {
      uid: user.uid,
      modelId: DEMO_MODEL_ID,
      styles: styles.map((s) => s.id),
      locale: null,
    });
  });
  if (queued) await startGeneration(services, DEMO_MODEL_ID);
  services.logger.info({ modelId: DEMO_MODEL_ID }, 'demo gallery queued');
  return 'created';
}
