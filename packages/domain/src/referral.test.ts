import { describe, expect, it } from 'vitest';
import { isNewlyReferred, isReferralCode, referralLink } from './referral.ts';

describe('referral', () => {
  it('links to the site with ?ref', () => {
    expect(referralLink('http://localhost:3000', 'ab12cd34ef')).toBe(
      'http://localhost:3000/?ref=ab12cd34ef',
    );
  });
  it('accepts only plain codes', () => {
    expect(isReferralCode('ab12cd34ef')).toBe(true);
    expect(isReferralCode('x')).toBe(false);
    expect(isReferralCode("a'; drop")).toBe(false);
  });
  it('newly referred = referredBy set and no paid account (spec 000 section 6)', () => {
    expect(isNewlyReferred({ referredBy: 'u1', hasPaidAccount: false })).toBe(true);
    expect(isNewlyReferred({ referredBy: 'u1', hasPaidAccount: true })).toBe(false);
    expect(isNewlyReferred({ referredBy: null, hasPaidAccount: false })).toBe(false);
  });
});
