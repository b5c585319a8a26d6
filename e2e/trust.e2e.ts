import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { selfieJpeg } from '../packages/imaging/src/sample-images.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { buyWithTestProvider } from './support/buying.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  apiHeadersFor,
  linkInMail,
  signInAs,
  waitForHydration,
} from './support/session.ts';

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
  for (let i = 0; i < 80; i++) {
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

// Issue 20 item 5 (decisions 040 and 047): menus, the phone drawer and the currency switch
// answer before and without JavaScript; every form tabs in reading order; at 375 px nothing
// scrolls sideways and nothing (the support button included) covers a button or a link.

const NARROW = { ...PHONE, viewport: { width: 375, height: 740 } };
const drawerOpener = (page: Page) => page.locator('header summary', { hasText: 'Open menu' });

interface Focused {
  tag: string;
  name: string;
  submit: boolean;
  /** A form field with a label drawn above it or before it on its line. */
  labelledBefore: boolean | null;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the focused element is on the page (document coordinates) and what it is, if in `form`. */
function focusedIn(form: Locator): Promise<Focused | null> {
  return form.evaluate((scope) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || !scope.contains(el)) return null;
    const at = (r: DOMRect) => ({
      top: r.top + window.scrollY,
      bottom: r.bottom + window.scrollY,
      left: r.left + window.scrollX,
      right: r.right + window.scrollX,
    });
    const box = at(el.getBoundingClientRect());
    const labels = (el as HTMLInputElement).labels;
    const field = ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
    const label = labels?.[0] ? at(labels[0].getBoundingClientRect()) : null;
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? el.textContent ?? '')
        .trim()
        .slice(0, 40),
      submit: (el as HTMLButtonElement).type === 'submit',
      // A label may wrap its field: its start (its text) is above the field or left of it.
      // A checkbox's label follows it, by convention.
      labelledBefore: field
        ? label !== null &&
          (['checkbox', 'radio'].includes((el as HTMLInputElement).type) ||
            label.top < box.top - 2 ||
            label.right <= box.left + 2)
        : null,
      ...box,
    };
  });
}

/** `b` comes after `a` for a reader: on a later line, or further right on the same line. */
function readsAfter(a: Focused, b: Focused): boolean {
  const sameLine = b.top < a.bottom - 2 && a.top < b.bottom - 2;
  return sameLine ? (b.left + b.right) / 2 > (a.left + a.right) / 2 : b.top >= a.bottom - 2;
}

/** Tabs from the form's first control until focus leaves it; answers what took focus. */
async function tabThrough(page: Page, form: Locator): Promise<Focused[]> {
  await form.locator('input:not([type=hidden]), select, textarea, button').first().focus();
  const order: Focused[] = [];
  for (let i = 0; i < 30; i++) {
    const focused = await focusedIn(form);
    if (!focused) return order;
    order.push(focused);
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never left the form');
}

/** Signs up a new person and confirms the address through the real mail; the context is signed in. */
async function newPerson(context: BrowserContext, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name, email, password: DEMO_PASSWORD, callbackURL: '/app' },
    headers: { origin: baseUrl },
  });
  expect(signUp.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(await linkInMail(email, 'verify-email'));
  await page.waitForURL(/\/app/);
  await page.close();
  return email;
}

interface Overlap {
  what: string;
  by: string;
}

/**
 * In the page: every visible button and link whose middle another element covers (seen with
 * the element in the middle of the screen, so a sticky bar while scrolling does not count),
 * and every button or link the support button's box touches.
 */
function overlapsIn(page: Page, supportLabel: string): Promise<Overlap[]> {
  return page.evaluate((label) => {
    const name = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
    const actions = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, summary, [role=button]'),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      return (
        r.width >= 8 &&
        r.height >= 8 &&
        // Not in a closed <details> (its content keeps a box there) nor hidden otherwise.
        el.checkVisibility({ visibilityProperty: true }) &&
        // Nor drawn only when focused (the skip link: sr-only, clipped to nothing).
        getComputedStyle(el).clipPath === 'none' &&
        !el.closest('[aria-hidden=true], [inert]')
      );
    });
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    /** Inside a scrolling box (a wide table) the point may be out of its view: not judged. */
    const clipped = (el: Element, x: number, y: number) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const found: { what: string; by: string }[] = [];
    const judged = new Set<Element>();
    const support = actions.find((el) => el.textContent?.trim() === label);
    const end = document.scrollingElement?.scrollHeight ?? 0;
    // Half a screen at a time: each button or link is judged when its middle is in the
    // middle half of the screen (the top at the start, the bottom at the end), so a sticky
    // bar at an edge while scrolling does not count;
    // the support button's box is held against every other one at every position (it
    // floats from 640 px up; a fixed bar could meet it on the way).
    for (let at = 0; at < end; at += innerHeight / 2) {
      window.scrollTo(0, at);
      const s = support?.getBoundingClientRect();
      for (const el of actions) {
        const r = el.getBoundingClientRect();
        const what = name(el);
        if (
          s &&
          support &&
          !related(el, support) &&
          r.left < s.right &&
          s.left < r.right &&
          r.top < s.bottom &&
          s.top < r.bottom &&
          !found.some((f) => f.what === what)
        ) {
          found.push({ what, by: 'the support button' });
        }
        const x = Math.min(r.left + r.width / 2, innerWidth - 1);
        const y = r.top + r.height / 2;
        const middle = y >= (at === 0 ? 0 : innerHeight / 4) && y < (innerHeight * 3) / 4;
        const last = at + innerHeight / 2 >= end;
        if (judged.has(el) || !(middle || (last && y >= 0 && y < innerHeight))) continue;
        judged.add(el);
        if (clipped(el, x, y)) continue;
        const top = document.elementFromPoint(x, y);
        if (top && !related(el, top)) found.push({ what, by: name(top) });
      }
    }
    window.scrollTo(0, 0);
    return found;
  }, supportLabel);
}

describe('trust: keyboard, no JavaScript and phones', () => {
  // One new person (no organization, one payment) for the app's forms and pages.
  let person: BrowserContext;
  beforeAll(async () => {
    person = await browser.newContext({ ...NARROW, deviceScaleFactor: 1 });
    const email = await newPerson(person, 'Kim');
    await buyWithTestProvider(await apiHeadersFor(email), 'starter');
  });
  afterAll(() => person.close());

  it('a menu and the phone drawer opened before hydration stay open once React runs', async () => {
    for (const [options, open, shown] of [
      [DESKTOP, 'Headshots', 'Lawyer headshots'],
      [NARROW, 'Open menu', 'For teams'],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const problems = watchForErrors(page);
      // The scripts wait until the menu is open: the key certainly comes before hydration.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}/blog`, { waitUntil: 'commit' });
      const summary = page.locator('header summary', { hasText: open }).first();
      await summary.focus();
      await page.keyboard.press('Enter');
      const link = page.locator('header').getByRole('link', { name: shown }).first();
      expect(await link.isVisible()).toBe(true);
      release();
      await waitForHydration(page);
      expect(await link.isVisible(), `${open} still open after hydration`).toBe(true);
      // From here React's keys work too: Escape closes and gives focus back.
      await page.keyboard.press('Escape');
      await expect.poll(() => link.isVisible()).toBe(false);
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('without JavaScript, a phone visitor opens the drawer, switches to euros and closes it', async () => {
    const context = await browser.newContext({ ...NARROW, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pricing`);
    expect(await page.locator('main').textContent()).toContain('$29');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.isVisible()).toBe(false);
    await drawerOpener(page).tap();
    expect(await drawer.isVisible()).toBe(true);
    await drawer.locator('summary', { hasText: 'Currency' }).tap();
    await screenshot(page, 'trust-nojs-drawer-currency-phone');
    // GET /currency?to=eur&back=/pricing answers 303 back to the page.
    const back = page.waitForResponse(
      (res) => res.url() === `${baseUrl}/pricing` && res.request().isNavigationRequest(),
    );
    await drawer.getByRole('button', { name: /EUR/ }).tap();
    expect((await (await back).request().redirectedFrom()?.response())?.status()).toBe(303);
    await page.waitForLoadState('load');
    // The server rendered the page in euros, from the cookie the form's route set.
    const main = await page.locator('main').textContent();
    expect(main).toContain('€29');
    expect(main).not.toContain('$29');
    expect((await context.cookies()).find((c) => c.name === 'preferedCurrency')?.value).toBe('eur');
    // The summary, now the close button, closes it; a link in it goes to its page.
    await drawerOpener(page).tap();
    expect(await drawer.isVisible()).toBe(true);
    await page.locator('header summary', { hasText: 'Close menu' }).tap();
    expect(await drawer.isVisible()).toBe(false);
    await drawerOpener(page).tap();
    await drawer.getByRole('link', { name: 'For teams' }).tap();
    await page.waitForURL(`${baseUrl}/company-headshots`);
    expect(await page.getByTestId('current-currency').first().textContent()).toBe('EUR');
    await context.close();
  });

  it('every form tabs in reading order, label, field, then submit; a keyboard-only person signs in', async () => {
    const visitor = await browser.newContext(NARROW);
    const forms: [BrowserContext, string, string][] = [
      [visitor, '/auth/login', 'Sign in'],
      [visitor, '/auth/signup', 'Create account'],
      [visitor, '/auth/reset-password', 'Send reset link'],
      [person, '/app/upload', 'Choose photos'],
      [person, '/app/admin/team/new', 'Create organization'],
      [person, '/profile', 'Send confirmation link'],
      [person, '/profile', 'Save password'],
    ];
    for (const [context, path, action] of forms) {
      const page = await context.newPage();
      const problems = watchForErrors(page);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: action, exact: true });
      await button.waitFor();
      // The upload wizard's first step is no <form>: its section of the page.
      const inForm = page.locator('form', { has: button });
      const form = (await inForm.count()) ? inForm : page.locator('main');
      const order = await tabThrough(page, form);
      const names = order.map((f) => f.name);
      expect(names, `${path}: ${action} is reached`).toContain(action);
      order.forEach((b, i) => {
        const a = order[i - 1];
        if (a) expect(readsAfter(a, b), `${path}: ${a.name} -> ${b.name}`).toBe(true);
        if (b.labelledBefore !== null) {
          expect(b.labelledBefore, `${path}: ${b.name} has its label before it`).toBe(true);
        }
      });
      // No field comes after the submit button.
      const submit = order.findIndex((f) => f.submit);
      if (submit >= 0) {
        expect(order.slice(submit).filter((f) => f.labelledBefore !== null)).toEqual([]);
      }
      expect(problems).toEqual([]);
      await page.close();
    }

    // Keyboard only: from the top of the sign-in page to the dashboard.
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/auth/login?redirect=%2Fapp`);
    await waitForHydration(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (
        await page.evaluate(() => (document.activeElement as HTMLInputElement).type === 'email')
      ) {
        break;
      }
    }
    await page.keyboard.type(DEMO.user);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await screenshot(page, 'trust-keyboard-sign-in-phone');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/app`);
    await waitForHydration(page);
    await screenshot(page, 'trust-keyboard-signed-in-phone');
    await visitor.close();
  });

  it('at 375 px no page scrolls sideways, nothing covers a button or a link (the support button included) and no text shows as its key', async () => {
    const visitor = await browser.newContext({ ...NARROW, deviceScaleFactor: 1 });
    const lead = await browser.newContext({ ...NARROW, deviceScaleFactor: 1 });
    await signInAs(lead, DEMO.lead);
    const pages: [BrowserContext, string][] = [
      ...['/', '/pricing', '/company-headshots', '/reviews', '/contact'].map(
        (path) => [visitor, path] as [BrowserContext, string],
      ),
      [person, '/app/add'],
      [person, '/profile'],
      [person, '/invoice'],
      [lead, '/app/admin'],
    ];
    const supportLabel = catalogues.en.tracking.support.button;
    const rawKey = new RegExp(
      `\\b(?:${Object.keys(catalogues.en).join('|')})\\.[a-z]\\w*\\.\\w+`,
      'g',
    );
    const found: Record<string, unknown> = {};
    for (const [context, path] of pages) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      // The app's pages load their data after hydration: judged once it is shown.
      if (context !== visitor) await page.waitForLoadState('networkidle');
      const wide = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      const overlaps = await overlapsIn(page, supportLabel);
      // A text the page did not carry shows as its key ('engine.capabilities.title').
      const keys = (await page.locator('body').innerText()).match(rawKey) ?? [];
      if (wide > 375 || overlaps.length > 0 || keys.length > 0) {
        found[path] = { wide, overlaps, keys };
      }
      await screenshot(page, `trust-375${path.replaceAll('/', '-').replace(/-$/, '') || '-home'}`);
      await page.close();
    }
    expect(found, JSON.stringify(found, null, 1)).toEqual({});
    for (const context of [visitor, lead]) await context.close();
  });
});
