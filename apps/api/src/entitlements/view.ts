import type { Entitlements } from '@hs/contracts/entitlements';
import { engineCapabilities } from '@hs/engine/capabilities';
import { renderSize } from '@hs/domain/organization-options';
import { deliveredSize, type PackageTerms } from '@hs/domain/packages';
import type { Viewer } from '../auth/viewer.ts';
import { DEFAULT_BILLING_CONFIG, paymentsMode } from '../billing/config.ts';
import type { Services } from '../context.ts';
import { outputSizesFor } from '../organizations/options.ts';
import { balancesOf, nextSeatTerms, openPackageLots } from './ledger.ts';

/**
 * What the signed-in person may still generate, with each run's size as the running engine
 * delivers it (issue 34 item 6): a lot keeps the size it was sold at, the engine renders at
 * most its largest side, and a team member's seat at their organization's render size.
 */
export async function entitlementsOf(services: Services, viewer: Viewer): Promise<Entitlements> {
  const { db } = services.database;
  const member = viewer.membership?.role === 'member' ? viewer.membership : null;
  const [balances, lots, seat, sizes] = await Promise.all([
    balancesOf(db, viewer.uid),
    openPackageLots(db, viewer.uid),
    member ? nextSeatTerms(db, member.organizationId) : null,
    member ? outputSizesFor(db, viewer.uid) : [],
  ]);
  const { maxSide } = engineCapabilities(services.engineName);
  const delivered = (terms: PackageTerms): PackageTerms => ({
    ...terms,
    ...deliveredSize(member ? (renderSize(sizes) ?? terms) : terms, maxSide),
  });
  const next = lots[0]?.terms as unknown as PackageTerms | undefined;
  return {
    payments: paymentsMode(services.config.billing ?? DEFAULT_BILLING_CONFIG),
    balances,
    nextPackage: next ? delivered(next) : null,
    seat: member ? { next: seat ? delivered(seat) : null } : null,
  };
}
