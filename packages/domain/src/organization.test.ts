import { describe, expect, it } from 'vitest';
import {
  customerRoleOf,
  emailDomain,
  inviteLinkRefusal,
  normalizeDomain,
  pageInfo,
  showCallButton,
  teamIdOrNull,
} from './organization.ts';

const link = {
  allowedDomain: null as string | null,
  usageLimit: null as number | null,
  usedCount: 0,
  expiresAt: null as Date | null,
  revokedAt: null as Date | null,
};
const now = new Date('2026-11-26T00:00:00Z');

describe('organization rules', () => {
  it('maps the owner to TeamLead and a member to TeamMember', () => {
    expect(customerRoleOf('owner')).toBe('TeamLead');
    expect(customerRoleOf('member')).toBe('TeamMember');
  });

  it('shows the call button past 1 credit bought or for the four large team sizes', () => {
    expect(showCallButton({ totalCreditsPurchased: 1, teamSize: '50-99' })).toBe(false);
    expect(showCallButton({ totalCreditsPurchased: 2, teamSize: null })).toBe(true);
    for (const size of ['100-200', '200-499', '500-999', '1000+']) {
      expect(showCallButton({ totalCreditsPurchased: 0, teamSize: size })).toBe(true);
    }
    expect(showCallButton({ totalCreditsPurchased: 0, teamSize: '1-9' })).toBe(false);
  });

  it('turns a teamId of none into null', () => {
    expect(teamIdOrNull('none')).toBeNull();
    expect(teamIdOrNull('')).toBeNull();
    expect(teamIdOrNull(undefined)).toBeNull();
    expect(teamIdOrNull('t1')).toBe('t1');
  });

  it('reads and normalises e-mail domains', () => {
    expect(emailDomain('Ann@Example.COM')).toBe('example.com');
    expect(emailDomain('nobody')).toBe('');
    expect(normalizeDomain(' @Example.com ')).toBe('example.com');
  });

  it('refuses a revoked, expired, used-up or other-domain link, in that order', () => {
    expect(inviteLinkRefusal(link, 'a@b.com', now)).toBeNull();
    expect(
      inviteLinkRefusal({ ...link, revokedAt: now, usedCount: 9, usageLimit: 1 }, 'a@b.com', now),
    ).toBe('revoked');
    expect(inviteLinkRefusal({ ...link, expiresAt: now }, 'a@b.com', now)).toBe('expired');
    expect(
      inviteLinkRefusal({ ...link, expiresAt: new Date(now.getTime() + 1) }, 'a@b.com', now),
    ).toBeNull();
    expect(inviteLinkRefusal({ ...link, usageLimit: 2, usedCount: 2 }, 'a@b.com', now)).toBe(
      'usedUp',
    );
    expect(inviteLinkRefusal({ ...link, usageLimit: 2, usedCount: 1 }, 'a@b.com', now)).toBeNull();
    expect(inviteLinkRefusal({ ...link, allowedDomain: 'acme.com' }, 'a@evil.com', now)).toBe(
      'otherDomain',
    );
    expect(inviteLinkRefusal({ ...link, allowedDomain: 'acme.com' }, 'a@sub.acme.com', now)).toBe(
      'otherDomain',
    );
    expect(inviteLinkRefusal({ ...link, allowedDomain: 'acme.com' }, 'A@ACME.com', now)).toBeNull();
  });

  it('pages: total, pages and reachedEnd', () => {
    expect(pageInfo(0, 1, 20)).toEqual({ total: 0, pages: 1, reachedEnd: true });
    expect(pageInfo(41, 1, 20)).toEqual({ total: 41, pages: 3, reachedEnd: false });
    expect(pageInfo(41, 3, 20)).toEqual({ total: 41, pages: 3, reachedEnd: true });
  });
});
