import { and, eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { member, model } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { spendOwnPackageOr, spendPackageOn, spendSeatOn } from '../entitlements/grants.ts';
import { AppError } from '../errors.ts';
import { generateModelJob } from '../generation/generate-model.ts';
import type { ModelRow } from './models.ts';

/**
 * Queues a model for generation, spending one unspent package on it in the same
 * transaction (issue 12 item 3): what the package delivers (count, styles, size) goes
 * with the model. Returns null when the model had left onboarding already (a second
 * submit spends nothing).
 */
export async function queueModel(
  tx: Database,
  o: { uid: string; modelId: string; styles: string[]; locale: ModelRow['locale'] },
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
      styles: o.styles,
      packageTerms: terms,
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
