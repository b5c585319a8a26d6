import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADSHOT_TYPES } from './headshot-types.ts';
import { LOCALES, localizePath } from './locale.ts';
import {
  NAV_LEFT,
  NAV_RIGHT,
  TOOLS,
  footerLinkGroups,
  isExternalUrl,
  navHref,
  publicPagePaths,
  type NavItem,
} from './site-navigation.ts';

const flatten = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

const settings = {
  trustPageUrl: 'https://reviews.example.com/our-company',
  helpdeskUrl: 'https://help.example.com',
};

describe('public navigation (spec 001 section 2, Other)', () => {
  const hrefs = flatten([...NAV_LEFT, ...NAV_RIGHT]).map((i) => i.href);

  it('has For teams, Examples, Pricing, Headshots, Blog and Tools with their paths', () => {
    expect([...NAV_LEFT, ...NAV_RIGHT].map((i) => [i.title, i.href])).toEqual([
      ['nav.forTeams', '/company-headshots'],
      ['nav.examples', '/reviews'],
      ['nav.pricing', '/pricing'],
      ['nav.headshots', '/headshot-types'],
      ['nav.blog', '/blog'],
      ['nav.tools', '/tools/free-headshot-generator'],
    ]);
  });

  it('lists /backdrop-and-outfit and every headshot type under Headshots', () => {
    const headshots = NAV_RIGHT[0]!.children!.map((c) => c.href);
    expect(headshots).toContain('/backdrop-and-outfit');
    for (const type of HEADSHOT_TYPES) {
      expect(headshots).toContain(`/headshot-types/${type}-headshots`);
    }
  });

  it('lists the six tools under Tools', () => {
    expect(TOOLS).toHaveLength(6);
    for (const path of [
      '/tools/free-headshot-generator',
      '/tools/free-linkedin-headline-generator',
      '/tools/free-linkedin-bio-generator',
      '/tools/free-linkedin-profile-generator',
      '/tools/free-email-signature-generator',
      '/tools/free-team-page-generator',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('is for everyone', () => {
    expect(flatten([...NAV_LEFT, ...NAV_RIGHT]).every((i) => i.level === null)).toBe(true);
  });

  it('turns Pricing into #pricing on /company-headshots in every language, only there', () => {
    const pricing = NAV_LEFT[2]!;
    for (const locale of LOCALES) {
      expect(navHref(pricing, localizePath('/company-headshots', locale))).toBe('#pricing');
      expect(navHref(pricing, localizePath('/company-headshots/', locale))).toBe('#pricing');
      expect(navHref(pricing, localizePath('/', locale))).toBe('/pricing');
      expect(navHref(NAV_LEFT[0]!, localizePath('/company-headshots', locale))).toBe(
        '/company-headshots',
      );
    }
  });
});

describe('footer (spec 001 section 2, Other)', () => {
  const groups = footerLinkGroups(settings);
  const links = groups.flatMap((g) => g.items);
  const urls = links.map((l) => l.url);

  it('links every path the spec lists, and each headshot type', () => {
    for (const path of [
      '/',
      '/refund',
      '/legal/terms-and-conditions',
      '/legal/privacy-policy',
      '/legal/sub-processors',
      '/legal/security-policy',
      '/about',
      '/blog',
      '/jobs',
      '/affiliate',
      '/api',
      '/best-ai-headshot-generators',
      '/contact',
      '/tools/free-headshot-generator',
      '/auth/login',
      '/auth/signup',
      '/auth/reset-password',
      '/app',
      ...HEADSHOT_TYPES.map((t) => `/headshot-types/${t}-headshots`),
    ]) {
      expect(urls).toContain(path);
    }
  });

  it('flags the trust page and helpdesk as external, and nothing else', () => {
    expect(links.filter((l) => l.external).map((l) => l.url)).toEqual([
      settings.helpdeskUrl,
      settings.trustPageUrl,
    ]);
  });

  it('keeps a helpdesk given as a path on the site', () => {
    const local = footerLinkGroups({ ...settings, helpdeskUrl: '/contact' }).flatMap(
      (g) => g.items,
    );
    expect(local.find((l) => l.title === 'footer.helpdesk')).toEqual({
      url: '/contact',
      title: 'footer.helpdesk',
      external: false,
    });
  });

  it('has a title and at least one item in every group', () => {
    for (const g of groups) {
      expect(g.title).not.toBe('');
      expect(g.items.length).toBeGreaterThan(0);
    }
  });
});

describe('isExternalUrl', () => {
  it('is true for any scheme and protocol-relative URLs, false for paths', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => isExternalUrl(url)));
    fc.assert(fc.property(fc.webPath(), (path) => !isExternalUrl(`/${path.replace(/^\/+/, '')}`)));
    expect(isExternalUrl('mailto:help@example.com')).toBe(true);
    expect(isExternalUrl('//cdn.example.com/x')).toBe(true);
  });
});

describe('publicPagePaths', () => {
  it('has the public pages once each, without the app and sign-in', () => {
    const paths = publicPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/pricing', '/blog', '/reviews', '/api', '/changelog']),
    );
    expect(paths.some((p) => p === '/app' || p.startsWith('/auth'))).toBe(false);
  });
});
