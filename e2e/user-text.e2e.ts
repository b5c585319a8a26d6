import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { linkInMail, readOutbox, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.auth;
// issue 13 item 4: user text is never rendered as HTML.
const HOSTILE = '<img src=x onerror=alert(1)>';

describe('a name that looks like markup', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is shown as the text it is after sign-up, in the mail and on the page', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const email = `markup-${Date.now()}@example.com`;

    await page.goto(`${baseUrl}/auth/signup`);
    await waitForHydration(page);
    await page.getByLabel(en.fields.name).fill(HOSTILE);
    await page.getByLabel(en.fields.email).fill(email);
    await page.getByLabel(en.fields.password, { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: en.signup.submit }).click();
    await page.getByRole('heading', { name: en.signup.checkInboxTitle }).waitFor();

    const link = await linkInMail(email, 'verify-email');
    const [sent] = await readOutbox(email);
    expect(sent?.text).not.toContain('<img');

    await page.goto(link);
    await page.waitForURL(`${baseUrl}/app`);
    await page.getByRole('heading', { level: 1, name: HOSTILE }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await screenshot(page, 'user-text-markup-name');
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
