import { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  adminCheckRoute,
  createUserRoute,
  userDetailsRoute,
  userLocationRoute,
  type UserDetails,
} from '@hs/contracts/user';
import { appUser, ledgerLot, reward } from '@hs/db/schema';
import { countryFromAcceptLanguage, normalizeCountryCode } from '@hs/domain/location';
import { isReferralCode } from '@hs/domain/referral';
import type { PackageTerms } from '@hs/domain/packages';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { requireViewer, signedIn } from '../auth/guards.ts';
import type { AppUserRow } from '../auth/viewer.ts';
import { newReferralCode } from '../billing/referral-code.ts';
import { trackingCookie } from '../billing/visitor.ts';
import type { AppEnv, Services } from '../context.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { createAccountWithinLimit } from '../auth/account-creation.ts';

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
  db: Services['database']['db'],
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

export function userRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 000 section 7: POST /user creates the account of the signed-in identity.
  app.openapi({ ...createUserRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    if (body.uid !== viewer.uid) throw new AppError('account.notYours');
    if (viewer.user) {
      // Every user has a referral code (spec 001 section 3): older rows get one now.
      if (!viewer.user.referralCode) {
        await db
          .update(appUser)
          .set({ referralCode: newReferralCode() })
          .where(and(eq(appUser.uid, viewer.uid), isNull(appUser.referralCode)));
      }
      return c.json({ success: true as const, new: false }, 200);
    }

    // spec 000 section 3: hp_referred_by (set from ?ref) names the referrer by referral
    // code; referUid may carry a uid or that same code.
    const referrerRow = await findReferrer(db, viewer.uid, [
      trackingCookie(c, TRACKING_COOKIE.referredBy),
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
        partnerId: body.partnerId ?? trackingCookie(c, TRACKING_COOKIE.partnerId),
        inviteUid: body.inviteUid ?? null,
        referralCode: newReferralCode(),
        signupIp: c.get('clientIp'),
      },
      services.config.accountCreationLimitPerHour,
    );
    if (created === 'limited') {
      return c.json(new AppError('account.signupLimited').toBody(), 429);
    }
    // A second concurrent call for the same uid inserts nothing and is not "new".
    return c.json({ success: true as const, new: created.inserted }, 200);
  });

  app.openapi({ ...userDetailsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    if (!viewer.user) return c.json({ success: true as const, user: null }, 200);
    const uid = viewer.user.uid;
    // What the user's payments granted and what their referrals earned, both still in force.
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
    const user: UserDetails = {
      ...toUserDetails(viewer.user, viewer.isAnonymous, balances.studio_credits ?? 0),
      stripeId: viewer.user.stripeId,
      paypalId: viewer.user.paypalId,
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
    return c.json({ success: true as const, user }, 200);
  });

  app.openapi(userLocationRoute, (c) => {
    const header = services.config.countryHeader;
    const fromProxy = header ? normalizeCountryCode(c.req.header(header)) : null;
    const countryCode = fromProxy ?? countryFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ success: true as const, countryCode }, 200);
  });

  // spec 001 section 7: GET /auth/admin/check decides access to the admin layout.
  app.openapi({ ...adminCheckRoute, middleware: [signedIn] }, (c) => {
    const viewer = requireViewer(c);
    const adminRole = viewer.user?.adminRole ?? null;
    return c.json({ success: true as const, isAdmin: adminRole !== null, adminRole }, 200);
  });

  return app;
}
