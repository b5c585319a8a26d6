// Decision 042: which texts each page shows, by route id (the locale suffix dropped), so the
// page's HTML carries those and no others. `now` goes into the page; `later` is fetched by
// the browser after hydration (texts no first paint shows: the support popups, the words of
// an API failure). page-texts.test.ts reads every route's code and fails when a text it
// uses is not listed for it here (or for its layout or the root).
import { ALL } from './text-paths.ts';

export interface TextNeeds {
  /** Rendered on the server, sent in the page: the first paint needs them. */
  readonly now: readonly string[];
  /** Fetched after hydration: shown only after something the visitor does. */
  readonly later?: readonly string[];
}

/** What every page shows, whatever its route: the root's screens and the site frame (the 404
 * and error pages show the frame too). `later`: the support popups and form, and the words
 * of an API failure (`errors`), which any page may show after the visitor acts. */
export const ROOT_TEXTS: TextNeeds = {
  now: [
    'site',
    'languages',
    'tracking',
    'data.toast',
    'error',
    'notFound',
    'holiday',
    'maintenance',
    'demoMode',
    'people.impersonation',
  ],
  later: [
    'support',
    'errors',
    'upload.noAnswer',
    'upload.errors',
    'data.form',
    'buying.invoice',
    'buying.profile',
    // What a payment's runs gave back (payments list, issue 34 item 5).
    'results.giveBack',
    'buying.pricing.retry',
    'lead.call',
  ],
};

/**
 * Layouts whose entry holds every text of their pages: their pages have none of their own
 * (signed-in areas, rendered per request, where a few KB more do not count).
 */
export const AREA_LAYOUTS = new Set([
  'routes/admin/layout',
  'routes/design-system/layout',
  'customer-layout',
  'team-layout',
]);

const LEGAL = ['pagesLegal'];
const TOOL = ['tools'];
const AUTH = [
  'header',
  'auth.errors',
  'auth.fields',
  'auth.loading',
  'auth.social',
  'auth.validation',
];
const TEAM_MEMBER = [
  'header',
  'auth.errors',
  'auth.loading',
  'auth.teamMember',
  'pagesTeams.member',
];
/** The closing call to action most content pages end with. */
const FINAL = ['pagesHome.final', 'pagesHome.hero'];

/** Each route's texts beyond the root's. A route missing here gets the whole catalogue. */
export const ROUTE_TEXTS: Readonly<Record<string, TextNeeds>> = {
  // The staff back office and the design system: every text (staff tools).
  'routes/admin/layout': { now: [ALL] },
  'routes/design-system/layout': { now: [ALL] },
  // The public site (issue 20 item 6: its pages stay light).
  'public-layout': { now: [] },
  home: { now: ['pagesHome', 'showcase.public', 'auth.errors.generic'] },
  'company-headshots': { now: ['pagesTeams', 'showcase.public', 'buying.team', 'buying.pricing'] },
  reviews: { now: ['pagesExamples.reviews', 'showcase.public', ...FINAL] },
  'headshot-types': { now: ['pagesTypes'] },
  'headshot-type': { now: ['pagesTypes'] },
  'backdrop-and-outfit': { now: ['pagesExamples.backdrops', 'pagesHome.teams', ...FINAL] },
  refund: { now: LEGAL },
  'legal-terms-and-conditions': { now: LEGAL },
  'legal-privacy-policy': { now: LEGAL },
  'legal-sub-processors': { now: LEGAL },
  'legal-security-policy': { now: LEGAL },
  about: { now: ['pagesCompany.about', ...FINAL] },
  jobs: { now: ['pagesCompany.jobs'] },
  affiliate: { now: ['pagesCompany.affiliate'] },
  api: { now: ['pagesCompany.api'] },
  'best-ai-headshot-generators': { now: ['pagesExamples.compare', ...FINAL] },
  // The support form is on the page itself here.
  contact: { now: ['pagesCompany.contact', 'support', 'data.form', 'lead.call'] },
  changelog: { now: ['changelog', 'results.retry'] },
  'team-member': { now: TEAM_MEMBER },
  'team-access': { now: [...TEAM_MEMBER, 'auth.teamAccess'] },
  blog: { now: [] },
  'blog-post': { now: [] },
  pricing: { now: ['buying.pricing', 'buying.team', 'engine.capabilities'] },
  tools: { now: ['tools.index', 'tools.blurbs', 'tools.names'] },
  'tool-headshot': { now: [...TOOL, 'pagesExamples.backdrops'] },
  'tool-pfp': { now: [] },
  'tool-headline': { now: TOOL },
  'tool-bio': { now: TOOL },
  'tool-profile': { now: TOOL },
  'tool-signature': { now: TOOL },
  'tool-team': { now: TOOL },
  'not-found': { now: [] },
  'not-found-page': { now: [] },
  // Sign-in pages.
  'auth-login': { now: [...AUTH, 'auth.login'] },
  'auth-signup': { now: [...AUTH, 'auth.signup'] },
  'auth-reset': { now: [...AUTH, 'auth.reset'] },
  'auth-social': { now: ['header', 'auth.errors', 'auth.social'] },
  // The signed-in areas: what their pages show, in the layout.
  'customer-layout': {
    now: [
      'account',
      'auth.errors',
      'buying',
      'changelog',
      'engine',
      'errors',
      'orgSettings.wizard',
      'profile',
      'results',
      'studio',
      'upload',
      'upsell',
    ],
  },
  'team-layout': {
    now: [
      'account',
      'buying.invoice',
      'buying.pricing',
      'buying.profile',
      'bulkUpload',
      'changelog',
      'data',
      'errors',
      'lead',
      'orgApi',
      'orgSettings',
      'results.retry',
      'upload.errors',
      // Details asked on a member's behalf (decision 048), labelled as in the wizard.
      'upload.info',
      'upload.options',
    ],
  },
};

const LOCALE_SUFFIX = /-(en|es|de)$/;

/** What one page holds: the paths in its HTML and those fetched after hydration. */
export interface PageTextNeeds {
  now: string[];
  later: string[];
}

/** The texts of a page whose matched routes (root first) have these ids. */
export function textsOfRoutes(ids: readonly string[]): PageTextNeeds {
  const now = new Set(ROOT_TEXTS.now);
  const later = new Set(ROOT_TEXTS.later);
  let inArea = false;
  for (const id of ids) {
    if (id === 'root') continue;
    const name = id.replace(LOCALE_SUFFIX, '');
    const needs = ROUTE_TEXTS[name];
    if (!needs) {
      if (inArea) continue;
      return { now: [ALL], later: [] };
    }
    for (const path of needs.now) now.add(path);
    for (const path of needs.later ?? []) later.add(path);
    if (AREA_LAYOUTS.has(name)) inArea = true;
  }
  if (now.has(ALL)) return { now: [ALL], later: [] };
  return { now: [...now].sort(), later: [...later].filter((p) => !now.has(p)).sort() };
}
