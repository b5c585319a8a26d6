import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { selfieJpeg } from '../packages/imaging/src/sample-images.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { DEMO, apiHeadersFor, signInAs, waitForHydration } from './support/session.ts';

// Issue 20 items 1 and 5 (decision 039): a marketer publishes a real before-and-after
// example made with consent, and visitors see it beside the upload; the keyboard's focus is
// visible on links and buttons, on the public site and in the back office.

const baseUrl = inject('baseUrl');
const admin = catalogues.en.showcase.admin;

let browser: Browser;
const made: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The pages go back to their drawings for the journeys after this file.
  const headers = await apiHeadersFor(DEMO.staff('marketer'));
  for (const id of made) {
    await fetch(`${baseUrl}/api/admin/examples/${id}`, { method: 'DELETE', headers });
  }
  await browser.close();
});

/** Tabs until the focused element matches `tag`; answers its outline as the browser draws it. */
async function tabTo(page: Page, tag: 'A' | 'BUTTON') {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const style = getComputedStyle(el);
      return {
        tag: el.tagName,
        text: (el.textContent ?? '').trim().slice(0, 40),
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
      };
    });
    if (focused?.tag === tag) return focused;
  }
  throw new Error(`no ${tag} reached by Tab`);
}

async function loaded(images: Locator) {
  await images.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth)),
    )
    .not.toContain(0);
}

describe('trust: real examples and a visible focus', () => {
  it('tabbing shows a focus ring on a link and a button', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    for (const tag of ['A', 'BUTTON'] as const) {
      const ring = await tabTo(page, tag);
      expect(ring, JSON.stringify(ring)).toMatchObject({ outline: 'solid' });
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
    await screenshot(page, 'trust-focus-button');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a marketer makes an example with consent and publishes it; visitors see the upload beside the headshot', async () => {
    const context = await browser.newContext(DESKTOP);
    await signInAs(context, DEMO.staff('marketer'));
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/admin/examples`);
    await waitForHydration(page);
    await page.getByText(admin.empty).waitFor();
    await page.getByLabel(admin.photo).setInputFiles({
      name: 'ana.jpg',
      mimeType: 'image/jpeg',
      buffer: await selfieJpeg(),
    });
    await page.getByLabel(admin.consent).check();
    await page.getByRole('button', { name: admin.create }).click();
    const item = page.getByTestId('admin-example');
    await item.waitFor({ timeout: 60_000 });
    made.push(
      ...(await fetch(`${baseUrl}/api/admin/examples`, {
        headers: await apiHeadersFor(DEMO.staff('marketer')),
      })
        .then((r) => r.json() as Promise<{ examples: { id: string }[] }>)
        .then((b) => b.examples.map((e) => e.id))),
    );
    expect(await item.textContent()).toContain('marketer@demo.example.com');
    await item.getByRole('button', { name: admin.publish }).click();
    await page.locator('[data-testid="admin-example"][data-published="true"]').waitFor();
    // The back office's buttons show the same ring.
    const ring = await tabTo(page, 'BUTTON');
    expect(ring.outline).toBe('solid');
    await screenshot(page, 'trust-admin-examples');
    expect(problems).toEqual([]);
    await context.close();

    for (const [locale, options, size] of [
      ['es', DESKTOP, 'desktop'],
      ['de', { ...PHONE, viewport: { width: 375, height: 812 } }, 'phone'],
    ] as const) {
      const visitor = await browser.newContext(options);
      const view = await visitor.newPage();
      const seen = watchForErrors(view);
      await view.goto(`${baseUrl}/${locale}`);
      const section = view.locator('#examples');
      const images = section.getByTestId('example-pairs').locator('img');
      expect(await images.count()).toBe(2);
      expect(await images.first().getAttribute('alt')).toBe(
        catalogues[locale].showcase.public.beforeAlt,
      );
      await loaded(images);
      expect(await section.textContent()).toContain(catalogues[locale].showcase.public.before);
      await screenshot(view, `trust-examples-${locale}-${size}`);
      expect(seen).toEqual([]);
      await visitor.close();
    }
  });
});
