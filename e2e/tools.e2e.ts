import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { join } from 'node:path';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  screenshot,
  watchForErrors,
} from './support/browser.ts';
import { waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const LOCALES = ['en', 'es', 'de'] as const;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

async function open(page: Page, path: string) {
  const res = await page.goto(`${baseUrl}${path}`);
  expect(res?.status(), path).toBe(200);
  await waitForHydration(page);
}

async function noSideScroll(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, 'no horizontal scrolling').toBeLessThanOrEqual(width);
}

describe('free tools', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const locale of LOCALES) {
    const c = catalogues[locale].tools;
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`the index lists every tool (${locale}, ${device})`, async () => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const problems = watchForErrors(page);
        await open(page, `${prefix(locale)}/tools`);
        expect(await page.locator('h1').textContent()).toBe(c.index.title);
        for (const name of Object.values(c.names)) {
          expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(1);
        }
        await noSideScroll(page, options.viewport!.width);
        await screenshot(page, `tools-index-${locale}-${device}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }

    it(`the headline generator gives headlines (${locale})`, async () => {
      const page = await browser.newPage();
      const problems = watchForErrors(page);
      await open(page, `${prefix(locale)}/tools/free-linkedin-headline-generator`);
      expect(await page.getByText(c.common.fillIn).isVisible()).toBe(true);
      await page.getByLabel(c.headline.role).fill('Data Analyst');
      await page.getByLabel(c.headline.company).fill('Acme');
      await page.getByLabel(c.headline.skills).fill('SQL, Python');
      await page.getByLabel(c.headline.audience).fill('retail');
      const result = page.getByTestId('tool-result');
      await expect.poll(() => result.locator('li').count()).toBeGreaterThanOrEqual(3);
      expect(await result.textContent()).toContain('Data Analyst');
      expect(await result.textContent()).toContain('Acme');
      await screenshot(page, `tool-headline-${locale}-desktop`);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('the bio and profile generators write in the page language (phone)', async () => {
    for (const locale of LOCALES) {
      const c = catalogues[locale].tools;
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const problems = watchForErrors(page);
      await open(page, `${prefix(locale)}/tools/free-linkedin-bio-generator`);
      await page.getByLabel(c.bio.name).fill('Ana López');
      await page.getByLabel(c.headline.role).fill('UX Designer');
      await page.getByLabel(c.headline.skills).fill('Figma, research');
      const result = page.getByTestId('tool-result');
      const opening = { en: 'I am Ana López', es: 'Soy Ana López', de: 'Ich bin Ana López' }[
        locale
      ];
      await expect.poll(() => result.textContent()).toContain(opening);
      await noSideScroll(page, PHONE.viewport!.width);
      await screenshot(page, `tool-bio-${locale}-phone`);

      await open(page, `${prefix(locale)}/tools/free-linkedin-profile-generator`);
      await page.getByLabel(c.bio.name).fill('Ana López');
      await page.getByLabel(c.headline.role).fill('UX Designer');
      await page.getByLabel(c.profile.location).fill('Madrid');
      await expect.poll(() => result.textContent()).toContain('linkedin.com/in/ana-lopez');
      expect(await result.textContent()).toContain('Madrid');
      await noSideScroll(page, PHONE.viewport!.width);
      await screenshot(page, `tool-profile-${locale}-phone`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the email signature generator previews escaped HTML and copies it', async () => {
    const c = catalogues.en.tools;
    const context = await browser.newContext(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await open(page, '/tools/free-email-signature-generator');
    await page.getByLabel(c.signature.name).fill('Ana <img src=x onerror=alert(1)>');
    await page.getByLabel(c.signature.jobTitle).fill('CEO');
    await page.getByLabel(c.signature.email).fill('ana@acme.com');
    await page.getByLabel(c.signature.website).fill('javascript:alert(1)');
    expect(
      await page
        .getByText(c.signature.invalid.replace('{{field}}', c.signature.website))
        .isVisible(),
    ).toBe(true);
    const frame = page.frameLocator(`iframe[title="${c.common.preview}"]`);
    await expect
      .poll(() => frame.locator('body').textContent())
      .toContain('Ana <img src=x onerror=alert(1)>');
    expect(await frame.locator('img').count()).toBe(0);
    expect(await frame.locator('a[href="mailto:ana@acme.com"]').count()).toBe(1);
    // 'Copied' shows for 3 s: watched from before the click.
    const copiedNote = page.getByText(c.common.copied).waitFor();
    await page.getByRole('button', { name: c.common.copyHtml }).click();
    await copiedNote;
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Ana &lt;img src=x onerror=alert(1)&gt;');
    expect(copied).not.toContain('javascript:');
    await screenshot(page, 'tool-signature-en-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the team page generator adds people and previews the section (phone, de)', async () => {
    const c = catalogues.de.tools;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await open(page, '/de/tools/free-team-page-generator');
    await page.getByLabel(c.team.name).first().fill('Jürgen Weiß');
    await page.getByLabel(c.team.role).first().fill('CEO');
    await page.getByRole('button', { name: c.team.add }).click();
    await page.getByLabel(c.team.name).nth(1).fill('Bo Chen');
    const frame = page.frameLocator(`iframe[title="${c.common.preview}"]`);
    await expect.poll(() => frame.locator('h3').count()).toBe(2);
    expect(await frame.locator('h2').textContent()).toBe(c.team.pageTitleDefault);
    expect(await frame.locator('body').textContent()).toContain('BC');
    await page.getByRole('button', { name: new RegExp(`${c.team.remove}.*Bo Chen`) }).click();
    await expect.poll(() => frame.locator('h3').count()).toBe(1);
    await noSideScroll(page, PHONE.viewport!.width);
    await screenshot(page, 'tool-team-de-phone');
    const result = page.getByTestId('tool-result');
    await result.scrollIntoViewIfNeeded();
    await result.screenshot({ path: join(SCREENSHOT_DIR, 'tool-team-de-phone-result.png') });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the free headshot generator offers a photo upload in every language', async () => {
    for (const locale of LOCALES) {
      const c = catalogues[locale].tools;
      const page = await browser.newPage();
      await open(page, `${prefix(locale)}/tools/free-headshot-generator`);
      expect(await page.locator('h1').textContent()).toBe(c.headshot.title);
      expect(await page.getByLabel(c.headshot.photo).getAttribute('type')).toBe('file');
      await page.close();
    }
    const res = await fetch(`${baseUrl}/es/tools/free-pfp-generator`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/es/tools/free-headshot-generator');
  });
});
