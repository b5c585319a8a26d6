import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stripLocale } from '../packages/domain/src/locale.ts';
import { publicPagePaths } from '../packages/domain/src/site-navigation.ts';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { join } from 'node:path';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  screenshot,
  watchForErrors,
} from './support/browser.ts';
import { DEMO, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const STARTS = [
  { locale: 'en', path: '/' },
  { locale: 'es', path: '/es' },
  { locale: 'de', path: '/de' },
] as const;

/**
 * The same-origin links of the header and footer (dropdown panels included), no anchors,
 * each with the language it leads to: its hreflang (language links), else the page's.
 */
async function frameLinks(page: Page, locale: string): Promise<Map<string, string>> {
  const links = await page.$$eval('header a[href], footer a[href]', (anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      lang: a.getAttribute('hreflang'),
    })),
  );
  const origin = new URL(baseUrl).origin;
  const found = new Map<string, string>();
  for (const { href, lang } of links) {
    const url = new URL(href);
    if (url.origin === origin) found.set(`${url.pathname}${url.search}`, lang ?? locale);
  }
  return found;
}

interface Fetched {
  status: number;
  lang: string | null;
  text: string;
  /** What is missing of title, description, canonical and hreflang alternates. */
  missingSeo: string[];
}

function missingSeo(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [
    [/<title>[^<]+<\/title>/, 'title'],
    [/<meta name="description" content="[^"]+"/, 'description'],
    [/<link rel="canonical" href="[^"]+"/, 'canonical'],
    [/hrefLang="x-default"|hreflang="x-default"/i, 'x-default'],
    [/hrefLang="es"|hreflang="es"/i, 'hreflang es'],
    [/hrefLang="de"|hreflang="de"/i, 'hreflang de'],
  ].flatMap(([pattern, name]) => ((pattern as RegExp).test(head) ? [] : [name as string]));
}

const cache = new Map<string, Promise<Fetched>>();
const PUBLIC_PAGES = new Set(publicPagePaths());

/** A page as a crawler sees it: final status after redirects, html lang, main text. */
function crawl(path: string): Promise<Fetched> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(`${baseUrl}${path}`).then(async (res) => {
      const html = await res.text();
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
      return {
        status: res.status,
        lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null,
        missingSeo: missingSeo(html),
        text: main
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      };
    });
    cache.set(path, pending);
  }
  return pending;
}

describe('site crawl: every nav and footer link in every language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const { locale, path } of STARTS) {
    it(`follows every header and footer link from ${path}: 200, in ${locale}`, async () => {
      const page = await browser.newPage();
      const problems = watchForErrors(page);
      expect((await page.goto(`${baseUrl}${path}`))?.status()).toBe(200);
      const links = await frameLinks(page, locale);
      // Nav (6 + Headshots and Tools children) and footer groups: dozens of links.
      expect(links.size).toBeGreaterThan(30);
      const failures: string[] = [];
      for (const [link, lang] of links) {
        const got = await crawl(link);
        if (got.status !== 200) failures.push(`${link}: ${got.status}`);
        if (got.lang !== lang) failures.push(`${link}: lang ${got.lang}, not ${lang}`);
        const page = stripLocale(link.split('?')[0]!);
        if (PUBLIC_PAGES.has(page) && got.missingSeo.length) {
          failures.push(`${link}: no ${got.missingSeo.join(', ')}`);
        }
        if (lang !== 'en' && got.status === 200) {
          const english = await crawl(stripLocale(link.split('?')[0]!));
          if (english.text === got.text) failures.push(`${link}: same text as English`);
        }
      }
      expect(failures).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('serves sitemap.xml with every language and robots.txt with the private areas', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    for (const loc of ['/pricing', '/es/pricing', '/de/blog', '/headshot-types/lawyer-headshots']) {
      expect(xml).toContain(`<loc>${baseUrl}${loc}</loc>`);
    }
    expect(xml).toContain(`<loc>${baseUrl}/de/blog/team-portraets-ohne-fototermin</loc>`);
    expect(xml).toContain(
      `hreflang="es" href="${baseUrl}/es/blog/retratos-de-equipo-sin-sesion-de-fotos"`,
    );
    expect(xml).not.toContain('/auth/login');
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const rule of ['/app', '/admin', '/api/', '/design-system', '/es/app', '/de/app']) {
      expect(robots).toContain(`Disallow: ${rule}\n`);
    }
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('has a title, description, canonical and hreflang alternates on a blog post', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/es/blog/retratos-de-equipo-sin-sesion-de-fotos`);
    expect(await page.title()).toBe(
      'Retratos iguales para todo tu equipo, sin día de sesión de fotos',
    );
    expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/equipo/);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(
      /\/es\/blog\/retratos-de-equipo-sin-sesion-de-fotos$/,
    );
    expect(await page.getAttribute('link[hreflang="de"]', 'href')).toMatch(
      /\/de\/blog\/team-portraets-ohne-fototermin$/,
    );
    expect(await page.getAttribute('link[hreflang="x-default"]', 'href')).toMatch(
      /\/blog\/team-headshots-without-a-photo-day$/,
    );
    await page.close();
  });

  it('answers 404 for an unknown post, inside the site frame', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseUrl}/de/blog/gibt-es-nicht`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(catalogues.de.notFound.title);
    expect(await page.locator('footer').count()).toBe(1);
    await page.close();
  });
});

describe('header behaviour', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const hydrated = waitForHydration;

  it('shows the stats, and the language selector keeps the page (a post: its translation)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/blog`);
    await hydrated(page);
    const header = page.locator('header');
    expect(await header.textContent()).toContain('102,207 happy customers');
    expect(await header.textContent()).toContain('17,943,292 professional headshots created');
    expect(await page.locator('article').count()).toBe(3);

    const language = page.locator('header summary', { hasText: 'Language' });
    await language.click();
    await page.locator('header').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${baseUrl}/es/blog`);
    // 'Blog' is the heading in both languages: wait for the page's language instead.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await expect
      .poll(() => page.locator('header').textContent())
      .toContain('102.207 clientes satisfechos');

    await page.getByRole('link', { name: 'Por qué tus retratos se parecen a ti' }).click();
    await page.waitForURL(`${baseUrl}/es/blog/por-que-tus-retratos-se-parecen-a-ti`);
    await page.locator('header summary', { hasText: 'Idioma' }).click();
    await page.locator('header').getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${baseUrl}/de/blog/warum-deine-portraets-dir-aehneln`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Warum deine Porträts dir ähnlich sehen');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the Headshots menu by keyboard and by a tap without JavaScript (native <details>)', async () => {
    // Decision 040: the menus are <details>, so they answer before (or without) hydration.
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/blog`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.locator('summary', { hasText: 'Headshots' });
    const lawyer = nav.getByRole('link', { name: 'Lawyer headshots' });
    const isOpen = (summary: typeof trigger) =>
      summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    expect(await lawyer.isVisible()).toBe(false);
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(trigger)).toBe(true);
    expect(await lawyer.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'All headshot types',
    );
    // One menu at a time: opening Tools closes Headshots.
    const tools = nav.locator('summary', { hasText: 'Tools' });
    await tools.click();
    expect(await isOpen(tools)).toBe(true);
    expect(await isOpen(trigger)).toBe(false);
    await nav.getByRole('link', { name: 'Team page generator' }).click();
    await page.waitForURL(`${baseUrl}/tools/free-team-page-generator`);
    await context.close();
  });

  it('with JavaScript: arrows move in the menu; Escape and a click outside close it', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/blog`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.locator('summary', { hasText: 'Headshots' });
    const lawyer = nav.getByRole('link', { name: 'Lawyer headshots' });
    const isOpen = () => trigger.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    // Enter opens it whether or not React has hydrated the page yet.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await expect.poll(() => lawyer.isVisible()).toBe(true);
    // Arrow keys, Escape and clicks outside are React's: from hydration on.
    await hydrated(page);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('All headshot types');
    await page.keyboard.press('Escape');
    await expect.poll(() => lawyer.isVisible()).toBe(false);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('All headshot types');
    await page.keyboard.press('Escape');

    await trigger.click();
    await expect.poll(() => lawyer.isVisible()).toBe(true);
    await page.mouse.click(1200, 780);
    await expect.poll(() => lawyer.isVisible()).toBe(false);

    const tools = nav.locator('summary', { hasText: 'Tools' });
    await tools.click();
    await nav.getByRole('link', { name: 'Team page generator' }).click();
    await page.waitForURL(`${baseUrl}/tools/free-team-page-generator`);
    // Client-side navigation: the menu closed behind the link.
    await expect
      .poll(() => tools.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))
      .toBe(false);
    await context.close();
  });

  it('on a 390 px phone, the drawer opens, keeps focus inside, and closes', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/de/blog`);
    await hydrated(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(390);
    // The drawer is a <details> (decision 047): its summary opens it and, open, closes it.
    const opener = page.locator('header summary', { hasText: 'Menü öffnen' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    expect(await drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Für Teams' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/de/auth/login?redirect=%2Fde%2Fapp',
    );
    expect(await drawer.getByRole('link', { name: 'Jetzt erstellen' }).getAttribute('href')).toBe(
      '/de/app/add',
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'site-drawer-de-phone.png') });
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('[data-drawer]') !== null,
      );
      expect(inside, `focus inside the drawer after ${i + 1} tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await drawer.getByRole('link', { name: 'Für Teams' }).click();
    await page.waitForURL(`${baseUrl}/de/company-headshots`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows To dashboard when signed in, and Dashboard in the drawer', async () => {
    const context = await browser.newContext(DESKTOP);
    await signInAs(context, DEMO.user);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/blog`);
    const header = page.locator('header');
    expect(await header.getByRole('link', { name: 'To dashboard' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForHydration(page);
    await page.locator('header summary', { hasText: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    expect(await drawer.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/app');
    expect(await drawer.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });
});

describe('screenshots of the framed pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const page of ['/', '/pricing', '/company-headshots', '/blog']) {
    for (const { locale } of STARTS) {
      for (const [device, options] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const path = locale === 'en' ? page : page === '/' ? `/${locale}` : `/${locale}${page}`;
        it(`${path} on ${device}`, async () => {
          const context = await browser.newContext(options);
          const tab = await context.newPage();
          const res = await tab.goto(`${baseUrl}${path}`);
          expect(res?.status()).toBe(200);
          const width = await tab.evaluate(() => document.documentElement.scrollWidth);
          expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
          const name = page === '/' ? 'home' : page.slice(1);
          await screenshot(tab, `site-${name}-${locale}-${device}`);
          await context.close();
        });
      }
    }
  }
});
