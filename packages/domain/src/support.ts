import type { CustomerRole } from './roles.ts';

// spec 001 section 3: Support request types.
export const SUPPORT_REQUEST_TYPES = [
  'refund',
  'feedback',
  'issue',
  'team',
  'sales',
  'other',
] as const;
export type SupportRequestType = (typeof SUPPORT_REQUEST_TYPES)[number];

/** Longest name and message a request may carry (a 50 000-character message is refused). */
export const SUPPORT_NAME_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_PAGE_MAX = 500;
/** Screenshots a request may carry, each at most this many bytes, of these types. */
export const SUPPORT_ATTACHMENTS_MAX = 3;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// spec 001 section 5 and 6: team members and team leads cannot select refund; ordinary
// users (and signed-out visitors) have the full type list.
export function supportRequestTypes(role: CustomerRole | null): SupportRequestType[] {
  return role === 'TeamMember' || role === 'TeamLead'
    ? SUPPORT_REQUEST_TYPES.filter((type) => type !== 'refund')
    : [...SUPPORT_REQUEST_TYPES];
}

// spec 001 section 6: a TeamLead's default type is team; nobody else has a default.
export function defaultSupportType(role: CustomerRole | null): SupportRequestType | null {
  return role === 'TeamLead' ? 'team' : null;
}

// spec 001 section 6: the team lead's form is titled 'Contact our team'.
export const supportFormTitle = (role: CustomerRole | null): 'contactOurTeam' | 'default' =>
  role === 'TeamLead' ? 'contactOurTeam' : 'default';

// spec 001 section 5: only payments with amountTotal above 0 are offered for a refund.
export function refundChoices<P extends { amountTotal: number }>(payments: readonly P[]): P[] {
  return payments.filter((payment) => payment.amountTotal > 0);
}

// spec 001 sections 2 and 9: the call button shows only when the organization bought more
// than 1 credit in total, or its team size is one of 100-200, 200-499, 500-999, 1000+.
export const CALL_BUTTON_TEAM_SIZES = ['100-200', '200-499', '500-999', '1000+'] as const;
export function showCallButton(organization: {
  totalCreditsPurchased?: number | null;
  teamSize?: string | null;
}): boolean {
  return (
    (organization.totalCreditsPurchased ?? 0) > 1 ||
    (CALL_BUTTON_TEAM_SIZES as readonly string[]).includes(organization.teamSize ?? '')
  );
}
