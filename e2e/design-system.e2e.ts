import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ICONS } from '../packages/ui/src/icons.tsx';
import { DESIGN_SYSTEM_PAGES } from '../apps/web/app/routes/design-system/pages.ts';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  screenshot,
  watchForErrors,
} from './support/browser.ts';
import { DEMO, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');

const pages = DESIGN_SYSTEM_PAGES.map(({ path, title }) => ({
  path,
  name: path || 'home',
  h1: path ? title : 'Design system',
  title: path ? `${title} · Design system` : 'Design system',
}));

describe('design system', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Opens a design-system page as the demo dev and waits until React has hydrated it. */
  async function open(path: string, options: BrowserContextOptions = DESKTOP) {
    const context = await browser.newContext(options);
    await signInAs(context, DEMO.staff('dev'));
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const response = await page.goto(`${baseUrl}/design-system${path ? `/${path}` : ''}`);
    await waitForHydration(page);
    return { context, page, problems, response };
  }

  /** As open, with the page's clock stopped once it has hydrated: its timers run only when
   * the test moves the clock, so what "after 2 s" means does not depend on how busy the
   * machine is. */
  async function openWithClock(path: string, options: BrowserContextOptions = DESKTOP) {
    const context = await browser.newContext(options);
    await signInAs(context, DEMO.staff('dev'));
    const page = await context.newPage();
    await page.clock.install();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/design-system/${path}`);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1000);
    return { context, page, problems };
  }

  /** What is on screen right now, once enter transitions (300 ms at most) are over; a
   * full-page capture would misplace fixed popups and menus. */
  async function screenshotViewport(page: Page, name: string) {
    await page.waitForTimeout(350);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  }

  /** The white card of one example, found by its heading. */
  const specimen = (page: Page, title: string) => page.getByRole('region', { name: title });

  it('turns away signed-out visitors and staff other than admin and dev', async () => {
    const context = await browser.newContext(DESKTOP);
    const signedOut = await context.request.get(`${baseUrl}/design-system/badge`, {
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers()['location']).toBe('/auth/login?redirect=%2Fdesign-system%2Fbadge');
    await signInAs(context, DEMO.staff('marketer'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/design-system`);
    expect(new URL(page.url()).pathname).toBe('/');
    await signInAs(context, DEMO.staff('admin'));
    const admin = await page.goto(`${baseUrl}/design-system`);
    expect(admin?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Design system');
    await context.close();
  });

  for (const { path, name, h1, title } of pages) {
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`${name} renders on ${device}`, async () => {
        const { context, page, problems, response } = await open(path, options);
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.locator('h1').textContent()).toBe(h1);
        expect(await page.title()).toBe(title);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
        await screenshot(page, `design-system-${name}-${device}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('home links to every page', async () => {
    const { context, page, problems } = await open('');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Dropdown/ })
      .click();
    await page.waitForURL(`${baseUrl}/design-system/dropdown`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dropdown');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('icons show every name and take their size class', async () => {
    const { context, page, problems } = await open('icons');
    const gallery = specimen(page, 'Gallery');
    expect(await gallery.getByRole('button').count()).toBe(Object.keys(ICONS).length);
    await gallery.getByRole('button', { name: 'trash' }).click();
    const preview = specimen(page, 'Preview: trash');
    expect(await preview.locator('code').textContent()).toContain('TrashIcon');
    const widths = await preview
      .locator('svg')
      .evaluateAll((svgs) => svgs.slice(0, 4).map((svg) => svg.getBoundingClientRect().width));
    expect(widths).toEqual([16, 20, 24, 32]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('dropdown closes on a choice, an outside click and Escape', async () => {
    const { context, page, problems } = await open('dropdown');
    const card = specimen(page, 'Menu with icons');
    const trigger = card.getByRole('button', { name: 'Actions' });
    const menu = page.getByRole('menu');

    await trigger.click();
    await menu.waitFor();
    await screenshotViewport(page, 'design-system-dropdown-open-desktop');
    await page.locator('h1').click();
    await menu.waitFor({ state: 'hidden' });

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Take a selfie' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await card.locator('output').textContent()).toBe('selfie');

    await trigger.press('ArrowDown');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('dropdown marks and shows the chosen value', async () => {
    const { context, page, problems } = await open('dropdown');
    const card = specimen(page, 'Selected value');
    await card.getByRole('button', { name: 'All members' }).click();
    await page.getByRole('menuitemradio', { name: 'Sales' }).click();
    expect(await card.locator('output').textContent()).toBe('sales');
    await card.getByRole('button', { name: 'Sales' }).click();
    const chosen = page.getByRole('menuitemradio', { name: 'Sales' });
    expect(await chosen.getAttribute('aria-checked')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('popup with a time closes on its own with a shrinking bar', async () => {
    const { context, page, problems } = await openWithClock('popup');
    const card = specimen(page, 'Timed');
    await card.getByRole('button', { name: 'Open popup that closes in 3 s' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved' });
    await dialog.waitFor();
    // The bar is a CSS animation (real time); the close is a timer (the stopped clock).
    const scale = () =>
      dialog
        .locator('[data-popup-progress]')
        .evaluate((bar) => new DOMMatrix(getComputedStyle(bar).transform).a);
    await expect.poll(scale, { message: 'the bar shrinks' }).toBeLessThan(0.9);
    expect(await dialog.isVisible()).toBe(true);
    await screenshotViewport(page, 'design-system-popup-timed-desktop');
    await page.clock.runFor(2900);
    expect(await dialog.isVisible(), 'still open at 2.9 s').toBe(true);
    // 3 s, then the closing transition.
    await page.clock.runFor(1000);
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.locator('output').textContent()).toMatch(/^after 3\.\d s$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('popup action runs its callback, then closes', async () => {
    const { context, page, problems } = await open('popup', PHONE);
    const card = specimen(page, 'With an action');
    await card.getByRole('button', { name: 'Open popup with an action' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a credit?' });
    await dialog.waitFor();
    await screenshotViewport(page, 'design-system-popup-action-phone');
    await dialog.getByRole('button', { name: 'Add 1 credit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.locator('output').first().textContent()).toBe('1');
    await page.getByText('1 credit added').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('popup closes on Escape and keeps HTML formatting but drops scripts', async () => {
    const { context, page, problems } = await open('popup');
    await page.getByRole('button', { name: 'Open popup with HTML' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your headshots are ready' });
    await dialog.waitFor();
    expect(await dialog.locator('strong').textContent()).toBe('team headshots');
    expect(await dialog.locator('li').count()).toBe(2);
    expect(await dialog.locator('script').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('delete-confirm asks first, confirms on the second click and reverts after 2 s', async () => {
    const { context, page, problems } = await openWithClock('special-buttons');
    const card = specimen(page, 'Delete-confirm');
    const button = card.getByRole('button').first();
    const count = card.locator('output');

    expect(await button.textContent()).toBe('Delete');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Are you sure?');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Delete');
    expect(await count.textContent()).toBe('1 time');

    await button.click();
    await expect.poll(() => button.textContent()).toBe('Are you sure?');
    await page.clock.runFor(1900);
    expect(await button.textContent(), 'still waiting at 1.9 s').toBe('Are you sure?');
    await page.clock.runFor(100);
    await expect.poll(() => button.textContent()).toBe('Delete');
    expect(await count.textContent()).toBe('1 time');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('select emits the original value type', async () => {
    const { context, page, problems } = await open('special-buttons');
    const card = specimen(page, 'Select');
    const pack = card.getByLabel('Pack size');
    const colour = () => pack.evaluate((el) => getComputedStyle(el).color);
    const placeholderColour = await colour();
    await pack.selectOption('100');
    expect(await colour(), 'the placeholder is greyer than a chosen value').not.toBe(
      placeholderColour,
    );
    expect(await card.locator('output').nth(0).textContent()).toBe('100 (typeof number)');
    await card.getByLabel('Glasses').selectOption('false');
    expect(await card.locator('output').nth(1).textContent()).toBe('false (typeof boolean)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toast appears bottom-right and leaves after about 3 s', async () => {
    // Real time (a stopped clock would also hold React's reveal of the lazily loaded toast):
    // the time is taken before the click, so the toast's 3 s cannot look shorter on a slow machine.
    const { context, page, problems } = await open('special-buttons');
    const { width, height } = DESKTOP.viewport!;
    const beforeClick = Date.now();
    await page.getByRole('button', { name: 'Success toast' }).click();
    const toast = page.locator('[data-position="bottom-right"] li', { hasText: 'Team saved' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(height - 40);
    await screenshotViewport(page, 'design-system-toast-desktop');
    await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(Date.now() - beforeClick, 'not before its 3 s').toBeGreaterThanOrEqual(3000);

    await page.getByRole('button', { name: 'top-left' }).click();
    const topLeft = page.locator('[data-position="top-left"] li', {
      hasText: 'Hello from top-left',
    });
    const corner = await topLeft.boundingBox();
    expect(corner!.x).toBeLessThan(40);
    expect(corner!.y).toBeLessThan(40);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loading overlay covers the page for 2 s', async () => {
    const { context, page, problems } = await openWithClock('special-buttons', PHONE);
    await page.getByRole('button', { name: 'Show for 2 seconds' }).click();
    const overlay = page.getByText('Switching currency...');
    await overlay.waitFor();
    await page.clock.runFor(1900);
    expect(await overlay.isVisible(), 'still covering at 1.9 s').toBe(true);
    await page.clock.runFor(100);
    await overlay.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('modal saves, shows a toast and gives focus back on a phone', async () => {
    const { context, page, problems } = await open('special-buttons', PHONE);
    const opener = page.getByRole('button', { name: 'Open md' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Edit team' });
    await dialog.waitFor();
    const name = dialog.getByLabel('Team name');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill('Marketing');
    await screenshotViewport(page, 'design-system-modal-phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Team saved').waitFor();
    expect(await specimen(page, 'Modal').locator('output').textContent()).toBe('Marketing');
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
