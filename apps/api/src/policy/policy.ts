import type { Context } from 'hono';
import type { MemberRole } from '@hs/domain/organization';
import type { StaffRole } from '@hs/domain/roles';
import { canAccessAdminPath } from '@hs/domain/staff-menu';
import type { Viewer } from '../auth/viewer.ts';
import type { AppEnv } from '../context.ts';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';

// One place that decides access (ARCHITECTURE "Inside the API"; decision 012). Routes build
// a principal from the caller and ask `can` before a service runs; services never check
// access themselves.

/**
 * Who asks. A person may be an organization member: `organization` names the organization
 * and their role in it (owner = TeamLead, member = TeamMember; decision 026). API keys
 * join this union with their issue.
 */
export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'person';
      uid: string;
      /** false for an identity without a product account yet (anonymous sign-up). */
      hasAccount: boolean;
      /** An anonymous identity (uid anon_...). */
      isAnonymous?: boolean;
      staffRole: StaffRole | null;
      organization?: { id: string; role: MemberRole } | null;
      /** A session an admin opened as this person (decision 037): no staff actions. */
      impersonated?: boolean;
    };

/** What is asked for. Owned resources name their owner. */
export type Action =
  | { do: 'order.create' }
  | { do: 'order.read' | 'order.cancel' | 'order.pay-test'; owner: string }
  | { do: 'payment.read' | 'payment.refund-request' | 'invoice.read'; owner: string }
  | { do: 'entitlements.read'; owner: string }
  | { do: 'model.submit'; owner: string }
  | { do: 'studio.use'; owner: string }
  | { do: 'headshots.download'; owner: string }
  | { do: 'staff.refund' | 'staff.ledger-read' | 'staff.ledger-grant' | 'staff.coupons' }
  | { do: 'staff.gift-cards' | 'staff.parity' | 'staff.changelog' }
  | { do: 'staff.transactions' | 'staff.invoices' | 'staff.home' | 'staff.audit' }
  | { do: 'staff.models' | 'staff.uploads' | 'staff.playground' | 'staff.parameters' }
  | { do: 'staff.email' | 'staff.examples' | 'staff.support-inbox' | 'staff.feedback-inbox' }
  /** A support request or feedback before its inbox is known: staff who see either inbox. */
  | { do: 'staff.inbox' }
  | { do: 'staff.users' | 'staff.user-role' | 'staff.organizations' | 'staff.impersonate' }
  | { do: 'staff.hairstyles' | 'staff.emotions' | 'staff.clothing' | 'staff.styles' }
  | { do: 'staff.catalog' | 'staff.reviews' | 'staff.blog' | 'staff.referrals' }
  /** A blog post and its pictures: a published one for everyone, a draft for Blog staff. */
  | { do: 'blog.read'; published: boolean }
  /** Create an organization: a signed-up person in none yet. */
  | { do: 'organization.create' }
  /** The lead area of one organization (spec 001 section 6: TeamLead only). */
  | { do: 'organization.manage'; organizationId: string }
  /** Join an organization by an invite. */
  | { do: 'invite.accept' }
  /**
   * Act for one person (decision 048: photos and the order on their behalf): their
   * organization and role there, null when they are in none.
   */
  | { do: 'member.act-for'; membership: { organizationId: string; role: MemberRole } | null };

type StaffAction = Extract<Action, { do: `staff.${string}` }>;

// spec 001 section 6: each back-office action belongs to one admin area; the role table
// of that area's menu item decides.
const STAFF_AREA: Record<Exclude<StaffAction['do'], 'staff.inbox'>, string> = {
  'staff.refund': '/admin/refund',
  'staff.ledger-read': '/admin/user',
  // Granting is giving away product: admin alone (an /admin path with no menu item).
  'staff.ledger-grant': '/admin/ledger',
  'staff.coupons': '/admin/coupons',
  'staff.gift-cards': '/admin/giftcard',
  // Campaign prices are a site setting: the Parameters row (admin, dev, marketer).
  'staff.parity': '/admin/parameters',
  'staff.changelog': '/admin/changelog',
  // Revenue figures anywhere (the home page included) follow the Transactions row.
  'staff.transactions': '/admin/transactions',
  'staff.invoices': '/admin/invoices',
  // Home has no row: every staff role sees it.
  'staff.home': '/admin',
  'staff.models': '/admin/model',
  'staff.uploads': '/admin/upload',
  'staff.playground': '/admin/playground',
  'staff.parameters': '/admin/parameters',
  'staff.audit': '/admin/audit',
  'staff.email': '/admin/email',
  'staff.examples': '/admin/examples',
  'staff.support-inbox': '/admin/support',
  'staff.feedback-inbox': '/admin/feedback',
  // Issue 19: people are read and flagged by the Users row; staff roles change by admins alone.
  'staff.users': '/admin/user',
  'staff.user-role': '/admin/staff-roles',
  'staff.organizations': '/admin/organization',
  // Decision 031/037: signing in as a customer is for admins alone (a path with no menu item).
  'staff.impersonate': '/admin/impersonate',
  'staff.hairstyles': '/admin/hairstyles',
  'staff.emotions': '/admin/emotions',
  'staff.clothing': '/admin/clothing',
  'staff.styles': '/admin/style',
  'staff.catalog': '/admin/catalog',
  'staff.reviews': '/admin/reviews',
  'staff.blog': '/admin/blog',
  // Referral Program: reading and taking back rewards follow its row (decision 037).
  'staff.referrals': '/admin/referral',
};

export function can(principal: Principal, action: Action): boolean {
  if (action.do === 'blog.read') return action.published || can(principal, { do: 'staff.blog' });
  if (principal.kind !== 'person') return false;
  if (action.do.startsWith('staff.')) {
    if (principal.impersonated) return false;
    if (action.do === 'staff.inbox') {
      return (
        can(principal, { do: 'staff.support-inbox' }) ||
        can(principal, { do: 'staff.feedback-inbox' })
      );
    }
    const area = STAFF_AREA[action.do as keyof typeof STAFF_AREA];
    return canAccessAdminPath(principal.staffRole, area);
  }
  if (!principal.hasAccount) return false;
  if (action.do === 'order.create' || action.do === 'invite.accept') return true;
  if (action.do === 'organization.create') {
    return !principal.isAnonymous && !principal.organization;
  }
  if (action.do === 'organization.manage') {
    // A lead sees only their own organization; a member never reaches the lead area.
    return (
      principal.organization?.id === action.organizationId &&
      principal.organization.role === 'owner'
    );
  }
  if (action.do === 'member.act-for') {
    // The team lead of the member's own organization, for a TeamMember only: another
    // organization's lead, a member, or a lead for another lead is refused.
    const lead = principal.organization;
    return (
      lead?.role === 'owner' &&
      action.membership?.organizationId === lead.id &&
      action.membership.role === 'member'
    );
  }
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
  return principalOfViewer(c.get('viewer'));
}

/** The principal of a viewer found another way (the session cookie of an image request). */
export function principalOfViewer(viewer: Viewer | null | undefined): Principal {
  if (!viewer) return { kind: 'anonymous' };
  return {
    kind: 'person',
    uid: viewer.uid,
    hasAccount: viewer.user !== null,
    isAnonymous: viewer.isAnonymous,
    staffRole: viewer.user?.adminRole ?? null,
    organization: viewer.membership
      ? { id: viewer.membership.organizationId, role: viewer.membership.role }
      : null,
    impersonated: viewer.impersonatedBy !== null,
  };
}

/**
 * The lead area: the caller's own organization when they lead it. No organization answers
 * 404 'organization.required' (the web sends them to team creation); a member or anyone
 * else 403 (spec 001 section 8: 'You are not authorized to access this page').
 */
export function authorizeLead(principal: Principal): string {
  if (principal.kind === 'anonymous') throw new AppError('http.unauthorized');
  const organizationId = principal.organization?.id;
  if (!organizationId) throw new AppError('organization.required');
  if (!can(principal, { do: 'organization.manage', organizationId })) {
    throw new AppError('organization.leadOnly');
  }
  return organizationId;
}

/**
 * A lead acting for a member (decision 048): the lead area's refusals first (401, 404
 * organization.required, 403 organization.leadOnly), then 404 'person.unknown' for anyone
 * not a TeamMember of the lead's organization (another organization's id tells nothing).
 */
export function authorizeForMember(
  principal: Principal,
  membership: { organizationId: string; role: MemberRole } | null,
): string {
  const organizationId = authorizeLead(principal);
  if (!can(principal, { do: 'member.act-for', membership })) {
    throw new AppError('person.unknown');
  }
  return organizationId;
}

/** Route middleware: the caller may take this back-office action, before the body is read. */
export const staffMay = (action: StaffAction) =>
  createMiddleware<AppEnv>(async (c, next) => {
    authorize(principalOf(c), action);
    await next();
  });

/** Route middleware: the lead area is refused before any input is read. */
export const leadOnly = createMiddleware<AppEnv>(async (c, next) => {
  authorizeLead(principalOf(c));
  await next();
});
