import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import type { BillingDetails, Payment, Referral } from '@hs/contracts/payments';
import type { Database } from '@hs/db/database';
import {
  appUser,
  billingDetails,
  orderLine,
  payment,
  pricePackage,
  refundRequest,
  reward,
} from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { referralLink } from '@hs/domain/referral';
import type { AppUserRow } from '../auth/viewer.ts';
import type { Services } from '../context.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { giveBacksOfPayments } from './give-backs-of-payments.ts';
import { newReferralCode } from './referral-code.ts';

// A person's own payments, billing details and referral rewards: every query is filtered by
// their uid.

const EMPTY_DETAILS: BillingDetails = {
  name: '',
  company: '',
  address: '',
  postalCode: '',
  city: '',
  country: '',
  vatId: '',
};

function pickDetails(row: typeof billingDetails.$inferSelect): BillingDetails {
  return {
    name: row.name,
    company: row.company,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    vatId: row.vatId,
  };
}

/** spec 001 section 7: GET /user/payments/all; section 3: _id, createdOn, amountTotal. */
export async function listPayments(db: Database, uid: string): Promise<Payment[]> {
  const rows = await db
    .select({ payment, packageName: pricePackage.name, request: refundRequest })
    .from(payment)
    .leftJoin(pricePackage, eq(pricePackage.id, payment.packageId))
    .leftJoin(refundRequest, eq(refundRequest.paymentId, payment.id))
    .where(eq(payment.uid, uid))
    .orderBy(desc(payment.createdOn));
  // A payment without a package (the upsell basket, studio credits) is named by its lines.
  const unnamed = rows.filter((r) => !r.packageName).map((r) => r.payment.orderId);
  const lines = unnamed.length
    ? await db
        .select({ orderId: orderLine.orderId, description: orderLine.description })
        .from(orderLine)
        .where(inArray(orderLine.orderId, unnamed))
        .orderBy(asc(orderLine.sort))
    : [];
  const linesOf = (orderId: string) =>
    lines
      .filter((l) => l.orderId === orderId)
      .map((l) => l.description)
      .join('; ');
  const giveBacks = await giveBacksOfPayments(
    db,
    rows.map((r) => r.payment.id),
  );
  return rows.map(({ payment: p, packageName, request }) => ({
    _id: p.id,
    createdOn: p.createdOn.toISOString(),
    amountTotal: p.amountTotal,
    amountDiscount: p.amountDiscount,
    amountGiftCard: p.amountGiftCard,
    currency: p.currency as CurrencyCode,
    packageId: p.packageId ?? '',
    packageName: packageName ?? linesOf(p.orderId),
    status: p.status,
    test: p.provider === 'test',
    refundRequest: request
      ? { status: request.status, createdAt: request.createdAt.toISOString() }
      : null,
    giveBacks: giveBacks.get(p.id) ?? [],
  }));
}

/** The person's billing details, or empty ones with their display name. */
export async function billingDetailsOf(
  db: Database,
  uid: string,
  displayName: string | null | undefined,
): Promise<BillingDetails> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.uid, uid));
  return row ? pickDetails(row) : { ...EMPTY_DETAILS, name: displayName ?? '' };
}

export async function saveBillingDetails(
  db: Database,
  uid: string,
  details: BillingDetails,
): Promise<BillingDetails> {
  const [row] = await db
    .insert(billingDetails)
    .values({ uid, ...details })
    .onConflictDoUpdate({ target: billingDetails.uid, set: { ...details, updatedAt: new Date() } })
    .returning();
  return pickDetails(row!);
}

/** spec 001 section 3: referralCode and rewards (a code is made on first ask); section 2: the ?ref link. */
export async function referralOf(services: Services, user: AppUserRow): Promise<Referral> {
  const { db } = services.database;
  let code = user.referralCode;
  if (!code) {
    code = newReferralCode();
    await db.update(appUser).set({ referralCode: code }).where(eq(appUser.uid, user.uid));
  }
  const rows = await db
    .select()
    .from(reward)
    .where(eq(reward.referrerUid, user.uid))
    .orderBy(desc(reward.createdAt));
  return {
    referralCode: code,
    referralLink: referralLink(services.config.baseUrl, code),
    rewardCredits: (services.config.billing ?? DEFAULT_BILLING_CONFIG).referralRewardCredits,
    rewards: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      credits: r.credits,
      createdAt: r.createdAt.toISOString(),
      revoked: r.revokedAt !== null,
    })),
  };
}

/** One of the person's own payments, or null (another person's id tells nothing). */
export async function ownPayment(db: Database, uid: string, id: string) {
  if (!isUuid(id)) return null;
  const [paid] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.id, id), eq(payment.uid, uid)));
  return paid ?? null;
}
