// The back-office menu items (ids from @hs/domain/staff-menu) whose page works today; the
// home page marks the others 'Not built yet'. routes.ts gives each of these its own route.
export const BUILT_ADMIN_PAGES: ReadonlySet<string> = new Set([
  'feedback',
  'changelog',
  'coupons',
  'giftcards',
  'emails',
  'refund',
  'support-requests',
  'parameters',
  'audit',
  'transactions',
  'invoices',
  'models',
  'uploads',
  'playground',
  'users',
  'organization',
]);
