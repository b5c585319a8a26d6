import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shoulderPhotos } from '../packages/engine/src/testing/people.ts';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, launchBrowser, screenshot } from './support/browser.ts';
import { signUpConfirmed, waitForHydration } from './support/session.ts';

// Issue 12, "Money that means something": a new person without a package uploads, picks
// styles and submits; the server asks for a package (402), checkout sells the one that
// fits, and after paying they are back in the wizard with photos and styles kept.

const baseUrl = inject('baseUrl');
const upload = catalogues.en.upload;
const buying = catalogues.en.buying;
const PHONE_WIDTH = 375;

/** A full-page screenshot from the top (the fixed top bar would sit mid-page otherwise). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Fifteen different photos of one person that show the shoulders (a sample person's). */
async function fifteenPhotos() {
  return (await shoulderPhotos(15)).map((buffer, i) => ({
    name: `me-${i + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer,
  }));
}

async function allChecked(page: Page) {
  await expect
    .poll(() => page.locator('[data-status="pending"], [data-status="pre-success"]').count(), {
      timeout: 60_000,
    })
    .toBe(0);
}

/** The ids of the style checkboxes that are ticked, in page order. */
function checkedStyles(page: Page) {
  return page
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((b, i) => ((b as HTMLInputElement).checked ? i : -1)).filter((i) => i >= 0),
    );
}

describe('paying to submit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new person is sent to checkout on submit, pays with the test provider, and submits with photos and styles kept', async () => {
    const context = await browser.newContext(DESKTOP);
    // The pricing page, in demo mode, shows the price checkout will charge.
    const pricing = await context.newPage();
    await pricing.goto(`${baseUrl}/pricing`);
    await waitForHydration(pricing);
    await pricing.getByTestId('demo-mode-banner').waitFor();
    const starterPrice = await pricing.getByTestId('price-starter').textContent();
    await pricing.close();

    // A new, regular account (15 photos needed), confirmed through the real mail.
    const email = `payer-${Date.now()}@example.com`;
    const { page, problems } = await signUpConfirmed(context, {
      name: 'Pat Payer',
      email,
      password: 'pay to submit please',
      redirect: '/app/upload',
    });
    await page.waitForURL(/\/app\/upload\?modelId=[\w-]+/, { timeout: 30_000 });
    await waitForHydration(page);
    const modelId = new URL(page.url()).searchParams.get('modelId')!;
    // No Stripe key in the journeys' server: demo mode, and every page says so.
    await page.getByTestId('demo-mode-banner').waitFor();

    // Photos.
    await page.getByTestId('photo-input').setInputFiles(await fifteenPhotos());
    await allChecked(page);
    expect(await page.getByTestId('photo-count').textContent()).toBe('15 of 15 photos');
    await page.getByRole('button', { name: upload.photos.continue }).click();

    // About you.
    await page.getByRole('heading', { name: upload.info.title }).waitFor();
    await page.getByLabel(upload.info.name).fill('Pat Payer');
    await page.getByLabel(upload.info.age).selectOption('30-35 years');
    await page.getByLabel(upload.info.gender).selectOption('Female');
    await page.getByLabel(upload.info.ethnicity).selectOption('European');
    await page.getByLabel(upload.info.eyeColor).selectOption('Green');
    await page.getByLabel(upload.info.glasses).selectOption('Without glasses');
    await page.getByRole('button', { name: upload.info.save }).click();

    // Styles: without a package, the largest package's count, and the packages' counts.
    await page.getByRole('heading', { name: upload.styles.title }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    const allowance = await page.getByTestId('style-allowance').textContent();
    expect(allowance).toContain('Starter: 2 styles');
    expect(allowance).toContain('Executive: 8 styles');
    await page.getByText('Pick 1 to 8 backdrops for your headshots.').waitFor();
    // A person clicks the cards: drop what was pre-selected, pick the second and third.
    const cards = page.locator('fieldset li label');
    for (const i of await checkedStyles(page)) await cards.nth(i).click();
    await expect.poll(() => checkedStyles(page)).toEqual([]);
    await cards.nth(1).click();
    await cards.nth(2).click();
    await page.getByText('2 of 8 chosen').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('img')].every((img) => img.complete),
    );
    await shot(page, 'pay-to-submit-styles-desktop');
    await page.getByRole('button', { name: upload.photos.continue }).click();

    // Submit: the server wants a package; checkout offers the smallest that fits.
    await page.getByRole('heading', { name: upload.confirm.title }).waitFor();
    expect(await page.getByTestId('confirm-package').textContent()).toBe(
      upload.confirm.choosePackage,
    );
    await page.getByRole('button', { name: upload.confirm.submit }).click();
    await page.waitForURL(/\/checkout\?/);
    const checkoutUrl = new URL(page.url());
    expect(checkoutUrl.searchParams.get('package')).toBe('starter');
    expect(checkoutUrl.searchParams.get('return')).toBe(
      `/app/upload?modelId=${modelId}&step=styles`,
    );
    await waitForHydration(page);
    await page.getByTestId('test-mode-notice').waitFor();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$29');
    expect(starterPrice).toBe('$29');
    expect(await page.getByTestId('checkout-line').allTextContents()).toEqual([
      'Starter: 30 headshots, 2 styles, 1024 x 1280 pixels',
    ]);
    await page.getByText(buying.checkout.returnNote).waitFor();
    await shot(page, 'pay-to-submit-checkout-desktop');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE_WIDTH);
    await shot(page, 'pay-to-submit-checkout-375');
    await page.setViewportSize(DESKTOP.viewport!);

    // Pay with the test provider; the confirmation sends the person back by itself.
    const session = page.waitForRequest((r) => r.url().endsWith('/api/checkout/session'));
    await page.getByRole('button', { name: 'Pay $29' }).click();
    expect((await session).postDataJSON()).toMatchObject({
      packageId: 'starter',
      expectedTotal: 2900,
      returnTo: `/app/upload?modelId=${modelId}&step=styles`,
    });
    await page.waitForURL(/\/checkout\/test\?session=/);
    await page.getByTestId('test-mode-badge').waitFor();
    await expect.poll(() => page.getByTestId('test-amount').textContent()).toBe('$29');
    await shot(page, 'pay-to-submit-test-provider-desktop');
    await page.getByRole('button', { name: /\(test\)/ }).click();
    await page.waitForURL(/\/checkout\/confirmation\?order=/);
    await page.getByRole('link', { name: buying.confirmation.continue }).waitFor({
      timeout: 20_000,
    });
    await page.waitForURL(new RegExp(`/app/upload\\?modelId=${modelId}`), { timeout: 10_000 });

    // Back at the styles step: the same photos, the same two styles, the package's limit.
    await page.getByRole('heading', { name: upload.styles.title }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await page.getByTestId('style-allowance').waitFor();
    expect(await page.getByTestId('style-allowance').textContent()).toBe(
      'Your Starter package includes up to 2 styles.',
    );
    expect(await checkedStyles(page)).toEqual([1, 2]);
    await page.getByText('2 of 2 chosen').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('step')).toBe(false);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('img')].every((img) => img.complete),
    );
    await shot(page, 'pay-to-submit-back-at-styles-desktop');
    await page.getByRole('button', { name: upload.photos.continue }).click();

    // Submitting now spends the package.
    await page.getByRole('heading', { name: upload.confirm.title }).waitFor();
    expect(await page.getByTestId('summary-photos').textContent()).toBe(
      // Three of the photos show the person from further away: kept as body shots.
      '15 photos: 12 of your face, 3 full body',
    );
    expect(await page.getByTestId('confirm-package').textContent()).toBe(
      'Made with your Starter package: 30 headshots at 1024 x 1280 pixels.',
    );
    await shot(page, 'pay-to-submit-confirm-desktop');
    await page.getByRole('button', { name: upload.confirm.submit }).click();
    await page.getByRole('heading', { name: upload.waiting.title }).waitFor();
    await shot(page, 'pay-to-submit-waiting-desktop');

    // The profile lists the payment, marked TEST.
    await page.goto(`${baseUrl}/profile`);
    await waitForHydration(page);
    await page.getByTestId('payment-test').first().waitFor();
    expect(await page.getByTestId('payments-list').locator('li').count()).toBe(1);
    await shot(page, 'pay-to-submit-profile-desktop');

    // The browser logs the designed 402 answer as a failed resource; nothing else.
    expect(problems.filter((p) => !/status of 402/.test(p))).toEqual([]);
    await context.close();
  }, 240_000);
});
