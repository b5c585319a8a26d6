import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { PACKAGE_DEFINITIONS } from '../packages/domain/src/packages.ts';
import { buyWithTestProvider } from './support/buying.ts';
import { contextApiHeaders, modelItem, submitSampleModel } from './support/models.ts';
import { DESKTOP, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { DEMO, apiHeadersFor, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.studio;
const de = catalogues.de.studio;
/** The spec's phone width. */
const PHONE_375 = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

async function api(path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: Record<string, unknown> }>;
}

/**
 * A person's studio credits set to `amount` by the demo admin through the ledger, with
 * a reason (revoke what is there, grant the rest). Answers their uid.
 */
async function setCredits(email: string, amount: number): Promise<string> {
  const user = await apiHeadersFor(email);
  const admin = await apiHeadersFor(DEMO.staff('admin'));
  const { data } = await api('/user/entitlements', user);
  const have = (data.balances as Record<string, number>).studio_credits ?? 0;
  const note = 'studio journey: a known balance';
  const uid = user.uid!;
  if (have > 0) {
    await api('/admin/ledger/grant', admin, {
      uid,
      action: 'revoke',
      kind: 'studio_credits',
      amount: have,
      note,
    });
  }
  await api('/admin/ledger/grant', admin, {
    uid,
    action: 'grant',
    kind: 'studio_credits',
    amount,
    note,
  });
  return uid;
}

/**
 * A ready model of the person's own: the smallest package bought with the test provider,
 * three photos of the sample person submitted, its headshots made by the real engine.
 */
async function readyModel(context: BrowserContext): Promise<string> {
  const headers = await contextApiHeaders(context.request);
  await buyWithTestProvider(headers, PACKAGE_DEFINITIONS[0]!.id);
  const modelId = await submitSampleModel(context.request, {
    name: 'Sam Studio',
    photos: 3,
    styles: PACKAGE_DEFINITIONS[0]!.stylesAllowed,
  });
  await expect
    .poll(async () => (await modelItem(context.request, modelId)).status, {
      timeout: 300_000,
      interval: 2000,
    })
    .toMatch(/^(ready|failed)$/);
  expect((await modelItem(context.request, modelId)).status).toBe('ready');
  return modelId;
}

/** A full-page screenshot from the top (the fixed top bar would sit mid-page otherwise). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const credits = (page: Page) =>
  page.locator('[data-studio-credits]').getAttribute('data-studio-credits');
const cards = (page: Page) => page.locator('[data-studio-photo]');

describe('studio journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    'creates at sd and hd, sees them made, enhances, likes, deletes, and runs out of credits',
    { timeout: 360_000 },
    async () => {
      const context = await browser.newContext(DESKTOP);
      await signInAs(context, DEMO.member);
      const modelId = await readyModel(context);
      await setCredits(DEMO.member, 4);
      const page = await context.newPage();
      const problems = watchForErrors(page);
      await page.goto(`${baseUrl}/studio?modelId=${modelId}`);
      await waitForHydration(page);
      await page.locator('[data-studio-state="ready"]').waitFor();
      expect(await credits(page)).toBe('4');
      // The local engine says what it cannot change, in words, before anything is spent.
      await page.getByText(en.engine.local).waitFor();
      const before = await cards(page).count();

      // sd (the default): 1 credit; the photo shows its progress at the top, then the photo.
      await page.getByRole('button', { name: /^Create 1 photo · 1 credit$/ }).click();
      await expect.poll(() => credits(page)).toBe('3');
      const sd = cards(page).first();
      expect(['pending', 'saving', 'ready']).toContain(await sd.getAttribute('data-status'));
      await shot(page, 'studio-progress-desktop');
      await expect.poll(() => sd.getAttribute('data-status'), { timeout: 90_000 }).toBe('ready');
      await expect
        .poll(() => sd.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
        .toBeGreaterThan(0);
      expect(await sd.textContent()).toContain('1024 × 831 px');
      const sdId = await sd.getAttribute('data-studio-photo');

      // hd: 2 credits, twice the pixels; it goes on top.
      await page.getByLabel(en.settings.quality).selectOption({ label: en.settings.qualities.hd });
      await page.getByRole('button', { name: /^Create 1 photo · 2 credits$/ }).click();
      await expect.poll(() => credits(page)).toBe('1');
      const hd = cards(page).first();
      expect(await hd.getAttribute('data-studio-photo')).not.toBe(sdId);
      await expect.poll(() => hd.getAttribute('data-status'), { timeout: 90_000 }).toBe('ready');
      expect(await hd.textContent()).toContain('2048 × 1662 px');
      expect(await cards(page).count()).toBe(before + 2);

      // Enhance the sd photo: its last credit; it shows enhancing, then twice the pixels.
      const sdCard = page.locator(`[data-studio-photo="${sdId}"]`);
      await sdCard.getByRole('button', { name: en.photos.enhance }).click();
      await expect.poll(() => credits(page)).toBe('0');
      await expect
        .poll(() => sdCard.getAttribute('data-status'), { timeout: 90_000 })
        .toBe('ready');
      await sdCard.getByText(en.photos.enhanced, { exact: true }).waitFor();
      expect(await sdCard.textContent()).toContain('2048 × 1662 px');

      // Like the enhanced one; delete the hd one (the inline confirm takes a second click).
      await sdCard.getByRole('button', { name: en.photos.like, exact: true }).click();
      await expect.poll(() => sdCard.getAttribute('data-liked')).toBe('true');
      await hd.getByRole('button', { name: en.photos.delete }).click();
      await hd.getByRole('button', { name: en.photos.confirm }).click();
      await expect.poll(() => cards(page).count()).toBe(before + 1);
      await shot(page, 'studio-made-desktop');

      // Out of credits: the credit modal, and nothing is spent.
      await page.getByRole('button', { name: /^Create 1 photo · 2 credits$/ }).click();
      const modal = page.getByRole('dialog', { name: en.credit.title });
      await modal.waitFor();
      expect(en.credit.title).toBe('Not enough credits');
      await shot(page, 'studio-no-credits-desktop');
      await modal.getByRole('button', { name: en.credit.close }).click();
      // After a reload the server's answer is the same.
      await page.reload();
      await waitForHydration(page);
      await page.locator('[data-studio-state="ready"]').waitFor();
      expect(await credits(page)).toBe('0');
      expect(await page.locator(`[data-studio-photo="${sdId}"]`).getAttribute('data-liked')).toBe(
        'true',
      );
      expect(problems).toEqual([]);
      await context.close();

      // A 375 px phone in German: the same studio, nothing wider than the screen.
      const phone = await browser.newContext(PHONE_375);
      await signInAs(phone, DEMO.member);
      const dePage = await phone.newPage();
      const deProblems = watchForErrors(dePage);
      await dePage.goto(`${baseUrl}/de/studio?modelId=${modelId}`);
      await waitForHydration(dePage);
      await dePage.locator('[data-studio-state="ready"]').waitFor();
      await dePage.getByText(de.engine.local).waitFor();
      expect(await dePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await shot(dePage, 'studio-de-phone');
      await dePage.getByRole('button', { name: /Foto erstellen/ }).click();
      await dePage.getByRole('dialog', { name: de.credit.title }).waitFor();
      await shot(dePage, 'studio-no-credits-de-phone');
      expect(deProblems).toEqual([]);
      await phone.close();
    },
  );
});
