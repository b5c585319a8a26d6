import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { buyWithTestProvider } from './support/buying.ts';
import { DEMO, apiHeadersFor, signInAs, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
const en = catalogues.en.support;
const HTML = '<img src=x onerror=alert(1)><script>alert(2)</script>';
// spec: 375 px wide is the narrowest phone the floating button must not get in the way on.
const PHONE_375: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

async function mailsTo(to: string): Promise<string[]> {
  const res = await fetch(`${mailboxUrl}/mails?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mails: { text: string }[] }).mails.map((m) => m.text);
}

describe('support: popup, form by role, presence, /contact and the staff inbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function signedIn(email: string | null, options: BrowserContextOptions = DESKTOP) {
    const context = await browser.newContext(options);
    if (email) await signInAs(context, email);
    const page = await context.newPage();
    return { context, page, problems: watchForErrors(page) };
  }

  const openSupport = async (page: Page) => {
    await page.getByRole('button', { name: 'Support', exact: true }).click();
  };

  it('an individual files a refund request for one of their orders and sees the confirmation', async () => {
    await buyWithTestProvider(await apiHeadersFor(DEMO.user), 'starter');
    const { context, page, problems } = await signedIn(DEMO.user);
    await page.goto(`${baseUrl}/app`);
    await waitForHydration(page);
    await openSupport(page);
    const faq = page.getByRole('dialog', { name: 'Support and FAQ' });
    await faq.locator('summary', { hasText: 'Contact us' }).click();
    await faq.getByRole('button', { name: en.faq.contactAction }).click();
    const form = page.getByRole('dialog', { name: en.form.title });
    await form.getByLabel(en.form.type).selectOption('refund');
    const order = form.getByLabel(en.form.order);
    await order.waitFor();
    // Only paid orders above 0 are offered, the newest first.
    const orders = await order.locator('option').allTextContents();
    expect(orders.length).toBeGreaterThan(2);
    await order.selectOption({ index: 2 });
    await form.getByLabel(en.form.message).fill('The backdrop is not what I chose. Refund please.');
    await form.getByRole('button', { name: en.form.send }).click();
    await expect.poll(() => page.getByText(en.form.submitted).count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByText('Your request has been submitted. Headshot Studio will get back to you soon.')
          .count(),
      )
      .toBe(1);
    await screenshot(page, 'support-refund-submitted');
    await expect
      .poll(async () =>
        (await mailsTo(DEMO.user)).some((t) => t.includes("We've got your message!")),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a team member has no button and no refund type, and is told to ask the team admin', async () => {
    const { context, page, problems } = await signedIn(DEMO.member, PHONE_375);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Support', exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText(en.form.teamMember).count()).toBe(1);
    const types = await page
      .getByLabel(en.form.type)
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(types).toEqual(['feedback', 'issue', 'team', 'sales', 'other']);
    await screenshot(page, 'support-team-member-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a lead gets Contact our team with the team type', async () => {
    const { context, page, problems } = await signedIn(DEMO.lead);
    await page.goto(`${baseUrl}/app`);
    await waitForHydration(page);
    await openSupport(page);
    const dialog = page.getByRole('dialog', { name: en.form.contactOurTeam });
    expect(await dialog.getByLabel(en.form.type).inputValue()).toBe('team');
    expect(await dialog.locator('option[value="refund"]').count()).toBe(0);
    await screenshot(page, 'support-lead');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('presence flips online and offline with the clock, in the visitor’s time zone', async () => {
    const { context, page, problems } = await signedIn(null, {
      ...DESKTOP,
      timezoneId: 'America/New_York',
    });
    // Wednesday 14:00 on the support clock (UTC+8) is 06:00 UTC.
    await page.clock.setFixedTime(new Date('2026-11-25T06:00:00Z'));
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await openSupport(page);
    const presence = page.getByTestId('support-presence');
    await expect.poll(() => presence.getAttribute('data-online')).toBe('true');
    expect(await presence.textContent()).toContain(en.reply.online);
    await page.keyboard.press('Escape');
    // 18:00 on the support clock: closed; back Thursday 13:00 UTC+8, midnight in New York.
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    await openSupport(page);
    await expect.poll(() => presence.getAttribute('data-online')).toBe('false');
    expect(await presence.textContent()).toContain('back Thursday at 00:00 (your time)');
    expect(await presence.textContent()).toContain(en.reply.offline);
    await screenshot(page, 'support-presence-offline');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor writes from /contact; the button never covers an action at 375 px', async () => {
    const { context, page, problems } = await signedIn(null, PHONE_375);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.getByLabel(en.form.name).fill(`Vera ${HTML}`);
    await page.getByLabel(en.form.email).fill('vera@example.com');
    await page.getByLabel(en.form.type).selectOption('issue');
    await page.getByLabel(en.form.message).fill(`The zip is empty ${HTML}`);
    await page.getByRole('button', { name: en.form.send }).click();
    await expect.poll(() => page.getByText(en.form.submitted).count()).toBe(1);
    // At the end of the page nothing clickable lies under the floating button (it loads
    // after hydration).
    await page.getByRole('button', { name: 'Support', exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const covered = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Support',
      )!;
      const box = button.getBoundingClientRect();
      const points = [
        [box.left + 2, box.top + 2],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 2, box.bottom - 2],
      ];
      return points.flatMap(([x, y]) =>
        document
          .elementsFromPoint(x!, y!)
          .filter((el) => !button.contains(el) && el.closest('a,button,input,select,textarea'))
          .map((el) => el.outerHTML.slice(0, 80)),
      );
    });
    expect(covered).toEqual([]);
    await screenshot(page, 'support-contact-375');
    await expect.poll(async () => (await mailsTo('vera@example.com')).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('support staff see the requests, reply, and the requester’s mailbox has the reply', async () => {
    const { context, page, problems } = await signedIn(DEMO.staff('support'));
    await page.goto(`${baseUrl}/admin/support?type=issue`);
    await waitForHydration(page);
    const row = page.getByRole('row').filter({ hasText: 'vera@example.com' });
    await row.waitFor();
    // Typed HTML is shown as text: no element was made from it.
    expect(await row.textContent()).toContain('<script>alert(2)</script>');
    expect(await page.locator('table img').count()).toBe(0);
    await row.getByRole('button', { name: /Open/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('support-request').waitFor();
    await dialog.getByLabel(en.inbox.reply).fill('Thanks Vera, a new zip is on its way.');
    await dialog.getByRole('button', { name: en.inbox.send }).click();
    await expect
      .poll(() => dialog.getByText('Thanks Vera, a new zip is on its way.').count())
      .toBe(1);
    await dialog.getByRole('button', { name: en.inbox.close }).click();
    await expect.poll(() => dialog.getByRole('button', { name: en.inbox.reopen }).count()).toBe(1);
    await screenshot(page, 'support-inbox-reply');
    await expect
      .poll(async () =>
        (await mailsTo('vera@example.com')).some((t) =>
          t.includes('Thanks Vera, a new zip is on its way.'),
        ),
      )
      .toBe(true);
    // The refund from the first journey is in the list too, with its order.
    await page.goto(`${baseUrl}/admin/support?type=refund`);
    await page.getByRole('row').filter({ hasText: DEMO.user }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
