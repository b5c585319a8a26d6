// spec 001 section 2 (Other): the brand of the header and footer, and the footer's
// external trust page and helpdesk; the operator sets them (BRAND_NAME, TRUST_PAGE_URL,
// HELPDESK_URL). Kept free of zod so the browser bundle stays small.
export interface SiteSettings {
  brandName: string;
  trustPageUrl: string;
  helpdeskUrl: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brandName: 'Headshot Studio',
  trustPageUrl: 'https://www.trustpilot.com/',
  helpdeskUrl: '/contact',
};
