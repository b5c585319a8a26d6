import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE,
  clearInviteCookies,
  deleteCookie,
  readCookie,
  signupCookieFields,
  writeCookie,
} from './cookies.ts';

function clearAll() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

describe('browser cookies', () => {
  afterEach(clearAll);

  it('reads a cookie among others and decodes it', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'hp_referred_by=uid%2Fwith%20space; path=/';
    document.cookie = 'b=2; path=/';
    expect(readCookie('hp_referred_by')).toBe('uid/with space');
    expect(readCookie('a')).toBe('1');
  });

  it('does not confuse a name with a longer one that starts the same', () => {
    document.cookie = 'hshq_invite_old=x; path=/';
    expect(readCookie('hshq_invite')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    document.cookie = 'odd=100%; path=/';
    expect(readCookie('odd')).toBe('100%');
  });

  it('answers null for absent and empty cookies', () => {
    document.cookie = 'empty=; path=/';
    expect(readCookie('missing')).toBeNull();
    expect(readCookie('empty')).toBeNull();
  });

  it('writes an encoded value that reads back, and deletes it', () => {
    writeCookie('hp_partner_id', 'partner 7;x', { maxAgeSeconds: 60 });
    expect(readCookie('hp_partner_id')).toBe('partner 7;x');
    deleteCookie('hp_partner_id');
    expect(readCookie('hp_partner_id')).toBeNull();
  });

  it('builds the account-creation fields from the spec cookies', () => {
    writeCookie(COOKIE.referredBy, 'referrer-uid');
    writeCookie(COOKIE.invite, 'inviter-uid');
    writeCookie(COOKIE.adminInvite, 'admin-invite-1');
    writeCookie(COOKIE.partnerId, 'partner-9');
    writeCookie(COOKIE.referral, 'CODE42');
    expect(signupCookieFields()).toEqual({
      referUid: 'referrer-uid',
      inviteUid: 'inviter-uid',
      adminInviteId: 'admin-invite-1',
      partnerId: 'partner-9',
      referralCode: 'CODE42',
    });
  });

  it('answers null fields when no cookie is there', () => {
    expect(signupCookieFields()).toEqual({
      referUid: null,
      inviteUid: null,
      adminInviteId: null,
      partnerId: null,
      referralCode: null,
    });
  });

  it('clears only the invite and admin-invite cookies', () => {
    writeCookie(COOKIE.invite, 'inviter-uid');
    writeCookie(COOKIE.adminInvite, 'admin-invite-1');
    writeCookie(COOKIE.referredBy, 'referrer-uid');
    clearInviteCookies();
    expect(readCookie(COOKIE.invite)).toBeNull();
    expect(readCookie(COOKIE.adminInvite)).toBeNull();
    expect(readCookie(COOKIE.referredBy)).toBe('referrer-uid');
  });
});
