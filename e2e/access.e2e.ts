import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { adminMenuFor } from '../packages/domain/src/staff-menu.ts';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  screenshot,
  watchForErrors,
} from './support/browser.ts';
import { DEMO, linkInMail, setParameter, signInAs } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en;

// A document answered 403/404/503 on purpose is logged by the browser as a failed resource.
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/status of (403|404|503)/.test(p));

describe('who may open which layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** A fresh browser context, signed in as `email` unless it is null. */
  async function visitor(email: string | null, options: BrowserContextOptions = DESKTOP) {
    const context = await browser.newContext(options);
    if (email) await signInAs(context, email);
    const page = await context.newPage();
    return { context, page, problems: watchForErrors(page) };
  }

  /** Where the server sends a request for `path`, without following it. */
  async function answer(context: BrowserContext, path: string) {
    const res = await context.request.get(`${baseUrl}${path}`, { maxRedirects: 0 });
    return { status: res.status(), location: res.headers()['location'] ?? null, res };
  }

  const hydrated = (page: Page) => page.locator('[data-hydrated]').first().waitFor();

  it('sends signed-out visitors to login with the encoded path, in their language', async () => {
    const { context, page } = await visitor(null);
    expect(await answer(context, '/app')).toMatchObject({
      status: 302,
      location: '/auth/login?redirect=%2Fapp',
    });
    expect(await answer(context, '/es/app')).toMatchObject({
      status: 302,
      location: '/es/auth/login?redirect=%2Fes%2Fapp',
    });
    expect((await answer(context, '/app/admin/members?x=1')).location).toBe(
      '/auth/login?redirect=%2Fapp%2Fadmin%2Fmembers%3Fx%3D1',
    );
    expect((await answer(context, '/admin/email')).location).toBe(
      '/auth/login?redirect=%2Fadmin%2Femail',
    );
    await page.goto(`${baseUrl}/de/profile`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/de/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/de/profile');
    await context.close();
  });

  it('keeps anonymous visitors to the open /app pages', async () => {
    const { context, page, problems } = await visitor(null);
    const res = await context.request.post(`${baseUrl}/api/auth/sign-in/anonymous`, {
      data: {},
      headers: { origin: baseUrl },
    });
    expect(res.ok()).toBe(true);
    await page.goto(`${baseUrl}/profile`);
    expect(new URL(page.url()).pathname).toBe('/team-member');
    expect((await answer(context, '/app')).location).toBe('/team-member');
    expect((await answer(context, '/es/studio')).location).toBe('/es/team-member');

    await page.goto(`${baseUrl}/app/upload`);
    expect(new URL(page.url()).pathname).toBe('/app/upload');
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.account.pages.upload);
    await hydrated(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows a signed-in user their dashboard', async () => {
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, problems } = await visitor(DEMO.user, options);
      const response = await page.goto(`${baseUrl}/app`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome, Uma User');
      await hydrated(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
      await screenshot(page, `app-dashboard-${device}`);
      if (device === 'phone') {
        await page.getByRole('button', { name: en.account.header.openMenu }).click();
        await page
          .locator('#app-menu')
          .getByRole('link', { name: en.account.header.profile })
          .click();
        await page.waitForURL(`${baseUrl}/profile`);
        await expect.poll(() => page.locator('h1').textContent()).toBe(en.account.pages.profile);
      }
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('sends a team member away from the team area with the refusal toast', async () => {
    const { context, page, problems } = await visitor(DEMO.member);
    await page.goto(`${baseUrl}/app/admin`);
    await page.waitForURL(`${baseUrl}/app`);
    const toast = page.getByRole('alert').filter({ hasText: MESSAGES.NOT_AUTHORIZED_PAGE });
    await toast.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'app-not-authorized-desktop');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('sends a user without an organization to team creation', async () => {
    const { context, page, problems } = await visitor(DEMO.user);
    await page.goto(`${baseUrl}/app/admin`);
    expect(new URL(page.url()).pathname).toBe('/app/admin/team/new');
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.account.team.newTeam.title);
    const nav = page.getByRole('navigation', { name: en.account.team.nav });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      en.account.team.items.dashboard,
    ]);
    // issue 17: the creation form (the organization is made in organization.e2e.ts).
    await page.getByLabel(en.account.team.newTeam.name).waitFor();
    await page.getByRole('button', { name: en.account.team.newTeam.create }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows a team lead the organization dashboard and sidebar', async () => {
    const items = en.account.team.items;
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, problems } = await visitor(DEMO.lead, options);
      const response = await page.goto(`${baseUrl}/app/admin`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toBe(en.lead.dashboard.title);
      await hydrated(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
      await screenshot(page, `team-dashboard-${device}`);
      if (device === 'phone') {
        await page.getByRole('button', { name: en.account.team.openMenu }).click();
      }
      const nav = page.getByRole('navigation', { name: en.account.team.nav });
      // spec 001 section 2: Bulk Upload only with its feature flag, which the demo organization
      // has not; Changelog may carry its unseen badge (a count after the name); the external
      // integration link comes last once the organization has loaded.
      await nav.getByRole('link', { name: en.lead.sidebar.integration }).waitFor();
      const names = await nav.getByRole('link').allTextContents();
      expect(names.map((name) => name.replace(/\d+\+?$/, '').replace(/ ↗$/, ''))).toEqual([
        items.dashboard,
        items.clothing,
        items.style,
        items.notifications,
        items.credits,
        items.invoices,
        items.settings,
        items.members,
        items['help-faq'],
        items.changelog,
        items.api,
        en.lead.sidebar.integration,
      ]);
      expect(
        await page.getByRole('link', { name: MESSAGES.PERSONAL_VIEW }).getAttribute('href'),
      ).toBe('/app?lead=true');
      await nav.getByRole('link', { name: items.members }).click();
      await page.waitForURL(`${baseUrl}/app/admin/members`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(en.lead.members.title);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('sends a non-staff user from the back office to the home page', async () => {
    const { context } = await visitor(DEMO.lead);
    expect(await answer(context, '/admin')).toMatchObject({ status: 302, location: '/' });
    expect(await answer(context, '/admin/parameters')).toMatchObject({ location: '/' });
    await context.close();
  });

  it('answers 403 with a panel for an admin page outside the role', async () => {
    const { context, page, problems } = await visitor(DEMO.staff('support'));
    const response = await page.goto(`${baseUrl}/admin/parameters`);
    expect(response?.status()).toBe(403);
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.admin.forbidden.title);
    await hydrated(page);
    await screenshot(page, 'admin-forbidden-desktop');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows the admin home with one card per menu item', async () => {
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, problems } = await visitor(DEMO.staff('admin'), options);
      await page.goto(`${baseUrl}/admin`);
      await hydrated(page);
      const cards = page.getByRole('main').getByRole('link');
      expect(await cards.count()).toBe(adminMenuFor('admin').length - 1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
      await screenshot(page, `admin-home-${device}`);
      if (device === 'phone') {
        const nav = page.getByRole('navigation', { name: en.admin.nav });
        expect(await nav.isVisible(), 'the sidebar is hidden on phones').toBe(false);
        await page.getByRole('button', { name: en.admin.openMenu }).click();
        await nav.waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-menu-phone.png') });
        await nav.getByRole('link', { name: 'Emails' }).click();
        await page.waitForURL(`${baseUrl}/admin/email`);
        await expect
          .poll(() => nav.isVisible(), { message: 'the menu closes after a choice' })
          .toBe(false);
      }
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('lists sent mail with its links clickable and their tokens redacted', async () => {
    const reset = await fetch(`${baseUrl}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: DEMO.user, redirectTo: '/auth/reset-password' }),
    });
    expect(reset.ok).toBe(true);
    const delivered = new URL(await linkInMail(DEMO.user, 'reset-password'));
    const token = delivered.pathname.split('/').pop()!;
    const { context, page, problems } = await visitor(DEMO.staff('admin'));
    await page.goto(`${baseUrl}/admin/email`);
    await hydrated(page);
    await page.getByRole('textbox', { name: en.admin.email.filterLabel }).fill(DEMO.user);
    await page.getByRole('button', { name: en.admin.email.filter }).click();
    const mail = page.locator('details').first();
    await mail.waitFor();
    expect(await mail.locator('summary').textContent()).toContain(DEMO.user);
    await mail.locator('summary').click();
    const link = mail.locator('a[href^="http"]').first();
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    // Issue 13: staff never read a live reset link (decision 012).
    expect(await link.getAttribute('href')).toContain('/api/auth/reset-password/[redacted]?');
    expect(await page.content()).not.toContain(token);
    await screenshot(page, 'admin-email-desktop');

    await page
      .getByRole('textbox', { name: en.admin.email.filterLabel })
      .fill('nobody@example.com');
    await page.getByRole('button', { name: en.admin.email.filter }).click();
    await page.getByText('No emails to nobody@example.com.').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('turns maintenance mode on from the parameters page and off again', async () => {
    const { context, page, problems } = await visitor(DEMO.staff('admin'));
    try {
      await page.goto(`${baseUrl}/admin/parameters`);
      await hydrated(page);
      await page.getByRole('switch', { name: en.admin.parameters.maintenance.label }).click();
      await page.getByRole('button', { name: en.admin.parameters.save }).click();
      await page.getByText(en.admin.parameters.saved).waitFor();

      const outsider = await browser.newContext(DESKTOP);
      const visit = await outsider.newPage();
      for (const locale of ['en', 'es', 'de'] as const) {
        const response = await visit.goto(`${baseUrl}${locale === 'en' ? '/' : `/${locale}`}`);
        expect(response?.status()).toBe(503);
        expect(await visit.locator('h1').textContent()).toBe(catalogues[locale].maintenance.title);
        await screenshot(visit, `maintenance-${locale}-desktop`);
      }
      expect(catalogues.en.maintenance.title).toBe("We'll be back soon!");
      await outsider.close();

      const back = await page.goto(`${baseUrl}/admin`);
      expect(back?.status(), 'the back office still works').toBe(200);
      // Before hydration the switch below would not answer its click.
      await hydrated(page);
      await page.getByRole('link', { name: 'Parameters' }).first().click();
      await page.waitForURL(`${baseUrl}/admin/parameters`);
      const maintenance = page.getByRole('switch', {
        name: en.admin.parameters.maintenance.label,
      });
      expect(await maintenance.getAttribute('aria-checked')).toBe('true');
      await maintenance.click();
      await page.getByRole('button', { name: en.admin.parameters.save }).click();
      await page.getByText(en.admin.parameters.saved).waitFor();
      expect((await fetch(`${baseUrl}/`)).status).toBe(200);
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await setParameter('maintenanceMode', { enabled: false, endsAt: null });
      await context.close();
    }
  });

  it('shows the holiday notice with its end date while holiday mode is on', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      await setParameter('holidayMode', { enabled: true, endsAt: '2027-01-06T00:00:00.000Z' });
      await page.goto(`${baseUrl}/de`);
      const notice = page.getByTestId('holiday-notice');
      expect(await notice.textContent()).toContain('6. Januar 2027');
      await page.goto(`${baseUrl}/`);
      expect(await page.getByTestId('holiday-notice').textContent()).toBe(
        catalogues.en.holiday.notice.replace('{{date}}', 'January 6, 2027'),
      );
      await screenshot(page, 'holiday-en-phone');
      await setParameter('holidayMode', { enabled: false, endsAt: null });
      await page.goto(`${baseUrl}/`);
      expect(await page.getByTestId('holiday-notice').count()).toBe(0);
    } finally {
      await setParameter('holidayMode', { enabled: false, endsAt: null });
      await context.close();
    }
  });

  it('asks before leaving parameters with unsaved changes: Cancel stays, OK saves', async () => {
    const { context, page, problems } = await visitor(DEMO.staff('admin'));
    try {
      await page.goto(`${baseUrl}/admin/parameters`);
      await hydrated(page);
      const holiday = page.getByRole('switch', { name: en.admin.parameters.holiday.label });
      await holiday.click();
      const emails = page.getByRole('navigation', { name: en.admin.nav }).getByRole('link', {
        name: 'Emails',
      });

      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await emails.click();
      await expect.poll(() => asked).toEqual([MESSAGES.UNSAVED_CHANGES]);
      expect(new URL(page.url()).pathname).toBe('/admin/parameters');
      expect(await holiday.getAttribute('aria-checked')).toBe('true');

      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await emails.click();
      await page.waitForURL(`${baseUrl}/admin/email`);
      expect(asked).toHaveLength(2);
      const check = await page.goto(`${baseUrl}/admin/parameters`);
      expect(check?.status()).toBe(200);
      expect(
        await page
          .getByRole('switch', { name: en.admin.parameters.holiday.label })
          .getAttribute('aria-checked'),
      ).toBe('true');
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await setParameter('holidayMode', { enabled: false, endsAt: null });
      await context.close();
    }
  });

  it('blocks the marketing site and the back office in white-label mode', async () => {
    const { context } = await visitor(DEMO.staff('admin'));
    try {
      await setParameter('whiteLabelMode', { enabled: true });
      expect(await answer(context, '/')).toMatchObject({ status: 302, location: '/not-found' });
      const pricing = await answer(context, '/pricing');
      expect(pricing.status).toBe(404);
      expect(await pricing.res.text()).toBe(MESSAGES.NOT_FOUND);
      for (const path of ['/admin', '/admin/parameters', '/app/admin']) {
        const blocked = await answer(context, path);
        expect(blocked.status, path).toBe(403);
        expect(await blocked.res.text()).toBe(MESSAGES.FORBIDDEN);
      }
      expect(await answer(context, '/tools/free-pfp-generator')).toMatchObject({
        status: 302,
        location: '/tools/free-headshot-generator',
      });
      expect((await answer(context, '/app')).status, '/app stays reachable').toBe(200);
    } finally {
      await setParameter('whiteLabelMode', { enabled: false });
      await context.close();
    }
    const after = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(after.status).toBe(200);
  });
});
