import { HEADSHOT_TYPES, headshotTypePath, type HeadshotType } from './headshot-types.ts';
import { stripLocale } from './locale.ts';
import type { CustomerRole } from './roles.ts';

// spec 001 section 3 "Navigation item": title, href, level (the roles allowed to see it;
// null: everyone, signed in or not). Titles are keys of the web app's `site` texts.
export interface NavItem {
  title: string;
  href: string;
  level: readonly CustomerRole[] | null;
  children?: readonly NavItem[];
}

// spec 001 section 2 (Other): the six free tools.
export const TOOLS = [
  'free-headshot-generator',
  'free-linkedin-headline-generator',
  'free-linkedin-bio-generator',
  'free-linkedin-profile-generator',
  'free-email-signature-generator',
  'free-team-page-generator',
] as const;

export type Tool = (typeof TOOLS)[number];

export function toolPath(tool: Tool): string {
  return `/tools/${tool}`;
}

const everyone = null;

const headshotTypeItem = (type: HeadshotType): NavItem => ({
  title: `headshotTypes.${type}`,
  href: headshotTypePath(type),
  level: everyone,
});

// spec 001 section 2 (Other), Public navigation, split in the header's left and right
// groups (spec 000 section 2): For teams, Examples, Pricing | Headshots, Blog, Tools.
export const NAV_LEFT: readonly NavItem[] = [
  { title: 'nav.forTeams', href: '/company-headshots', level: everyone },
  { title: 'nav.examples', href: '/reviews', level: everyone },
  { title: 'nav.pricing', href: '/pricing', level: everyone },
];

export const NAV_RIGHT: readonly NavItem[] = [
  {
    title: 'nav.headshots',
    href: '/headshot-types',
    level: everyone,
    children: [
      { title: 'nav.allHeadshotTypes', href: '/headshot-types', level: everyone },
      { title: 'nav.backdropAndOutfit', href: '/backdrop-and-outfit', level: everyone },
      ...HEADSHOT_TYPES.map(headshotTypeItem),
    ],
  },
  { title: 'nav.blog', href: '/blog', level: everyone },
  {
    title: 'nav.tools',
    href: toolPath('free-headshot-generator'),
    level: everyone,
    children: TOOLS.map((tool) => ({
      title: `tools.${tool}`,
      href: toolPath(tool),
      level: everyone,
    })),
  },
];

// spec 000 section 2: on /company-headshots the Pricing link becomes the anchor #pricing.
export function navHref(item: NavItem, currentPath: string): string {
  const here = stripLocale(currentPath).replace(/\/+$/, '') || '/';
  if (item.href === '/pricing' && here === '/company-headshots') return '#pricing';
  return item.href;
}

// spec 001 section 3 "Footer link group": a title and items with URL, title, external flag.
export interface FooterLink {
  url: string;
  title: string;
  external: boolean;
}

export interface FooterLinkGroup {
  title: string;
  items: readonly FooterLink[];
}

/** A URL that leaves the site (any scheme), as opposed to a path of this site. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

const link = (url: string, title: string): FooterLink => ({
  url,
  title,
  external: isExternalUrl(url),
});

/**
 * spec 001 section 2 (Other), Footer: every listed link, one per headshot type, and the
 * external trust page and helpdesk (operator settings; a helpdesk path stays on the site).
 */
export function footerLinkGroups(settings: {
  trustPageUrl: string;
  helpdeskUrl: string;
}): FooterLinkGroup[] {
  return [
    {
      title: 'footer.product',
      items: [
        link('/', 'footer.home'),
        link('/blog', 'footer.blog'),
        link(toolPath('free-headshot-generator'), 'footer.freeHeadshotGenerator'),
        link('/best-ai-headshot-generators', 'footer.bestGenerators'),
        link('/api', 'footer.api'),
      ],
    },
    {
      title: 'footer.company',
      items: [
        link('/about', 'footer.about'),
        link('/jobs', 'footer.jobs'),
        link('/affiliate', 'footer.affiliate'),
        link('/contact', 'footer.contact'),
        link(settings.helpdeskUrl, 'footer.helpdesk'),
        link(settings.trustPageUrl, 'footer.trustPage'),
      ],
    },
    {
      title: 'footer.legal',
      items: [
        link('/refund', 'footer.refund'),
        link('/legal/terms-and-conditions', 'footer.terms'),
        link('/legal/privacy-policy', 'footer.privacy'),
        link('/legal/sub-processors', 'footer.subProcessors'),
        link('/legal/security-policy', 'footer.security'),
      ],
    },
    {
      title: 'footer.account',
      items: [
        link('/auth/login', 'footer.login'),
        link('/auth/signup', 'footer.signup'),
        link('/auth/reset-password', 'footer.resetPassword'),
        link('/app', 'footer.dashboard'),
      ],
    },
    {
      title: 'footer.headshotTypes',
      items: HEADSHOT_TYPES.map((type) => link(headshotTypePath(type), `headshotTypes.${type}`)),
    },
  ];
}

// Public pages no menu links to: the changelog (spec 001 section 7, /changelog/public).
const UNLISTED_PUBLIC_PAGES = ['/changelog'];

// Sign-in and the app are not pages to index (robots.txt disallows /app).
const NOT_INDEXED = ['/app', '/auth'];

/** The public pages the navigation and footer link to and the unlisted ones, each once (the sitemap's list). */
export function publicPagePaths(): string[] {
  const nav = [...NAV_LEFT, ...NAV_RIGHT].flatMap((item) => [
    item.href,
    ...(item.children ?? []).map((c) => c.href),
  ]);
  const footer = footerLinkGroups({ trustPageUrl: '', helpdeskUrl: '' })
    .flatMap((g) => g.items)
    .map((l) => l.url)
    .filter((url) => url.startsWith('/'));
  return [...new Set([...nav, ...footer, ...UNLISTED_PUBLIC_PAGES])].filter(
    (path) => !NOT_INDEXED.some((p) => path === p || path.startsWith(`${p}/`)),
  );
}
