import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PACKAGE_DEFINITIONS,
  deliveredSize,
  packageHeadshots,
} from '../packages/domain/src/packages.ts';
import { LOCAL_MAX_SIDE } from '../packages/engine/src/capabilities.ts';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { contextApiHeaders, modelItem, submitSampleModel } from './support/models.ts';
import { linkInMail, waitForHydration } from './support/session.ts';

// Issue 12: the largest package, bought on the pricing page, delivers its own count,
// styles and size (the smallest is checked by results.e2e.ts).

const baseUrl = inject('baseUrl');
const en = catalogues.en.buying;
const LARGEST = PACKAGE_DEFINITIONS.at(-1)!;
// Issue 34 item 6: the journeys run the local engine, which renders at most LOCAL_MAX_SIDE;
// the pricing page and checkout list that size, and that size is delivered.
const DELIVERED = deliveredSize(LARGEST.output, LOCAL_MAX_SIDE);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('the largest package', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('bought on the pricing page, delivers its count of headshots, in its styles, at its size', async () => {
    const email = `executive-${Date.now()}@example.com`;
    const context = await browser.newContext(DESKTOP);
    const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Eve Executive', email, password: 'the largest package', callbackURL: '/app' },
      headers: { origin: baseUrl },
    });
    expect(signUp.ok()).toBe(true);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(await linkInMail(email, 'verify-email'));
    await page.waitForURL(/\/app/);

    // Buy it as a person would: pricing, checkout, the test provider, confirmation.
    await page.goto(`${baseUrl}/pricing`);
    await waitForHydration(page);
    await page
      .getByRole('link', { name: en.pricing.choose.replace('{{name}}', LARGEST.name) })
      .click();
    await page.waitForURL(new RegExp(`/checkout\\?package=${LARGEST.id}`));
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$59');
    await shot(page, 'packages-checkout-largest-desktop');
    await page.getByRole('button', { name: /Pay \$59/ }).click();
    await page.waitForURL(/\/checkout\/test\?session=/);
    await page.getByRole('button', { name: /\(test\)/ }).click();
    await page.waitForURL(/\/checkout\/confirmation\?order=/);
    const headers = await contextApiHeaders(context.request);
    await expect
      .poll(
        async () =>
          (
            (await (
              await context.request.get(`${baseUrl}/api/user/entitlements`, { headers })
            ).json()) as { data: { nextPackage: { packageId: string } | null } }
          ).data.nextPackage?.packageId ?? null,
        { timeout: 20_000 },
      )
      .toBe(LARGEST.id);

    // A regular account: 15 photos; every style the package allows.
    const modelId = await submitSampleModel(context.request, {
      name: 'Eve Executive',
      photos: 15,
      styles: LARGEST.stylesAllowed,
    });
    const item = () => modelItem(context.request, modelId);
    await expect
      .poll(async () => (await item()).status, { timeout: 400_000, interval: 2000 })
      .toMatch(/^(ready|failed)$/);
    const ready = await item();
    expect(ready.failureReason).toBeNull();

    const total = packageHeadshots(LARGEST);
    expect(ready.progress.total).toBe(total);
    // Every photo of the package is shown or counted: withheld by ranking, or never made
    // (the uploads gave no more distinct ones; decision 054).
    const { mismatch, noFace, flagged, duplicate, unmade } = ready.withheld;
    expect(ready.images.length + mismatch + noFace + flagged + duplicate + unmade).toBe(total);
    expect(new Set(ready.images.map((i) => i.style)).size).toBe(LARGEST.stylesAllowed);
    for (const image of ready.images) {
      expect([image.width, image.height]).toEqual([DELIVERED.width, DELIVERED.height]);
    }
    // The file itself is that size.
    const full = await context.request.get(new URL(ready.images[0]!.url, baseUrl).href);
    const meta = await sharp(Buffer.from(await full.body())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      DELIVERED.width,
      DELIVERED.height,
    ]);

    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    await shot(page, 'packages-results-largest-desktop');
    expect(problems).toEqual([]);
    await context.close();
  }, 480_000);
});
