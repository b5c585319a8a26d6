import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { DEMO, DEMO_PASSWORD, linkInMail, waitForHydration } from './support/session.ts';

const baseUrl = inject('baseUrl');
const en = catalogues.en.auth;
const PASSWORD = 'a long enough password';

let counter = 0;
/** A fresh address per journey, so each reads only its own mail. */
function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

/** The signed-in user's account as the page's own API calls see it. */
function accountFromPage(page: Page) {
  return page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/get-session')).json()) as {
      user: { id: string };
    } | null;
    if (!session) return null;
    const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
    const res = await fetch('/api/user/details', {
      headers: { uid: session.user.id, idToken: token },
    });
    return (await res.json()) as {
      user: { uid: string; email: string; displayName: string | null; isAnonymous: boolean };
    };
  });
}

async function signInWithForm(page: Page, email: string, password: string) {
  await waitForHydration(page);
  await page.getByLabel(en.fields.email).fill(email);
  await page.getByLabel(en.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
}

/** Signs an account up and confirms it through the API, as a person would by mail. */
async function confirmedAccount(email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Reset Person', email, password, callbackURL: '/auth/login' }),
  });
  expect(res.status).toBe(200);
  const verify = await fetch(await linkInMail(email, 'verify-email'), { redirect: 'manual' });
  expect(verify.status).toBe(302);
}

describe('sign-in journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up, confirms by mail, lands on /app with a new account, then signs in again', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const email = freshEmail('signup');

    await page.goto(`${baseUrl}/auth/signup`);
    await waitForHydration(page);
    await page.getByLabel(en.fields.name).fill('Sam Signup');
    await page.getByLabel(en.fields.email).fill(email);
    await page.getByLabel(en.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: en.fields.showPassword }).click();
    expect(await page.getByLabel(en.fields.password, { exact: true }).getAttribute('type')).toBe(
      'text',
    );
    await page.getByRole('button', { name: en.signup.submit }).click();
    await page.getByRole('heading', { name: en.signup.checkInboxTitle }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);
    await screenshot(page, 'auth-signup-sent-en-desktop');

    // The confirmation link signs in and comes back through the login page to /app.
    await page.goto(await linkInMail(email, 'verify-email'));
    await page.waitForURL(`${baseUrl}/app`);
    const created = await accountFromPage(page);
    expect(created?.user).toMatchObject({ email, displayName: 'Sam Signup', isAnonymous: false });

    // (b) Sign out, then sign in through the form with a redirect. The page's own first
    // requests (the changelog badge, the token) are let finish first: one still on its way
    // when the session ends answers 401, and the page then signs out by itself (spec 000
    // section 4), which the browser logs as a failed load.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await page.goto(`${baseUrl}/auth/login?redirect=${encodeURIComponent('/profile')}`);
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl}/profile`);
    expect((await accountFromPage(page))?.user.uid).toBe(created?.user.uid);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in with a magic link from the mail', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const email = freshEmail('magic');

    await page.goto(`${baseUrl}/auth/login`);
    await waitForHydration(page);
    await page.getByLabel(en.fields.email).fill(email);
    await page.getByRole('button', { name: en.login.magicLink }).click();
    await page.getByRole('heading', { name: en.login.checkInboxTitle }).waitFor();
    await screenshot(page, 'auth-login-link-sent-en-phone');

    await page.goto(await linkInMail(email, 'magic-link'));
    await page.waitForURL(`${baseUrl}/app`);
    expect((await accountFromPage(page))?.user).toMatchObject({ email, isAnonymous: false });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the language through the mail link', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const email = freshEmail('magic-es');
    await page.goto(`${baseUrl}/es/auth/login?redirect=${encodeURIComponent('/es/app')}`);
    await waitForHydration(page);
    await page.getByLabel(catalogues.es.auth.fields.email).fill(email);
    await page.getByRole('button', { name: catalogues.es.auth.login.magicLink }).click();
    await page.getByRole('heading', { name: catalogues.es.auth.login.checkInboxTitle }).waitFor();
    await page.goto(await linkInMail(email, 'magic-link'));
    await page.waitForURL(`${baseUrl}/es/app`);
    await context.close();
  });

  it('says so when the password is wrong, in the page language', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/auth/login`);
    await signInWithForm(page, DEMO.user, 'not the password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(en.errors.invalidCredentials);
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
    await screenshot(page, 'auth-login-error-en-desktop');

    const es = catalogues.es.auth;
    await page.goto(`${baseUrl}/es/auth/login`);
    await waitForHydration(page);
    await page.getByLabel(es.fields.email).fill(DEMO.user);
    await page.getByLabel(es.fields.password, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: es.login.submit, exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(es.errors.invalidCredentials);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });

  it('checks the form before sending it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/auth/signup`);
    await waitForHydration(page);
    await page.getByLabel(en.fields.email).fill('not-an-email');
    await page.getByLabel(en.fields.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: en.signup.submit }).click();
    await page.getByText(en.validation.nameRequired).waitFor();
    await page.getByText(en.validation.emailInvalid).waitFor();
    await page.getByText(en.validation.passwordTooShort.replace('{{min}}', '8')).waitFor();
    await page.close();
  });

  it('resets a forgotten password by mail and signs in with the new one', async () => {
    const email = freshEmail('reset');
    await confirmedAccount(email, PASSWORD);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);

    await page.goto(`${baseUrl}/auth/login`);
    await waitForHydration(page);
    await page.getByRole('link', { name: en.login.forgotPassword }).click();
    await page.waitForURL(`${baseUrl}/auth/reset-password`);
    // The address changes before the page does (its texts may still be on their way), and
    // the sign-in page has an e-mail field too: wait for the reset form itself.
    await page.getByRole('heading', { name: en.reset.requestTitle }).waitFor();
    await page.getByLabel(en.fields.email).fill(email);
    await page.getByRole('button', { name: en.reset.requestSubmit }).click();
    await page.getByRole('heading', { name: en.reset.sentTitle }).waitFor();

    const link = await linkInMail(email, 'reset-password');
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByRole('heading', { name: en.reset.chooseTitle }).waitFor();
    await waitForHydration(page);
    await page.getByLabel(en.fields.newPassword, { exact: true }).fill('a brand new password');
    await page.getByLabel(en.fields.confirmPassword).fill('a different password');
    await page.getByRole('button', { name: en.reset.chooseSubmit }).click();
    await page.getByText(en.validation.passwordsDiffer).waitFor();
    await page.getByLabel(en.fields.confirmPassword).fill('a brand new password');
    await page.getByRole('button', { name: en.reset.chooseSubmit }).click();
    await page.getByRole('heading', { name: en.reset.doneTitle }).waitFor();
    await screenshot(page, 'auth-reset-done-en-phone');

    await page.getByRole('link', { name: en.reset.signIn }).click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    await signInWithForm(page, email, 'a brand new password');
    await page.waitForURL(`${baseUrl}/app`);
    expect((await accountFromPage(page))?.user.email).toBe(email);

    // The link works once: opening it again says it has expired.
    await page.goto(link);
    await page.getByRole('heading', { name: en.reset.expiredTitle }).waitFor();
    await screenshot(page, 'auth-reset-expired-en-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an anonymous team member continue to the upload without an account', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/team-member`);
    await waitForHydration(page);
    await screenshot(page, 'auth-team-member-en-phone');
    await page.getByRole('button', { name: en.teamMember.continue }).click();
    await page.waitForURL(`${baseUrl}/app/upload`);
    const account = await accountFromPage(page);
    expect(account?.user.isAnonymous).toBe(true);
    expect(account?.user.uid).toMatch(/^anon_/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says plainly when social sign-in is not set up', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/de/auth/social`);
    const de = catalogues.de.auth;
    await expect.poll(() => page.locator('h1').textContent()).toBe(de.social.notConfiguredTitle);
    expect(await page.getByRole('link', { name: de.social.useEmail }).getAttribute('href')).toBe(
      `/de/auth/login?redirect=${encodeURIComponent('/de/app')}`,
    );
    // No provider buttons on the login page either.
    await page.goto(`${baseUrl}/auth/login`);
    expect(await page.getByRole('button', { name: /Google|LinkedIn/ }).count()).toBe(0);
    await page.close();
  });

  it('finishes the login of a visitor who is already signed in', async () => {
    const context = await browser.newContext(DESKTOP);
    const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: DEMO.user, password: DEMO_PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(res.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/auth/login?redirect=${encodeURIComponent('/profile')}&loadingMessage=adjusting_currency`,
    );
    await page.waitForURL(`${baseUrl}/profile`);
    // Off-site redirects are refused.
    await page.goto(`${baseUrl}/auth/login?redirect=${encodeURIComponent('//evil.example/')}`);
    await page.waitForURL(`${baseUrl}/app`);
    await context.close();
  });
});

describe('sign-in pages in every locale', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const pages = [
    { name: 'login', path: '/auth/login', title: 'login' },
    { name: 'signup', path: '/auth/signup', title: 'signup' },
    { name: 'reset', path: '/auth/reset-password', title: 'requestTitle' },
  ] as const;

  for (const locale of ['en', 'es', 'de'] as const) {
    for (const { name, path, title } of pages) {
      for (const [device, options] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        it(`${name} renders in ${locale} on ${device}`, async () => {
          const context = await browser.newContext(options);
          const page = await context.newPage();
          const problems = watchForErrors(page);
          const prefix = locale === 'en' ? '' : `/${locale}`;
          const response = await page.goto(`${baseUrl}${prefix}${path}`);
          expect(response?.status()).toBe(200);
          expect(await page.getAttribute('html', 'lang')).toBe(locale);
          const c = catalogues[locale].auth;
          const heading = title === 'requestTitle' ? c.reset.requestTitle : c[title].title;
          const metaTitle = name === 'reset' ? c.reset.metaTitle : c[name].metaTitle;
          await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
          expect(await page.title()).toBe(metaTitle);
          await waitForHydration(page);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(options.viewport!.width);
          await screenshot(page, `auth-${name}-${locale}-${device}`);
          expect(problems).toEqual([]);
          await context.close();
        });
      }
    }
  }
});
