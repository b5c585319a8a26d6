import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { buyWithTestProvider } from './support/buying.ts';
import { DEMO, apiHeadersFor, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.backoffice;
const PHONE_375: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

// Issue 19: the back office's home figures, Transactions with its CSV export, Models.
describe('back office: home figures, transactions export, models', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("an admin sees today's figures and charts, exports the transactions CSV and opens Models", async () => {
    // A payment today, so the figures have something to show.
    await buyWithTestProvider(await apiHeadersFor(DEMO.user), 'starter');
    const context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    await signInAs(context, DEMO.staff('admin'));
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/admin`);
    await waitForHydration(page);
    const today = page.getByTestId('today');
    await today.waitFor();
    await expect.poll(() => today.getByText(en.home.revenueToday).count()).toBe(1);
    expect(await today.innerText()).toMatch(/\d+\.\d{2} USD/);
    // uPlot draws each chart on a canvas: activity, failures and one per currency paid in.
    await expect
      .poll(() => page.locator('[data-testid=chart] canvas').count())
      .toBeGreaterThanOrEqual(3);
    await screenshot(page, 'backoffice-home-desktop');

    await page.getByRole('link', { name: 'Transactions' }).first().click();
    await page.getByRole('heading', { name: en.money.transactionsTitle }).waitFor();
    await page.getByLabel(en.money.status).selectOption('paid');
    await page.waitForURL(/status=paid/);
    const rows = page.getByRole('table', { name: en.money.transactionsTitle }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await rows.first().getByRole('button', { name: en.money.view }).click();
    const detail = page.getByRole('dialog');
    await detail.getByTestId('transaction').waitFor();
    expect(await detail.innerText()).toContain(en.money.lines);
    await screenshot(page, 'backoffice-transaction-desktop');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.money.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'order_id,created_at,email,status,provider,currency,subtotal,discount,gift_card,total,items,payment_id',
    );
    expect(csv.length).toBeGreaterThan(1);
    // The filter of the page is the filter of the file.
    expect(csv.slice(1).every((line) => line.split(',')[3] === 'paid')).toBe(true);

    await page.goto(`${baseUrl}/admin/model`);
    await page.getByRole('heading', { name: en.models.title }).waitFor();
    await page.getByLabel(en.models.stage).selectOption('failed');
    await page.waitForURL(/stage=failed/);
    await screenshot(page, 'backoffice-models-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home page works on a 375 px phone without sideways scrolling', async () => {
    const context = await browser.newContext(PHONE_375);
    await signInAs(context, DEMO.staff('sales'));
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/admin`);
    await waitForHydration(page);
    await page.getByTestId('today').waitFor();
    await expect
      .poll(() => page.locator('[data-testid=chart] canvas').count())
      .toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'backoffice-home-375');
    await page.goto(`${baseUrl}/admin/transactions`);
    await page.getByRole('table', { name: en.money.transactionsTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'backoffice-transactions-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
