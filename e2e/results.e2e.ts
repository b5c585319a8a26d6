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
    // Every photo of the package is shown or counted: withheld by ranking, or never made
    // (the uploads gave no more distinct ones; decision 054).
    const { mismatch, noFace, flagged, duplicate, unmade } = item.withheld;
    expect(item.progress.total).toBe(packageHeadshots(SMALLEST));
    expect(item.images.length + mismatch + noFace + flagged + duplicate + unmade).toBe(
      packageHeadshots(SMALLEST),
    );
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

    await expect
      .poll(async () =>
        (await modelItem(context.request, modelId)).images.slice(0, 3).map((i) => i.likedStatus),
      )
      .toEqual(['favorite', 'loved', 'disliked']);
    // Read once the server has every answer (the page shows them before it has).
    const first = (await modelItem(context.request, modelId)).images;
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

    // The favourites (one loved, one favourite from the journey before) in one zip.
    const favourites = page.getByRole('button', {
      name: en.gallery.downloadFavorites.replace('{{count}}', '2'),
    });
    const favouritesDownload = page.waitForEvent('download');
    await favourites.click();
    const favZip = unzipSync(
      new Uint8Array(await readFile((await (await favouritesDownload).path())!)),
    );
    expect(Object.keys(favZip)).toEqual(['1.png', '2.png']);

    // The zip cannot be had: nothing is saved and the spec's message says so.
    await page.route('**/api/model/*/zip', (route) => route.abort());
    await page.getByRole('button', { name: en.gallery.download }).click();
    await page.getByText(MESSAGES.ZIP_FAILED).waitFor();
    await page.unroute('**/api/model/*/zip');
    await page.close();
  });

  it('streams the zip of every headshot with progress on a slow line', async () => {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByTestId('gallery-count').waitFor();
    const total = await page.locator('ul > li figure').count();
    await page.getByRole('checkbox', { name: en.gallery.selectAll }).check();
    // About 16 MB/s: long enough to watch the bar move, short enough for CI.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 16 * 1024 * 1024,
      uploadThroughput: -1,
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: en.gallery.download }).click();
    const progress = page.getByTestId('zip-progress');
    await expect
      .poll(() => progress.textContent(), { timeout: 10_000, interval: 100 })
      .toMatch(/^Downloading: [1-9][\d.,]* MB of [\d.,]+ MB$/);
    // Bytes arrive while the archive is still being sent (the poll above waits for them).
    expect(Number(await progress.locator('progress').getAttribute('value'))).toBeGreaterThan(0);
    await shot(page, 'results-zip-progress-desktop');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('All headshots.zip');
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(zip)).toHaveLength(total);
    expect(Object.keys(zip)[total - 1]).toBe(`${total}.png`);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await progress.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
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
    // The full-size PNG at its real resolution, on a full-screen dialog.
    const full = dialog.getByTestId('full-size');
    const natural = await full.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(natural).toEqual([SMALLEST.output.width, SMALLEST.output.height]);
    // Measured once the dialog's opening zoom has finished (it scales from 95 %).
    await dialog.evaluate((el) =>
      Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)),
    );
    const box = (await dialog.boundingBox())!;
    expect([box.width, box.height]).toEqual([DESKTOP.viewport!.width, DESKTOP.viewport!.height]);
    await dialog.getByRole('button', { name: /^Actual size/ }).click();
    expect(await full.evaluate((img: HTMLImageElement) => img.clientWidth)).toBe(
      SMALLEST.output.width,
    );
    await dialog.getByRole('button', { name: en.viewer.fit }).click();
    // A swipe to the left goes on to the next photo, to the right back.
    const stage = dialog.getByTestId('viewer-stage');
    const swipe = async (from: number, to: number) => {
      await stage.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: from,
        clientY: 300,
      });
      await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: to, clientY: 310 });
    };
    await swipe(600, 400);
    await dialog.getByRole('heading', { name: `Headshot 3 of ${total}` }).waitFor();
    await swipe(400, 600);
    await dialog.getByRole('heading', { name: `Headshot 2 of ${total}` }).waitFor();
    // One photo as PNG (as made) and as JPEG (converted on the server), full size.
    for (const [button, extension, format] of [
      [en.viewer.downloadPng, 'png', 'png'],
      [en.viewer.downloadJpeg, 'jpg', 'jpeg'],
    ] as const) {
      const arrives = page.waitForEvent('download');
      await dialog.getByRole('button', { name: button }).click();
      const file = await arrives;
      expect(file.suggestedFilename()).toBe(`2.${extension}`);
      const meta = await sharp(await readFile((await file.path())!)).metadata();
      expect(meta).toMatchObject({
        format,
        width: SMALLEST.output.width,
        height: SMALLEST.output.height,
      });
    }
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

  it('works on a 375 px phone in German, with the full-size view and the vote screen', async () => {
    const phone = await browser.newContext({ ...PHONE, viewport: { width: 375, height: 812 } });
    await signInAs(phone, DEMO.member);
    const page = await phone.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/de/app/results?modelId=${modelId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: de.title }).waitFor();
    await page.getByTestId('gallery-count').waitFor();
    await imagesLoaded(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(375);
    await shot(page, 'results-gallery-de-phone');
    await page.getByRole('button', { name: 'Porträt 1 öffnen', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: de.viewer.downloadJpeg }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="full-size"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await dialog.evaluate((el) =>
      Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)),
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'results-viewer-de-phone.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

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
