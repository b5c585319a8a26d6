// spec 000 section 3: the cookies that referral, affiliate and invite links leave behind, read
// when the account is created. Browser only: every function works on document.cookie.

export const COOKIE = {
  referredBy: 'hp_referred_by',
  invite: 'hshq_invite',
  adminInvite: 'hsp_admin_invite',
  partnerId: 'hp_partner_id',
  referral: 'hsp:referral',
} as const;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A value that is not valid percent-encoding is taken as it is.
    return value;
  }
}

/** The decoded value of a cookie, or null when it is absent or empty. */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const value = decode(pair.slice(eq + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

/** Sets a site-wide cookie; the value is URI-encoded. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  parts.push('samesite=lax');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The account-creation payload fields that come from cookies (spec 000 section 3). */
export interface SignupCookieFields {
  referUid: string | null;
  inviteUid: string | null;
  adminInviteId: string | null;
  partnerId: string | null;
  referralCode: string | null;
}

export function signupCookieFields(): SignupCookieFields {
  return {
    referUid: readCookie(COOKIE.referredBy),
    inviteUid: readCookie(COOKIE.invite),
    adminInviteId: readCookie(COOKIE.adminInvite),
    partnerId: readCookie(COOKIE.partnerId),
    referralCode: readCookie(COOKIE.referral),
  };
}

// spec 000 section 4: a successful account creation clears the invite and admin-invite cookies.
export function clearInviteCookies(): void {
  deleteCookie(COOKIE.invite);
  deleteCookie(COOKIE.adminInvite);
}
