import { localeFromPath, localizePath, stripLocale } from './locale.ts';

// spec 000 section 3 and 6: customer roles, User being the default
export const CUSTOMER_ROLES = ['User', 'TeamLead', 'TeamMember'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

// spec 001 section 6: staff roles of the admin back office
export const STAFF_ROLES = ['admin', 'support', 'dev', 'marketer', 'sales', 'adwords'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The few user fields the role rules read. */
export interface RoleSubject {
  uid: string | null | undefined;
  role?: CustomerRole | null;
  referredBy?: string | null;
  hasPaidAccount?: boolean | null;
  isModelAccount?: boolean;
}

// spec 000 section 6: logged in means a non-empty uid
export function isLoggedIn(user: RoleSubject): boolean {
  return typeof user.uid === 'string' && user.uid !== '';
}

// spec 000 section 3: anonymous users have a uid starting with anon_
export function isAnonymousUid(uid: string | null | undefined): boolean {
  return typeof uid === 'string' && uid.startsWith('anon_');
}

// spec 000 section 6: TeamMember and TeamLead both count as team member
export function isTeamMember(user: RoleSubject): boolean {
  return user.role === 'TeamMember' || user.role === 'TeamLead';
}

// spec 000 section 6: only TeamLead is team lead
export function isTeamLead(user: RoleSubject): boolean {
  return user.role === 'TeamLead';
}

// spec 000 section 6: newly referred = referredBy set and no paid account
export function isNewlyReferred(user: RoleSubject): boolean {
  return Boolean(user.referredBy) && !user.hasPaidAccount;
}

// spec 000 section 6: upsells only for non team members, non model accounts, outside holiday mode
export function showUpsells(user: RoleSubject, context: { holidayMode: boolean }): boolean {
  return !isTeamMember(user) && !user.isModelAccount && !context.holidayMode;
}

// spec 000 section 6: the referral upsell also hides when the result's package is large
export function showReferralUpsell(
  user: RoleSubject,
  context: { holidayMode: boolean; largePackage: boolean },
): boolean {
  return showUpsells(user, context) && !context.largePackage;
}

// spec 000 sections 2 and 6: team members do not see the support chat button. TeamLead counts
// as team member only 'for upsell rules'; a lead keeps the button (its modal is the feedback
// one, titled 'Contact our team', spec 001 section 6).
export function showSupportChatButton(user: RoleSubject): boolean {
  return user.role !== 'TeamMember';
}

export type SupportModalKind = 'faq' | 'feedback';

// spec 000 section 6: FAQ modal only for non-team-lead users in old mode, else feedback
export function supportModalKind(user: RoleSubject, version: 'old' | 'new'): SupportModalKind {
  return version === 'old' && !isTeamLead(user) ? 'faq' : 'feedback';
}

// spec 000 section 4: the /app pages an anonymous user may open
export const ANONYMOUS_ALLOWED_APP_PATHS = ['/app/results', '/app/upload', '/app/vote'] as const;

// spec 000 section 4: account pages closed to anonymous users
const ANONYMOUS_BLOCKED_PATHS = ['/profile', '/studio', '/invoice', '/invite', '/app'] as const;

const ANONYMOUS_REDIRECT = '/team-member';

function isAtOrUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Where an anonymous user opening `pathname` is sent instead ('/team-member' in the
 * path's locale), or null when the page is open to them. spec 000 section 4.
 */
export function anonymousRedirect(pathname: string): string | null {
  const path = stripLocale(pathname);
  if (ANONYMOUS_ALLOWED_APP_PATHS.some((allowed) => isAtOrUnder(path, allowed))) return null;
  if (!ANONYMOUS_BLOCKED_PATHS.some((blocked) => isAtOrUnder(path, blocked))) return null;
  return localizePath(ANONYMOUS_REDIRECT, localeFromPath(pathname));
}
