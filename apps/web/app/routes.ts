import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  prefix,
  route,
} from '@react-router/dev/routes';
import { TEAM_MENU } from '@hs/domain/team-menu';
import { DESIGN_SYSTEM_PAGES } from './routes/design-system/pages.ts';

type Locale = 'en' | 'es' | 'de';

// spec 001 section 2, Organization area: the team lead's pages under /app/admin.
const TEAM_PAGES = TEAM_MENU.filter((item) => item !== 'dashboard');
/** The area's pages built on their own (the rest share routes/team/page.tsx). */
const TEAM_PAGE_FILES: Partial<Record<(typeof TEAM_MENU)[number], string>> = {
  members: 'routes/team/members.tsx',
  api: 'routes/team/api.tsx',
  credits: 'routes/team/credits.tsx',
  invoices: 'routes/team/invoices.tsx',
  notifications: 'routes/team/notifications.tsx',
  'help-faq': 'routes/team/help-faq.tsx',
  'bulk-upload': 'routes/team/bulk-upload.tsx',
  settings: 'routes/team/settings.tsx',
  style: 'routes/team/style.tsx',
  clothing: 'routes/team/clothing.tsx',
};

/** The pages every language has; ids carry the locale so each copy is its own route. */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${locale}`;
  return [
    // The public site (spec 000 section 2, spec 001 section 2 "Other"): header and footer.
    layout('routes/public/layout.tsx', { id: id('public-layout') }, [
      index('routes/home.tsx', { id: id('home') }),
      // -- public pages (content) --
      route('company-headshots', 'routes/public/company-headshots.tsx', {
        id: id('company-headshots'),
      }),
      route('reviews', 'routes/public/reviews.tsx', { id: id('reviews') }),
      route('headshot-types', 'routes/public/headshot-types.tsx', { id: id('headshot-types') }),
      route('headshot-types/:slug', 'routes/public/headshot-type.tsx', { id: id('headshot-type') }),
      route('backdrop-and-outfit', 'routes/public/backdrop-and-outfit.tsx', {
        id: id('backdrop-and-outfit'),
      }),
      route('refund', 'routes/public/refund.tsx', { id: id('refund') }),
      ...['terms-and-conditions', 'privacy-policy', 'sub-processors', 'security-policy'].map(
        (page) =>
          route(`legal/${page}`, `routes/public/legal/${page}.tsx`, { id: id(`legal-${page}`) }),
      ),
      route('about', 'routes/public/about.tsx', { id: id('about') }),
      route('jobs', 'routes/public/jobs.tsx', { id: id('jobs') }),
      route('affiliate', 'routes/public/affiliate.tsx', { id: id('affiliate') }),
      // The bare /api is this page (the server routes it here); /api/... is the JSON API.
      route('api', 'routes/public/api.tsx', { id: id('api') }),
      route('best-ai-headshot-generators', 'routes/public/best-ai-headshot-generators.tsx', {
        id: id('best-ai-headshot-generators'),
      }),
      route('contact', 'routes/public/contact.tsx', { id: id('contact') }),
      route('changelog', 'routes/public/changelog.tsx', { id: id('changelog') }),
      route('team-member', 'routes/team-member.tsx', { id: id('team-member') }),
      route('team-access/:code?', 'routes/team-access.tsx', { id: id('team-access') }),
      // The blog (site frame helper): posts from the database.
      route('blog', 'routes/public/blog.tsx', { id: id('blog') }),
      route('blog/:slug', 'routes/public/blog-post.tsx', { id: id('blog-post') }),
      // -- pricing and buying --
      route('pricing', 'routes/public/pricing.tsx', { id: id('pricing') }),
      // -- tools --
      // spec 001 section 2, Tools (pfp redirect: spec 001 section 2, white-label routing).
      route('tools', 'routes/tools/index.tsx', { id: id('tools') }),
      route('tools/free-headshot-generator', 'routes/tools/headshot.tsx', {
        id: id('tool-headshot'),
      }),
      route('tools/free-pfp-generator', 'routes/tools/pfp-redirect.tsx', { id: id('tool-pfp') }),
      route('tools/free-linkedin-headline-generator', 'routes/tools/headline.tsx', {
        id: id('tool-headline'),
      }),
      route('tools/free-linkedin-bio-generator', 'routes/tools/bio.tsx', { id: id('tool-bio') }),
      route('tools/free-linkedin-profile-generator', 'routes/tools/profile.tsx', {
        id: id('tool-profile'),
      }),
      route('tools/free-email-signature-generator', 'routes/tools/signature.tsx', {
        id: id('tool-signature'),
      }),
      route('tools/free-team-page-generator', 'routes/tools/team.tsx', { id: id('tool-team') }),
    ]),

    // spec 000 section 2 and spec 001 section 2 (Customer layouts): sign-in pages.
    route('auth/login', 'routes/auth/login.tsx', { id: id('auth-login') }),
    route('auth/signup', 'routes/auth/signup.tsx', { id: id('auth-signup') }),
    route('auth/reset-password', 'routes/auth/reset-password.tsx', { id: id('auth-reset') }),
    route('auth/social', 'routes/auth/social.tsx', { id: id('auth-social') }),
    route('not-found', 'routes/not-found.tsx', { id: id('not-found-page') }),

    // Customer layout: signed in; anonymous visitors only on some /app pages.
    layout('routes/app/layout.tsx', { id: id('customer-layout') }, [
      route('app', 'routes/app/dashboard.tsx', { id: id('app') }),
      route('app/add', 'routes/app/add.tsx', { id: id('app-add') }),
      route('app/results', 'routes/app/results.tsx', { id: id('app-results') }),
      route('app/upload', 'routes/app/upload.tsx', { id: id('app-upload') }),
      route('app/vote', 'routes/app/vote.tsx', { id: id('app-vote') }),
      route('profile', 'routes/app/profile.tsx', { id: id('profile') }),
      route('studio', 'routes/app/studio.tsx', { id: id('studio') }),
      route('invoice', 'routes/app/invoice.tsx', { id: id('invoice') }),
      route('invite', 'routes/app/invite.tsx', { id: id('invite') }),
      route('checkout', 'routes/app/checkout.tsx', { id: id('checkout') }),
      route('checkout/test', 'routes/app/checkout-test.tsx', { id: id('checkout-test') }),
      route('checkout/confirmation', 'routes/app/checkout-confirmation.tsx', {
        id: id('checkout-confirmation'),
      }),
    ]),

    // Team-lead layout (spec 001 section 4).
    layout('routes/team/layout.tsx', { id: id('team-layout') }, [
      route('app/admin', 'routes/team/dashboard.tsx', { id: id('team') }),
      route('app/admin/team/new', 'routes/team/new-team.tsx', { id: id('team-new') }),
      ...TEAM_PAGES.map((page) =>
        route(`app/admin/${page}`, TEAM_PAGE_FILES[page] ?? 'routes/team/page.tsx', {
          id: id(`team-${page}`),
        }),
      ),
    ]),

    route('*', 'routes/not-found.tsx', { id: id('not-found') }),
  ];
}

export default [
  // spec 001 section 2: the staff back office and the design system (English only).
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/home.tsx'),
    route('admin/parameters', 'routes/admin/parameters.tsx'),
    route('admin/email', 'routes/admin/email.tsx'),
    route('admin/refund', 'routes/admin/refund.tsx'),
    route('admin/support', 'routes/admin/support.tsx', { id: 'admin-support' }),
    route('admin/feedback', 'routes/admin/support.tsx', { id: 'admin-feedback' }),
    route('admin/coupons', 'routes/admin/coupons.tsx'),
    route('admin/giftcard', 'routes/admin/giftcard.tsx'),
    route('admin/changelog', 'routes/admin/changelog.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/transactions', 'routes/admin/transactions.tsx'),
    route('admin/invoices', 'routes/admin/invoices.tsx'),
    route('admin/model', 'routes/admin/model.tsx'),
    route('admin/upload', 'routes/admin/upload.tsx'),
    route('admin/playground', 'routes/admin/playground.tsx'),
    route('admin/user', 'routes/admin/users.tsx'),
    route('admin/user/:uid', 'routes/admin/user-detail.tsx'),
    route('admin/organization', 'routes/admin/organizations.tsx'),
    route('admin/organization/:id', 'routes/admin/organization-detail.tsx'),
    route('admin/referral', 'routes/admin/referral.tsx'),
    route('admin/referral/:uid', 'routes/admin/referral-detail.tsx'),
    route('admin/hairstyles', 'routes/admin/catalogue-items.tsx', { id: 'admin-hairstyles' }),
    route('admin/emotions', 'routes/admin/catalogue-items.tsx', { id: 'admin-emotions' }),
    route('admin/clothing', 'routes/admin/catalogue-items.tsx', { id: 'admin-clothing' }),
    route('admin/style', 'routes/admin/styles.tsx'),
    route('admin/catalog', 'routes/admin/catalog.tsx'),
    route('admin/examples', 'routes/admin/examples.tsx'),
    route('admin/blog', 'routes/admin/blog.tsx'),
    route('admin/blog/new', 'routes/admin/blog-post.tsx', { id: 'admin-blog-new' }),
    route('admin/blog/:key', 'routes/admin/blog-post.tsx', { id: 'admin-blog-post' }),
    route('admin/reviews', 'routes/admin/reviews.tsx'),
    route('admin/*', 'routes/admin/page.tsx'),
  ]),
  ...prefix('design-system', [
    layout('routes/design-system/layout.tsx', [
      index('routes/design-system/home.tsx'),
      ...DESIGN_SYSTEM_PAGES.filter((p) => p.path).map((p) =>
        route(p.path, `routes/design-system/${p.path}.tsx`),
      ),
    ]),
  ]),

  // Search engines: one sitemap for every language, and the crawling rules.
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // The texts a browser fetches for a page it moves to (decision 042).
  route('texts/:locale', 'i18n/texts-route.ts'),
  // The currency switch without JavaScript: sets the preferedCurrency cookie (decision 047).
  route('currency', 'routes/currency.ts'),

  // spec 000 section 2: English at /, the other languages under /es and /de.
  ...prefix('es', pages('es')),
  ...prefix('de', pages('de')),
  ...pages('en'),
] satisfies RouteConfig;
