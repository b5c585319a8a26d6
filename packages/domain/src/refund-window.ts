// spec 001 section 9: refunds are processed within 48 hours.
export const REFUND_PROCESSING_HOURS = 48;

// spec 001 section 6: TeamMember cannot request a refund; the form tells them to contact the
// team admin or owner, and the refund-only view says team members can't request refunds.
export const TEAM_MEMBER_REFUND_REFUSAL =
  "Team members can't request refunds. Please contact your team admin or owner.";

export const REFUND_REQUEST_SOURCES = ['profile', 'support-modal'] as const;
export type RefundRequestSource = (typeof REFUND_REQUEST_SOURCES)[number];

/** Only a TeamMember is refused: the person who paid is a User or a TeamLead. */
export function canRequestRefund(role: 'User' | 'TeamLead' | 'TeamMember'): boolean {
  return role !== 'TeamMember';
}

/** When a refund requested at `requestedAt` is promised to be processed. */
export function refundDueBy(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + REFUND_PROCESSING_HOURS * 60 * 60 * 1000);
}
