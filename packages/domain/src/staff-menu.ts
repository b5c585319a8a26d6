import { STAFF_ROLES, type StaffRole } from './roles.ts';

export interface AdminMenuItem {
  id: string;
  href: string;
  title: string;
  roles: readonly StaffRole[];
}

// spec 001 section 6: the rows of the admin menu visibility table, named by their first item
const ALL_STAFF = STAFF_ROLES;
const FEEDBACK_ROW = ['admin', 'support', 'dev', 'marketer', 'sales'] as const;
const REVIEWS_ROW = ['admin', 'dev', 'marketer', 'sales'] as const;
const REFUND_ROW = ['admin', 'support', 'dev', 'sales'] as const;
const HAIRSTYLES_ROW = ['admin', 'dev'] as const;
const CLOTHING_ROW = ['admin', 'dev', 'sales'] as const;
const PARAMETERS_ROW = ['admin', 'dev', 'marketer'] as const;
const USERS_ROW = ['admin', 'dev', 'support', 'sales'] as const;
const UPLOADS_ROW = ['admin', 'dev', 'marketer', 'adwords', 'sales'] as const;

const item = (
  id: string,
  href: string,
  title: string,
  roles: readonly StaffRole[],
): AdminMenuItem => Object.freeze({ id, href, title, roles: Object.freeze([...roles]) });

// spec 001 section 2: the admin sidebar links, in this order; section 6: who sees each.
// Home has no row in the table; every staff role sees it, the server's admin check decides entry.
export const ADMIN_MENU: readonly AdminMenuItem[] = Object.freeze([
  item('home', '/admin', 'Home', ALL_STAFF),
  item('feedback', '/admin/feedback', 'Feedback', FEEDBACK_ROW),
  item('blog', '/admin/blog', 'Blog', FEEDBACK_ROW),
  item('changelog', '/admin/changelog', 'Changelog', FEEDBACK_ROW),
  item('models', '/admin/model', 'Models', FEEDBACK_ROW),
  item('coupons', '/admin/coupons', 'Coupons', FEEDBACK_ROW),
  item('giftcards', '/admin/giftcard', 'Giftcards', FEEDBACK_ROW),
  item('reviews', '/admin/reviews', 'Reviews', REVIEWS_ROW),
  item('emails', '/admin/email', 'Emails', REVIEWS_ROW),
  item('refund', '/admin/refund', 'Refund', REFUND_ROW),
  item('support-requests', '/admin/support', 'Support Requests', REFUND_ROW),
  item('hairstyles', '/admin/hairstyles', 'Hairstyles', HAIRSTYLES_ROW),
  item('emotions', '/admin/emotions', 'Emotions', HAIRSTYLES_ROW),
  item('clothing', '/admin/clothing', 'Clothing', CLOTHING_ROW),
  item('styles', '/admin/style', 'Styles', CLOTHING_ROW),
  item('catalog', '/admin/catalog', 'Catalog', CLOTHING_ROW),
  item('parameters', '/admin/parameters', 'Parameters', PARAMETERS_ROW),
  item('users', '/admin/user', 'Users', USERS_ROW),
  item('referral-program', '/admin/referral', 'Referral Program', CLOTHING_ROW),
  item('organization', '/admin/organization', 'Organization', USERS_ROW),
  item('transactions', '/admin/transactions', 'Transactions', CLOTHING_ROW),
  item('invoices', '/admin/invoices', 'Invoices', CLOTHING_ROW),
  item('uploads', '/admin/upload', 'Uploads', UPLOADS_ROW),
  item('playground', '/admin/playground', 'Playground', UPLOADS_ROW),
  // Issue 19: the audit trail of staff actions, for admins alone (not in the spec's table).
  item('audit', '/admin/audit', 'Audit trail', ['admin']),
  // Issue 20 item 1 (decision 039): before-and-after examples for the public pages (not in
  // the spec's table): admins and marketers, who own what the public pages show.
  item('examples', '/admin/examples', 'Examples', ['admin', 'marketer']),
]);

// spec 001 section 2 and 6: the design-system area is for admin and dev only
export const DESIGN_SYSTEM_ROLES: readonly StaffRole[] = Object.freeze(['admin', 'dev'] as const);
const DESIGN_SYSTEM_PATH = '/design-system';
const ADMIN_HOME = '/admin';

/** The menu items `role` sees, in sidebar order; none without a staff role. */
export function adminMenuFor(role: StaffRole | null | undefined): readonly AdminMenuItem[] {
  if (!role) return [];
  return ADMIN_MENU.filter((entry) => entry.roles.includes(role));
}

function isAtOrUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether `role` may open `pathname` in the back office: the longest menu href the path
 * is at or under decides. Home covers only /admin itself, so an /admin page with no menu
 * item is for admin alone. Paths outside /admin and /design-system are not back-office pages.
 */
export function canAccessAdminPath(role: StaffRole | null | undefined, pathname: string): boolean {
  if (!role) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isAtOrUnder(path, DESIGN_SYSTEM_PATH)) return DESIGN_SYSTEM_ROLES.includes(role);
  if (!isAtOrUnder(path, ADMIN_HOME)) return false;
  let match: AdminMenuItem | undefined;
  for (const entry of ADMIN_MENU) {
    const fits = entry.href === ADMIN_HOME ? path === ADMIN_HOME : isAtOrUnder(path, entry.href);
    if (fits && (!match || entry.href.length > match.href.length)) match = entry;
  }
  return match ? match.roles.includes(role) : role === 'admin';
}
