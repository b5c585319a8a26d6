import type { StaffRole } from './roles.ts';

// Issue 19 and decision 031: an admin may sign in as a customer; never as any staff member.

/** How long a "sign in as the user" session lives (decision 037). */
export const IMPERSONATION_SECONDS = 30 * 60;

/** Whether a staff member of `actorRole` may sign in as a person whose staff role is `targetRole`. */
export function mayImpersonate(
  actorRole: StaffRole | null | undefined,
  targetRole: StaffRole | null | undefined,
): boolean {
  return actorRole === 'admin' && !targetRole;
}

/** Whether an impersonation session that began at `startedAt` has ended by `now`. */
export function impersonationEnded(startedAt: Date, now: Date): boolean {
  return now.getTime() - startedAt.getTime() >= IMPERSONATION_SECONDS * 1000;
}

// Decision 037: while signed in as someone, staff see what the person sees; they do not
// pay, refund or delete for them, and staff tools need their own session.
const MONEY = [
  /^\/checkout\/(session|confirm)$/,
  /^\/checkout\/test\/[^/]+\/pay$/,
  /^\/checkout\/order\/[^/]+\/cancel$/,
  /^\/upsell\/checkout$/,
  /^\/studio\/credits\/checkout$/,
  /^\/refund\/request$/,
  /^\/user\/delete$/,
  /^\/user\/billing-details$/,
];

/** Whether an API call (`path` relative to /api) is refused to an impersonated session. */
export function refusedWhileImpersonating(method: string, path: string): boolean {
  if (/^\/admin(\/|$)/.test(path)) return true;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return MONEY.some((pattern) => pattern.test(path));
}
