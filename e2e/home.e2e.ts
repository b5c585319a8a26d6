import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const pages = [
  { locale: 'en', path: '/' },
  { locale: 'es', path: '/es' },
  { locale: 'de', path: '/de' },
] as const;

describe('home in every locale', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const { locale, path } of pages) {
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`${path} renders in ${locale} on ${device}`, async () => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const problems = watchForErrors(page);
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status()).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        const c = catalogues[locale];
        await expect.poll(() => page.locator('h1').textContent()).toBe(c.pagesHome.hero.title);
        expect(await page.title()).toBe(
          c.pagesHome.metaTitle.replace('{{brand}}', 'Headshot Studio'),
        );
        expect(await page.getByText(c.header.topBar).isVisible()).toBe(true);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
        await screenshot(page, `home-${locale}-${device}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('switches language in the browser after hydration', async () => {
    const page = await browser.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: catalogues.en.languages.de }).click();
    await page.waitForURL(`${baseUrl}/de`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(catalogues.de.pagesHome.hero.title);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('announces the other languages to search engines', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/es`);
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')}=${l.getAttribute('href')}`),
      );
    // Absolute, on this server's public address (PUBLIC_URL).
    expect(alternates).toEqual(
      ['en=/', 'es=/es', 'de=/de', 'x-default=/'].map((a) => a.replace('=', `=${baseUrl}`)),
    );
    await page.close();
  });
});
