import type { Context } from 'hono';
import type { StaffRole } from '@hs/domain/roles';
import { canAccessAdminPath } from '@hs/domain/staff-menu';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

// One place that decides access (ARCHITECTURE "Inside the API"; decision 012). Routes build
// a principal from the caller and ask `can` before a service runs; services never check
// access themselves.

/** Who asks. Organization members and API keys join this union with their issues. */
export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'person';
      uid: string;
      /** false for an identity without a product account yet (anonymous sign-up). */
      hasAccount: boolean;
      staffRole: StaffRole | null;
    };

/** What is asked for. Owned resources name their owner. */
export type Action =
  | { do: 'order.create' }
  | { do: 'order.read' | 'order.cancel' | 'order.pay-test'; owner: string }
  | { do: 'payment.read' | 'payment.refund-request' | 'invoice.read'; owner: string }
  | { do: 'entitlements.read'; owner: string }
  | { do: 'model.submit'; owner: string }
  | { do: 'studio.use'; owner: string }
  | { do: 'staff.refund' | 'staff.ledger-read' | 'staff.ledger-grant' | 'staff.coupons' }
  | { do: 'staff.gift-cards' | 'staff.parity' | 'staff.changelog' };

// spec 001 section 6: each back-office action belongs to one admin area; the role table
// of that area's menu item decides.
const STAFF_AREA: Record<Extract<Action, { do: `staff.${string}` }>['do'], string> = {
  'staff.refund': '/admin/refund',
  'staff.ledger-read': '/admin/user',
  // Granting is giving away product: admin alone (an /admin path with no menu item).
  'staff.ledger-grant': '/admin/ledger',
  'staff.coupons': '/admin/coupons',
  'staff.gift-cards': '/admin/giftcard',
  // Campaign prices are a site setting: the Parameters row (admin, dev, marketer).
  'staff.parity': '/admin/parameters',
  'staff.changelog': '/admin/changelog',
};

export function can(principal: Principal, action: Action): boolean {
  if (principal.kind !== 'person') return false;
  if (action.do.startsWith('staff.')) {
    const area = STAFF_AREA[action.do as keyof typeof STAFF_AREA];
    return canAccessAdminPath(principal.staffRole, area);
  }
  if (!principal.hasAccount) return false;
  if (action.do === 'order.create') return true;
  // Owned resources: only the owner. Staff see people's money in the back office, not here.
  return 'owner' in action && action.owner === principal.uid;
}

/**
 * Throws unless allowed: 401 for nobody, 404 for someone else's thing (an id of another
 * person's order tells nothing), 403 otherwise.
 */
export function authorize(principal: Principal, action: Action): void {
  if (can(principal, action)) return;
  if (principal.kind === 'anonymous') throw new AppError('http.unauthorized');
  if ('owner' in action) throw new AppError('http.notFound');
  throw new AppError('http.forbidden');
}

export function principalOf(c: Context<AppEnv>): Principal {
  const viewer = c.get('viewer');
  if (!viewer) return { kind: 'anonymous' };
  return {
    kind: 'person',
    uid: viewer.uid,
    hasAccount: viewer.user !== null,
    staffRole: viewer.user?.adminRole ?? null,
  };
}
