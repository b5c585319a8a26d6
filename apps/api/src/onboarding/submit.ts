import { and, eq, inArray } from 'drizzle-orm';
import type { MissingItem } from '@hs/contracts/error-reasons';
import type { Database } from '@hs/db/database';
import { member, model, style } from '@hs/db/schema';
import { hasEnoughPhotos, minimumPhotos } from '@hs/domain/photo-rules';
import { MIN_STYLES } from '@hs/domain/styles';
import { promisedHeadshots } from '@hs/domain/give-back';
import type { Services } from '../context.ts';
import { spendOwnPackageOr, spendPackageOn, spendSeatOn } from '../entitlements/grants.ts';
import { AppError } from '../errors.ts';
import { generateModelJob } from '../generation/generate-model.ts';
import { assertStylesAllowed } from '../organizations/options.ts';
import { photosOf, type ModelRow } from './models.ts';
import { knownPromise } from './photo-check.ts';

/**
 * Submits a model in onboarding, whoever presses submit: its owner in the wizard, or their
 * team lead on their behalf (decision 048); the caller has decided access. Everything the
 * generation needs is checked, then one package or seat is spent and the job queued.
 * Returns the queued model, or null when it had left onboarding already (spends nothing).
 */
export async function submitModel(
  services: Services,
  o: { row: ModelRow; isTestUser: boolean; styles: string[]; locale: ModelRow['locale'] },
): Promise<ModelRow | null> {
  const { db } = services.database;
  const { row, styles } = o;
  // issue 17 item 7: a member submits only the backdrops their team lead allows.
  await assertStylesAllowed(db, row.uid, styles);
  const known = styles.length
    ? await db
        .select({ id: style.id })
        .from(style)
        .where(and(inArray(style.id, styles), eq(style.enabled, true)))
    : [];
  const photos = await photosOf(db, row.id);
  const fullBodyPhotos = photos.filter((p) => p.fullBody).length;
  const missing = [
    !row.title && 'name',
    !row.trigger && 'sex',
    !row.eyeColor && 'eyeColour',
    !row.appearance.glassesPreference && 'glasses',
    !hasEnoughPhotos({
      facePhotos: photos.length - fullBodyPhotos,
      fullBodyPhotos,
      isTestUser: o.isTestUser,
    }) && 'photos',
    known.length < MIN_STYLES && 'style',
    known.length !== styles.length && 'catalogueStyles',
  ].filter((m): m is MissingItem => Boolean(m));
  if (missing.length) {
    throw new AppError('onboarding.missing', {
      items: missing,
      photos: minimumPhotos(o.isTestUser),
    });
  }
  // issue 15 item 1: nothing can be made of photos none of which fills a head-and-shoulders
  // frame; when their readings say so already, nothing is spent.
  const promise = await knownPromise(services, row.id);
  if (promise.noUsablePhoto) throw new AppError('onboarding.noUsablePhoto');
  const queued = await db.transaction((tx) =>
    queueModel(tx, {
      uid: row.uid,
      modelId: row.id,
      styles,
      locale: o.locale,
      perStyle: promise.perStyle,
    }),
  );
  if (queued) await startGeneration(services, row.id);
  return queued;
}

/**
 * Queues a model for generation, spending one unspent package on it in the same
 * transaction (issue 12 item 3): what the package delivers (count, styles, size) goes
 * with the model, and its promise (issue 34 item 4): each style's share capped at
 * `perStyle` distinct photos (null: the whole package). Returns null when the model had
 * left onboarding already (a second submit spends nothing).
 */
export async function queueModel(
  tx: Database,
  o: {
    uid: string;
    modelId: string;
    styles: string[];
    locale: ModelRow['locale'];
    perStyle?: number | null;
  },
): Promise<ModelRow | null> {
  const [locked] = await tx
    .select({ status: model.status })
    .from(model)
    .where(eq(model.id, o.modelId))
    .for('update');
  if (locked?.status !== 'onboarding') return null;
  // issue 17: a team member uses one of the organization's seats, without paying; with
  // none left, a package of their own (bought or granted) still counts.
  const [membership] = await tx
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, o.uid), eq(member.role, 'member')));
  const { terms } = membership
    ? ((await spendSeatOn(tx, membership.organizationId, o.modelId)) ??
      (await spendOwnPackageOr(tx, o.uid, o.modelId, 'seats.none')))
    : await spendPackageOn(tx, o.uid, o.modelId);
  if (o.styles.length > terms.styles) {
    throw new AppError('package.tooManyStyles', { max: terms.styles });
  }
  const [queued] = await tx
    .update(model)
    .set({
      status: 'queued',
      failureReason: null,
      styles: o.styles,
      packageTerms: terms,
      promised: promisedHeadshots({
        headshots: terms.headshots,
        styles: o.styles.length,
        perStyle: o.perStyle ?? null,
      }),
      locale: o.locale,
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(model.id, o.modelId))
    .returning();
  return queued ?? null;
}

/** After the commit: the generation job, one per model. */
export async function startGeneration(services: Services, modelId: string) {
  await services.jobs.enqueue(generateModelJob, { modelId }, { key: modelId });
}
