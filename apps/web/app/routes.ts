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

/** The pages every language has; ids carry the locale so each copy is its own route. */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${locale}`;
  return [
    // The public site (spec 000 section 2, spec 001 section 2 "Other"): header and footer.
    layout('routes/public/layout.tsx', { id: id('public-layout') }, [
      index('routes/home.tsx', { id: id('home') }),
      // -- public pages (content) --
      // -- pricing and buying --
      // -- tools --
    ]),

    // spec 000 section 2 and spec 001 section 2 (Customer layouts): sign-in pages.
    route('auth/login', 'routes/auth/login.tsx', { id: id('auth-login') }),
    route('auth/signup', 'routes/auth/signup.tsx', { id: id('auth-signup') }),
    route('auth/reset-password', 'routes/auth/reset-password.tsx', { id: id('auth-reset') }),
    route('auth/social', 'routes/auth/social.tsx', { id: id('auth-social') }),
    route('team-member', 'routes/team-member.tsx', { id: id('team-member') }),
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
    ]),

    // Team-lead layout (spec 001 section 4).
    layout('routes/team/layout.tsx', { id: id('team-layout') }, [
      route('app/admin', 'routes/team/dashboard.tsx', { id: id('team') }),
      route('app/admin/team/new', 'routes/team/new-team.tsx', { id: id('team-new') }),
      ...TEAM_PAGES.map((page) =>
        route(`app/admin/${page}`, 'routes/team/page.tsx', { id: id(`team-${page}`) }),
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

  // spec 000 section 2: English at /, the other languages under /es and /de.
  ...prefix('es', pages('es')),
  ...prefix('de', pages('de')),
  ...pages('en'),
] satisfies RouteConfig;
