import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { blankImage, samplePath } from '../packages/imaging/src/sample-images.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { waitForHydration } from './support/session.ts';

// Issue 7 item 4: the free headshot generator, one photo in and one watermarked headshot
// out, with no account. The server allows five an hour per address: this file makes three.
const baseUrl = inject('baseUrl');

// sample3.jpg of the face-api demo: the woman on the left, head and shoulders.
const portrait = () =>
  sharp(samplePath(3))
    .extract({ left: 262, top: 203, width: 710, height: 710 })
    .jpeg({ quality: 90 })
    .toBuffer();

async function open(page: Page, path: string) {
  const res = await page.goto(`${baseUrl}${path}`);
  expect(res?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** The shown headshot's natural size, once it has loaded. */
async function shownHeadshot(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt });
  await image.waitFor({ timeout: 60_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => ({
    src: img.src.slice(0, 22),
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
}

describe('free headshot generator', () => {
  let browser: Browser;
  let photo: Buffer;
  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await portrait();
  });
  afterAll(() => browser.close());

  it('turns one photo into a watermarked headshot on the chosen backdrop (desktop, en)', async () => {
    const c = catalogues.en.tools.headshot;
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await open(page, '/tools/free-headshot-generator');
    expect(await page.getByText(c.emptyTitle).isVisible()).toBe(true);
    expect(await page.getByText(c.privacy.split(':')[0]!).isVisible()).toBe(true);
    await page.getByLabel(c.photo).setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const navy = catalogues.en.pagesExamples.backdrops.names['navy-executive'];
    await page.locator('label', { hasText: navy }).click();
    expect(await page.getByRole('radio', { name: navy }).isChecked()).toBe(true);
    const generate = page.getByRole('button', { name: c.generate });
    await generate.click();
    await expect.poll(() => page.getByText(c.working).isVisible()).toBe(true);
    const shown = await shownHeadshot(page, c.resultAlt);
    expect(shown).toEqual({ src: 'data:image/png;base64,', width: 768, height: 960 });
    const download = page.getByRole('link', { name: c.download });
    expect(await download.getAttribute('download')).toBe('free-headshot-preview.png');
    expect(await page.getByRole('link', { name: c.cta }).getAttribute('href')).toBe('/app/add');
    await screenshot(page, 'tool-headshot-en-desktop');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('says in German that the photo shows no face, then works (390 px, de)', async () => {
    const c = catalogues.de.tools.headshot;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await open(page, '/de/tools/free-headshot-generator');
    const input = page.getByLabel(c.photo);
    await input.setInputFiles({
      name: 'wand.jpg',
      mimeType: 'image/jpeg',
      buffer: await blankImage(800, 800),
    });
    await page.getByRole('button', { name: c.generate }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(catalogues.de.upload.errors.noFaces);
    await screenshot(page, 'tool-headshot-de-phone-error');

    await input.setInputFiles({ name: 'ich.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: c.generate }).click();
    const shown = await shownHeadshot(page, c.resultAlt);
    expect(shown.width).toBe(768);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, 'no horizontal scrolling').toBeLessThanOrEqual(390);
    await screenshot(page, 'tool-headshot-de-phone');
    // The refused photo's 400 answer is the only console error.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  }, 120_000);
});
