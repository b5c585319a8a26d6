// spec 000 section 1 and section 6: the referral programme.

/** A referral code: lowercase letters and digits, as made at account creation. */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{6,32}$/;

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);
}

// spec 001 section 2: a ?ref query parameter stores a referral.
export function referralLink(baseUrl: string, code: string): string {
  const url = new URL('/', baseUrl);
  url.searchParams.set('ref', code);
  return url.toString();
}

// spec 000 section 6: newly referred = referredBy set and no paid account.
export function isNewlyReferred(user: { referredBy: string | null; hasPaidAccount: boolean }) {
  return Boolean(user.referredBy) && !user.hasPaidAccount;
}
