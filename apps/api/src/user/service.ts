import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { AccountCreation, UserDetails } from '@hs/contracts/user';
import type { Database } from '@hs/db/database';
import { appUser, ledgerLot, reward } from '@hs/db/schema';
import { normalizeCountryCode } from '@hs/domain/location';
import type { PackageTerms } from '@hs/domain/packages';
import { isReferralCode } from '@hs/domain/referral';
import { createAccountWithinLimit } from '../auth/account-creation.ts';
import type { AppUserRow, Viewer } from '../auth/viewer.ts';
import { newReferralCode } from '../billing/referral-code.ts';
import type { Services } from '../context.ts';
import { balancesOf } from '../entitlements/ledger.ts';

// spec 000 sections 3 and 7: the product account of a signed-in identity, and what it holds.

export function toUserDetails(
  user: AppUserRow,
  isAnonymous: boolean,
  studioCredits: number,
): UserDetails {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    avatar: user.avatar,
    role: user.role,
    adminRole: user.adminRole,
    isAdmin: user.adminRole !== null,
    isAnonymous,
    countryCode: user.countryCode,
    referredBy: user.referredBy,
    referralCode: user.referralCode,
    hasPaidAccount: user.hasPaidAccount,
    isTestUser: user.isTestUser,
    organizationId: user.organizationId,
    studio: { credits: studioCredits },
  };
}

/** The first candidate that is another user's uid or referral code. */
async function findReferrer(
  db: Database,
  self: string,
  candidates: (string | null | undefined)[],
): Promise<{ uid: string } | undefined> {
  for (const candidate of candidates) {
    if (!candidate || candidate === self) continue;
    const [row] = await db
      .select({ uid: appUser.uid })
      .from(appUser)
      .where(
        isReferralCode(candidate)
          ? or(eq(appUser.uid, candidate), eq(appUser.referralCode, candidate))
          : eq(appUser.uid, candidate),
      )
      .limit(1);
    if (row && row.uid !== self) return row;
  }
  return undefined;
}

/** What the sign-up page knew besides the body: its tracking cookies and the caller's address. */
export interface AccountSource {
  referredByCookie: string | null | undefined;
  partnerIdCookie: string | null | undefined;
  signupIp: string;
}

/**
 * spec 000 section 7: POST /user creates the account of the signed-in identity; again for an
 * existing one, it only gives an older row its referral code (spec 001 section 3). 'limited'
 * when the address made too many accounts this hour.
 */
export async function createAccount(
  services: Services,
  viewer: Viewer,
  body: AccountCreation,
  source: AccountSource,
): Promise<'limited' | { new: boolean }> {
  const { db } = services.database;
  if (viewer.user) {
    if (!viewer.user.referralCode) {
      await db
        .update(appUser)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(appUser.uid, viewer.uid), isNull(appUser.referralCode)));
    }
    return { new: false };
  }
  // spec 000 section 3: hp_referred_by (set from ?ref) names the referrer by referral
  // code; referUid may carry a uid or that same code.
  const referrerRow = await findReferrer(db, viewer.uid, [
    source.referredByCookie,
    body.referUid,
    body.referralCode,
  ]);
  const created = await createAccountWithinLimit(
    db,
    {
      uid: viewer.uid,
      email: viewer.email,
      displayName: body.name?.trim() || null,
      avatar: body.avatar ?? null,
      countryCode: normalizeCountryCode(body.userCountry),
      referredBy: referrerRow?.uid ?? null,
      partnerId: body.partnerId ?? source.partnerIdCookie,
      inviteUid: body.inviteUid ?? null,
      referralCode: newReferralCode(),
      signupIp: source.signupIp,
    },
    services.config.accountCreationLimitPerHour,
  );
  // A second concurrent call for the same uid inserts nothing and is not "new".
  return created === 'limited' ? created : { new: created.inserted };
}

/** The account with what the person's payments granted and their referrals earned, in force. */
export async function userDetailsOf(
  db: Database,
  user: AppUserRow,
  isAnonymous: boolean,
): Promise<UserDetails> {
  const uid = user.uid;
  const [balances, granted, earned] = await Promise.all([
    balancesOf(db, uid),
    db
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.uid, uid), eq(ledgerLot.kind, 'package')))
      .orderBy(asc(ledgerLot.createdAt)),
    db
      .select()
      .from(reward)
      .where(and(eq(reward.referrerUid, uid), isNull(reward.revokedAt)))
      .orderBy(asc(reward.createdAt)),
  ]);
  return {
    ...toUserDetails(user, isAnonymous, balances.studio_credits ?? 0),
    stripeId: user.stripeId,
    paypalId: user.paypalId,
    packages: granted.map((g) => {
      const terms = g.terms as unknown as PackageTerms;
      return {
        packageId: terms.packageId,
        paymentId: g.paymentId,
        photos: terms.headshots,
        stylesAllowed: terms.styles,
        remaining: g.balance,
        createdAt: g.createdAt.toISOString(),
      };
    }),
    rewards: earned.map((r) => ({
      kind: r.kind,
      credits: r.credits,
      referredUid: r.referredUid,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
