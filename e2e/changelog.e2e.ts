import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { DEMO, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.changelog;

describe('changelog: staff write, people see the badge, reading clears it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const title = `Zips stream as they are built ${Date.now()}`;
  const titleEs = `Los zips llegan al momento ${Date.now()}`;
  const badge = (page: Page) => page.locator('header [data-changelog-badge]').first();

  it('a marketer publishes an entry in English and Spanish from /admin/changelog', async () => {
    const context = await browser.newContext(DESKTOP);
    await signInAs(context, DEMO.staff('marketer'));
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/admin/changelog`);
    await waitForHydration(page);
    await page.getByLabel('Title (English)').fill(title);
    await page
      .getByLabel('Text in markdown (English)')
      .fill('Downloads **start at once**.\n\n- Progress shown');
    await page.getByLabel('Title (Spanish)').fill(titleEs);
    await page.getByRole('button', { name: en.staff.publish }).click();
    await page.getByText(en.staff.published, { exact: true }).waitFor();
    await page.getByText(title).waitFor();
    await screenshot(page, 'changelog-admin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a person sees the unseen badge, opens the changelog, and the badge clears', async () => {
    const context = await browser.newContext(DESKTOP);
    await signInAs(context, DEMO.user);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app`);
    await waitForHydration(page);
    await badge(page).waitFor();
    const unseen = Number(await badge(page).getAttribute('data-changelog-badge'));
    expect(unseen).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'changelog-badge');

    const marked: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/changelog/mark-viewed')) marked.push(r.status());
    });
    await page
      .getByRole('link', { name: new RegExp(`^${en.navLink}`) })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/changelog`);
    const entry = page.getByRole('article', { name: title });
    await entry.waitFor();
    await expect.poll(() => entry.getByText(en.unseen, { exact: true }).count()).toBe(1);
    expect(await entry.locator('strong').textContent()).toBe('start at once');
    // The marks land in the background; back in the app the badge is gone.
    // One mark per unseen entry, each landing in the background.
    await expect.poll(() => marked.length).toBe(unseen);
    expect(marked.every((status) => status === 200)).toBe(true);
    await screenshot(page, 'changelog-page');
    const fetched = page.waitForResponse((r) => r.url().includes('/api/changelog/public'));
    await page.goto(`${baseUrl}/app`);
    await waitForHydration(page);
    await fetched;
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads in Spanish at /es/changelog and fits a 375 px phone', async () => {
    const context = await browser.newContext({ ...PHONE, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const res = await page.goto(`${baseUrl}/es/changelog`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: titleEs }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'changelog-es-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
