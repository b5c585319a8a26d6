import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answers 404 with the spec texts and leads back home', async () => {
    const page = await browser.newPage();
    const problems = watchForErrors(page);
    const response = await page.goto(`${baseUrl}/this/page/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    expect(
      await page.getByText("Sorry, we couldn't find the page you're looking for.").isVisible(),
    ).toBe(true);
    await screenshot(page, 'not-found-en-desktop');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(catalogues.en.pagesHome.hero.title);
    // The browser logs the 404 document itself as a failed resource; nothing else may fail.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  });

  for (const locale of ['es', 'de'] as const) {
    it(`is translated under /${locale}`, async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}/${locale}/nope`);
      expect(response?.status()).toBe(404);
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(catalogues[locale].notFound.title);
      await screenshot(page, `not-found-${locale}-phone`);
      await context.close();
    });
  }
});
