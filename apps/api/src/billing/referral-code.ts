import { randomBytes } from 'node:crypto';

/** A new referral code: 10 lowercase hex characters (matches @hs/domain/referral). */
export const newReferralCode = () => randomBytes(5).toString('hex');
