import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from './roles.ts';
import { ADMIN_MENU, DESIGN_SYSTEM_ROLES, adminMenuFor, canAccessAdminPath } from './staff-menu.ts';

// Copied by hand from spec 001 section 2 (order) and section 6 (roles), so the test
// does not read the table it checks.
const SPEC: readonly [title: string, href: string, roles: string][] = [
  ['Home', '/admin', 'admin support dev marketer sales adwords'],
  ['Feedback', '/admin/feedback', 'admin support dev marketer sales'],
  ['Blog', '/admin/blog', 'admin support dev marketer sales'],
  ['Changelog', '/admin/changelog', 'admin support dev marketer sales'],
  ['Models', '/admin/model', 'admin support dev marketer sales'],
  ['Coupons', '/admin/coupons', 'admin support dev marketer sales'],
  ['Giftcards', '/admin/giftcard', 'admin support dev marketer sales'],
  ['Reviews', '/admin/reviews', 'admin dev marketer sales'],
  ['Emails', '/admin/email', 'admin dev marketer sales'],
  ['Refund', '/admin/refund', 'admin support dev sales'],
  ['Support Requests', '/admin/support', 'admin support dev sales'],
  ['Hairstyles', '/admin/hairstyles', 'admin dev'],
  ['Emotions', '/admin/emotions', 'admin dev'],
  ['Clothing', '/admin/clothing', 'admin dev sales'],
  ['Styles', '/admin/style', 'admin dev sales'],
  ['Catalog', '/admin/catalog', 'admin dev sales'],
  ['Parameters', '/admin/parameters', 'admin dev marketer'],
  ['Users', '/admin/user', 'admin dev support sales'],
  ['Referral Program', '/admin/referral', 'admin dev sales'],
  ['Organization', '/admin/organization', 'admin dev support sales'],
  ['Transactions', '/admin/transactions', 'admin dev sales'],
  ['Invoices', '/admin/invoices', 'admin dev sales'],
  ['Uploads', '/admin/upload', 'admin dev marketer adwords sales'],
  ['Playground', '/admin/playground', 'admin dev marketer adwords sales'],
  // Issue 19 adds the audit trail, for admins only.
  ['Audit trail', '/admin/audit', 'admin'],
  // Issue 20 item 1 (decision 039): staff's before-and-after examples.
  ['Examples', '/admin/examples', 'admin marketer'],
];

const rolesOf = (list: string) => new Set(list.split(' '));

describe('ADMIN_MENU', () => {
  it('lists the spec items in sidebar order', () => {
    expect(ADMIN_MENU.map((m) => [m.title, m.href])).toEqual(SPEC.map(([t, h]) => [t, h]));
  });

  it('has unique ids and hrefs', () => {
    expect(new Set(ADMIN_MENU.map((m) => m.id)).size).toBe(ADMIN_MENU.length);
    expect(new Set(ADMIN_MENU.map((m) => m.href)).size).toBe(ADMIN_MENU.length);
  });

  describe.each(SPEC)('%s (%s)', (_title, href, roles) => {
    const allowed = rolesOf(roles);
    it.each(STAFF_ROLES.map((r) => [r, allowed.has(r)] as const))(
      '%s may open it: %s',
      (role, expected) => {
        expect(canAccessAdminPath(role, href)).toBe(expected);
        expect(canAccessAdminPath(role, `${href}/`)).toBe(expected);
        expect(adminMenuFor(role).some((m) => m.href === href)).toBe(expected);
      },
    );
  });
});

describe('adminMenuFor', () => {
  it('is empty without a staff role', () => {
    expect(adminMenuFor(null)).toEqual([]);
    expect(adminMenuFor(undefined)).toEqual([]);
  });

  it('gives admin every item, dev all but the audit trail and examples, adwords only home, uploads and playground', () => {
    expect(adminMenuFor('admin')).toEqual(ADMIN_MENU);
    expect(adminMenuFor('dev')).toEqual(
      ADMIN_MENU.filter((m) => m.id !== 'audit' && m.id !== 'examples'),
    );
    expect(adminMenuFor('adwords').map((m) => m.title)).toEqual(['Home', 'Uploads', 'Playground']);
  });

  it('keeps sidebar order', () => {
    for (const role of STAFF_ROLES) {
      const indexes = adminMenuFor(role).map((m) => ADMIN_MENU.indexOf(m));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    }
  });
});

describe('canAccessAdminPath', () => {
  const role = fc.constantFrom<StaffRole>(...STAFF_ROLES);
  const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);

  it('lets sub-pages follow their menu item', () => {
    expect(canAccessAdminPath('support', '/admin/user/abc')).toBe(true);
    expect(canAccessAdminPath('marketer', '/admin/user/abc')).toBe(false);
    expect(canAccessAdminPath('adwords', '/admin/upload/123/edit')).toBe(true);
  });

  it('does not treat a longer word as a sub-page', () => {
    // /admin/users is not /admin/user: unknown, so admin only
    expect(canAccessAdminPath('support', '/admin/users')).toBe(false);
    expect(canAccessAdminPath('admin', '/admin/users')).toBe(true);
  });

  it('keeps unknown admin pages for admin alone', () => {
    fc.assert(
      fc.property(role, segment, (r, s) => {
        fc.pre(!ADMIN_MENU.some((m) => m.href === `/admin/${s}`));
        expect(canAccessAdminPath(r, `/admin/${s}`)).toBe(r === 'admin');
      }),
    );
  });

  it('opens the design-system area to admin and dev only', () => {
    for (const r of STAFF_ROLES) {
      for (const p of ['/design-system', '/design-system/badge', '/design-system/popup/']) {
        expect(canAccessAdminPath(r, p)).toBe(DESIGN_SYSTEM_ROLES.includes(r));
      }
    }
  });

  it('refuses without a role and outside the back office', () => {
    expect(canAccessAdminPath(null, '/admin')).toBe(false);
    expect(canAccessAdminPath(undefined, '/admin/feedback')).toBe(false);
    expect(canAccessAdminPath('admin', '/app')).toBe(false);
    expect(canAccessAdminPath('admin', '/administrator')).toBe(false);
    expect(canAccessAdminPath('admin', '/design-systems')).toBe(false);
  });
});
