// spec 001 section 2, Organization area: the team lead's pages under /app/admin, in order.
export const TEAM_MENU = [
  'dashboard',
  'clothing',
  'style',
  'notifications',
  'credits',
  'invoices',
  'settings',
  'members',
  'help-faq',
  'changelog',
  'api',
  'bulk-upload',
] as const;

export type TeamMenuItem = (typeof TEAM_MENU)[number];

export function teamHref(item: TeamMenuItem): string {
  return item === 'dashboard' ? '/app/admin' : `/app/admin/${item}`;
}

/**
 * The items to show (spec 001 section 2): only Dashboard while no organization is loaded;
 * Bulk Upload only with the organization's bulkUpload feature flag.
 */
export function visibleTeamMenu(
  hasOrganization: boolean,
  features: { bulkUpload?: boolean } = {},
): readonly TeamMenuItem[] {
  if (!hasOrganization) return ['dashboard'];
  return TEAM_MENU.filter((item) => item !== 'bulk-upload' || features.bulkUpload === true);
}

// spec 001 section 9: live-chat screen-height threshold 768
const LIVE_CHAT_MIN_HEIGHT = 768;

/** spec 001 section 2: the 'Having trouble?' prompt shows only when the screen is over 768 tall. */
export function showHavingTrouble(screenHeight: number): boolean {
  return screenHeight > LIVE_CHAT_MIN_HEIGHT;
}

/** spec 001 section 2: the external integration link (an automation service). */
export const INTEGRATION_URL = 'https://zapier.com/apps/webhook/integrations';
