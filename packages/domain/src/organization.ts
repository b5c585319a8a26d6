import type { CustomerRole } from './roles.ts';

// Rules of the organization area (issue 17; spec 001 sections 2, 3, 4, 9).

/** better-auth's organization roles as stored in `member.role` (decision 026). */
export type MemberRole = 'owner' | 'member';

// spec 001 section 6: the team area is for TeamLead only; the creator becomes TeamLead.
export function customerRoleOf(role: MemberRole): Extract<CustomerRole, 'TeamLead' | 'TeamMember'> {
  return role === 'owner' ? 'TeamLead' : 'TeamMember';
}

/** Team size brackets offered at creation; the last four are the spec's call-button sizes. */
export const TEAM_SIZES = [
  '1-9',
  '10-24',
  '25-49',
  '50-99',
  '100-200',
  '200-499',
  '500-999',
  '1000+',
] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

// spec 001 section 9: call button for team sizes 100-200, 200-499, 500-999, 1000+
const CALL_BUTTON_SIZES: readonly string[] = ['100-200', '200-499', '500-999', '1000+'];

// spec 001 section 2: the header shows a call button only when the organization has bought
// more than 1 credit in total, or its team size is one of 100-200, 200-499, 500-999 or 1000+.
export function showCallButton(o: { totalCreditsPurchased: number; teamSize: string | null }) {
  return (
    o.totalCreditsPurchased > 1 || (o.teamSize !== null && CALL_BUTTON_SIZES.includes(o.teamSize))
  );
}

/** Icons a team may have (names in the design system's icon set). */
export const TEAM_ICONS = ['user-group', 'star', 'camera', 'globe', 'check', 'info'] as const;
export type TeamIcon = (typeof TEAM_ICONS)[number];
// spec 001 section 2: the default icon is a user group icon.
export const DEFAULT_TEAM_ICON: TeamIcon = 'user-group';

export const ORGANIZATION_NAME_MAX = 120;
export const TEAM_NAME_MAX = 80;
/** At most this many teams at creation and in one organization. */
export const MAX_TEAMS = 100;
/** Days an e-mail invite stays valid. */
export const INVITE_DAYS = 30;
/** The most people one open link may admit (the max-seats rule bounds seats anyway). */
export const INVITE_LINK_MAX_USES = 5000;

// spec 001 section 4: a teamId of none becomes null.
export function teamIdOrNull(teamId: string | null | undefined): string | null {
  return !teamId || teamId === 'none' ? null : teamId;
}

/** The domain of an address, lower-case ('Ann@Example.COM' -> 'example.com'). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** A domain as leads type it: '@Example.com ' -> 'example.com'. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '');
}

export type InviteLinkRefusal = 'revoked' | 'expired' | 'usedUp' | 'otherDomain';

/** Why an open invite link cannot admit `email` now, or null when it can. */
export function inviteLinkRefusal(
  link: {
    allowedDomain: string | null;
    usageLimit: number | null;
    usedCount: number;
    expiresAt: Date | null;
    revokedAt: Date | null;
  },
  email: string,
  now: Date,
): InviteLinkRefusal | null {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.usageLimit !== null && link.usedCount >= link.usageLimit) return 'usedUp';
  if (link.allowedDomain && emailDomain(email) !== link.allowedDomain) return 'otherDomain';
  return null;
}

/** Paging metadata (spec 001 section 3): total, pages and whether this page is the last. */
export function pageInfo(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { total, pages, reachedEnd: page >= pages };
}
