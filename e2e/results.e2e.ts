import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { PACKAGE_DEFINITIONS, packageHeadshots } from '../packages/domain/src/packages.ts';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  screenshot,
  watchForErrors,
} from './support/browser.ts';
import { buyWithTestProvider } from './support/buying.ts';
import { contextApiHeaders, modelItem, submitSampleModel } from './support/models.ts';
import { DEMO, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.results;
const de = catalogues.de.results;
const SMALLEST = PACKAGE_DEFINITIONS[0]!;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A model after buying the smallest package with the test provider: six photos of one
 * person (the demo accounts are test users, 2 are enough), as many styles as the package
 * allows. The demo team member, not the demo user: the server seeds the demo user's own
 * gallery in the background at start (and it may be queued ahead of this one).
 */
async function submitModel(request: APIRequestContext): Promise<string> {
  await buyWithTestProvider(await contextApiHeaders(request), SMALLEST.id);
  return submitSampleModel(request, {
    name: 'Max Member',
    photos: 6,
    styles: SMALLEST.stylesAllowed,
  });
}

/** A full-page screenshot from the top (the fixed top bar would sit mid-page otherwise). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Waits until every image in view has loaded, so screenshots show them. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

const card = (page: Page, n: number) => page.locator('ul > li figure').nth(n);
const pressed = (page: Page, n: number, name: string) =>
  card(page, n).getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('results journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let modelId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInAs(context, DEMO.member);
    modelId = await submitModel(context.request);
  }, 60_000);
  afterAll(() => browser.close());

  it('shows live progress, then the gallery when the model is ready', async () => {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    const state = () => page.locator('[data-results-state]').getAttribute('data-results-state');
    await expect.poll(state, { timeout: 20_000 }).not.toBe('loading');
    if ((await state()) !== 'ready') {
      // The waiting screen: photos done of total and the stage, until the gallery replaces it.
      await page.getByTestId('waiting').waitFor();
      const progress = () =>
        page
          .getByTestId('progress-text')
          .textContent({ timeout: 500 })
          .catch(() => null);
      await expect
        .poll(async () => (await progress()) ?? (await state()), { timeout: 240_000 })
        .toMatch(/^([1-9]\d* of \d+ photos done|ready|failed)$/);
      const stage = await page
        .getByTestId('stage')
        .textContent({ timeout: 500 })
        .catch(() => null);
      if (stage !== null) {
        expect(stage).toMatch(/^Now: /);
        await shot(page, 'results-waiting-desktop');
      }
    }
    await expect.poll(state, { timeout: 240_000, interval: 1000 }).toMatch(/^(ready|failed)$/);
    if ((await state()) === 'failed') {
      await shot(page, 'results-failed-desktop');
      const { failureReason } = await modelItem(context.request, modelId);
      throw new Error(`generation failed: ${failureReason}`);
    }
    await page.getByTestId('gallery-count').waitFor();
    const item = await modelItem(context.request, modelId);
    expect(item.status).toBe('ready');
    expect(item.images.length).toBeGreaterThan(3);
    // issue 12: what was paid for is what was made: the package's count, styles and size.
    const { mismatch, noFace, flagged } = item.withheld;
    expect(item.progress.total).toBe(packageHeadshots(SMALLEST));
    expect(item.images.length + mismatch + noFace + flagged).toBe(packageHeadshots(SMALLEST));
    expect(new Set(item.images.map((i) => i.style)).size).toBe(SMALLEST.stylesAllowed);
    for (const image of item.images) {
      expect([image.width, image.height]).toEqual([SMALLEST.output.width, SMALLEST.output.height]);
    }
    expect(await page.locator('ul > li figure').count()).toBe(item.images.length);
    expect(await page.locator('ul img').first().getAttribute('loading')).toBe('lazy');
    expect(item.images.every((i) => i.identityScore !== null && i.identityScore <= 0.6)).toBe(true);
    await imagesLoaded(page);
    await shot(page, 'results-gallery-desktop');
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it('loves one image at a time, in the page and in the database', async () => {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    await card(page, 0).getByRole('button', { name: en.actions.love, exact: true }).click();
    await expect.poll(() => pressed(page, 0, en.actions.love)).toBe('true');
    await card(page, 1).getByRole('button', { name: en.actions.love, exact: true }).click();
    await expect.poll(() => pressed(page, 1, en.actions.love)).toBe('true');
    expect(await pressed(page, 0, en.actions.love)).toBe('false');
    expect(await pressed(page, 0, en.actions.favorite)).toBe('true');
    await card(page, 2).getByRole('button', { name: en.actions.dislike, exact: true }).click();
    await expect.poll(() => pressed(page, 2, en.actions.dislike)).toBe('true');

    const first = (await modelItem(context.request, modelId)).images;
    await expect
      .poll(async () =>
        (await modelItem(context.request, modelId)).images.slice(0, 3).map((i) => i.likedStatus),
      )
      .toEqual(['favorite', 'loved', 'disliked']);
    expect(first.filter((i) => i.likedStatus === 'loved')).toHaveLength(1);

    // After a reload the page shows what the server kept; the filter finds the loved one.
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    expect(await pressed(page, 1, en.actions.love)).toBe('true');
    await page.getByRole('combobox', { name: en.gallery.rating }).selectOption('loved');
    await expect.poll(() => page.locator('ul > li figure').count()).toBe(1);
    await page.getByRole('combobox', { name: en.gallery.rating }).selectOption('all');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('downloads the selected headshots as one zip, and says when none could be fetched', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    for (const n of [0, 1, 2]) await card(page, n).getByRole('checkbox').check();
    expect(await page.getByTestId('gallery-count').textContent()).toBe('3 selected');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: en.gallery.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('All headshots.zip');
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(zip)).toEqual(['1.png', '2.png', '3.png']);
    for (const bytes of Object.values(zip)) {
      expect(Buffer.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
      expect((await sharp(bytes).metadata()).format).toBe('png');
    }
    await page.getByText(MESSAGES.ZIP_DONE).waitFor();
    await expect
      .poll(async () =>
        (await modelItem(context.request, modelId)).images.slice(0, 4).map((i) => i.isDownloaded),
      )
      .toEqual([true, true, true, false]);
    await expect.poll(() => card(page, 0).getByText(en.gallery.downloaded).count()).toBe(1);
    await shot(page, 'results-downloaded-desktop');

    // Every file refused: nothing is saved and the spec's message says so.
    await page.route('**/api/files/**', (route) => route.abort());
    await page.getByRole('button', { name: en.gallery.download }).click();
    await page.getByText(MESSAGES.ZIP_FAILED).waitFor();
    await page.unroute('**/api/files/**');
    await page.close();
  });

  it('opens the full-size view by keyboard and copies a link', async () => {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    const total = await page.locator('ul > li figure').count();
    await page.getByRole('button', { name: 'Open headshot 1', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Headshot 1 of ${total}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('heading', { name: `Headshot 2 of ${total}` }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="full-size"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    expect(
      await dialog.getByRole('button', { name: en.actions.love }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The dialog is fixed on the viewport: a viewport shot, once its opening transition ended.
    await dialog.evaluate((el) =>
      Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)),
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'results-viewer-desktop.png') });
    await dialog.getByRole('button', { name: en.actions.copyLink }).click();
    await page.getByText(MESSAGES.COPIED).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/api/files/.+\\.png\\?expires=\\d+&signature=`));
    const fetched = await context.request.get(link);
    expect(fetched.headers()['content-type']).toBe('image/png');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works on a 390 px phone in German, with the vote screen', async () => {
    const phone = await browser.newContext(PHONE);
    await signInAs(phone, DEMO.member);
    const page = await phone.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/de/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: de.title }).waitFor();
    await page.getByTestId('gallery-count').waitFor();
    await imagesLoaded(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(390);
    await shot(page, 'results-gallery-de-phone');

    await page.getByRole('link', { name: de.gallery.vote }).click();
    await page.waitForURL(/\/de\/app\/vote/);
    await expect.poll(() => page.getByTestId('vote-position').textContent()).toMatch(/^1 von \d+$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="vote"] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await shot(page, 'results-vote-de-phone');
    const firstId = await page.getByTestId('vote').getAttribute('data-image-id');
    await page.keyboard.press('d');
    await expect.poll(() => page.getByTestId('vote-position').textContent()).toMatch(/^2 von/);
    await expect
      .poll(
        async () =>
          (await modelItem(phone.request, modelId)).images.find((i) => i.id === firstId)
            ?.likedStatus,
      )
      .toBe('disliked');
    expect(problems).toEqual([]);
    await phone.close();
  });
});
