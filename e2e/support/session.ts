import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { z } from 'zod';
import { watchForErrors } from './browser.ts';

export const DEMO_PASSWORD = 'demo-headshots-2026';
export const DEMO = {
  user: 'user@demo.example.com',
  lead: 'lead@demo.example.com',
  member: 'member@demo.example.com',
  staff: (role: string) => `${role}@demo.example.com`,
};

/**
 * Signs a browser context in through the real sign-in endpoint (cookies land in the
 * context), for journeys that test what comes after sign-in rather than the form.
 */
export async function signInAs(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const baseUrl = inject('baseUrl');
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in as ${email}: ${res.status()} ${await res.text()}`);
}

/**
 * Waits until React has hydrated the page, so keys and clicks reach handlers: the root
 * layout marks <html data-hydrated> in an effect. (React Router's route modules are on
 * `window` before hydration ends: a key pressed then was lost.) The site frame's code loads
 * at the visitor's first action (decision 055): when the page waits for one, this presses
 * Shift, as a person's first key, which moves nothing.
 */
export async function waitForHydration(page: Page) {
  const state = await page.waitForFunction(() => {
    const { hydrated, awaitingIntent } = document.documentElement.dataset;
    return hydrated === 'true' ? 'hydrated' : awaitingIntent === 'true' ? 'awaiting' : false;
  });
  if ((await state.jsonValue()) === 'hydrated') return;
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Changes a runtime switch as the demo admin, through the real API. */
export async function setParameter(key: string, value: unknown) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/admin/parameters/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(await adminHeaders()) },
    body: JSON.stringify({ value }),
  });
  if (!res.ok) throw new Error(`set ${key}: ${res.status} ${await res.text()}`);
}

/** uid and idToken headers of an account, through the real sign-in and token endpoints. */
export async function apiHeadersFor(
  email: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const baseUrl = inject('baseUrl');
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${email}: ${signIn.status} ${await signIn.text()}`);
  return apiHeadersOf(signIn);
}

/** uid and idToken headers of the session a sign-in answer set as its cookie. */
export async function apiHeadersOf(signIn: Response): Promise<Record<string, string>> {
  const baseUrl = inject('baseUrl');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } })
  ).json()) as { token: string };
  const session = (await (
    await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  return { uid: session.user.id, idToken: token };
}

function adminHeaders(): Promise<Record<string, string>> {
  return apiHeadersFor(DEMO.staff('admin'));
}

/** Staff mark a person a test user (2 photos are enough: spec 001 section 6), as an admin. */
export async function markTestUser(uid: string) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/admin/user/${uid}/test-user`, {
    method: 'PUT',
    headers: { ...(await adminHeaders()), 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ isTestUser: true }),
  });
  if (!res.ok) throw new Error(`mark ${uid} a test user: ${res.status} ${await res.text()}`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
}

/** The mail sent to `to`, newest first, read from the outbox as the demo admin. */
export async function readOutbox(to: string): Promise<OutboxMail[]> {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/admin/email?to=${encodeURIComponent(to)}`, {
    headers: await adminHeaders(),
  });
  if (!res.ok) throw new Error(`outbox for ${to}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { emails: OutboxMail[] }).emails;
}

const MailboxSchema = z.object({
  mails: z.array(z.object({ to: z.array(z.string()), text: z.string() })),
});

/** Where each kind of one-time link points. */
const LINK_PATHS = {
  'verify-email': '/api/auth/verify-email',
  'magic-link': '/api/auth/magic-link/verify',
  'reset-password': '/api/auth/reset-password/',
} as const;

/**
 * The link of `kind` in the newest mail delivered to `to`, waiting up to 10 s for it. It
 * is read from the SMTP mailbox (support/mailbox.ts): the outbox keeps tokens redacted.
 */
export async function linkInMail(to: string, kind: keyof typeof LINK_PATHS): Promise<string> {
  const mailboxUrl = inject('mailboxUrl');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${mailboxUrl}/mails?to=${encodeURIComponent(to)}`);
    const { mails } = MailboxSchema.parse(await res.json());
    const link = mails
      .reverse()
      .flatMap((m) => m.text.match(/https?:\/\/[^\s"<>]+/g) ?? [])
      .find((url) => new URL(url).pathname.startsWith(LINK_PATHS[kind]));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail with a link to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A new account signed up through the real endpoint in `context` and confirmed through the
 * link in the real mail: the confirmation signs it in and sends it on to `redirect`. The
 * page is left where the link leads; `problems` collects its console errors.
 */
export async function signUpConfirmed(
  context: BrowserContext,
  account: { name: string; email: string; password: string; redirect: string },
): Promise<{ page: Page; problems: string[] }> {
  const baseUrl = inject('baseUrl');
  const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      callbackURL: `/auth/login?redirect=${encodeURIComponent(account.redirect)}`,
    },
    headers: { origin: baseUrl },
  });
  if (!signUp.ok()) throw new Error(`sign-up as ${account.email}: ${signUp.status()}`);
  const page = await context.newPage();
  const problems = watchForErrors(page);
  await page.goto(await linkInMail(account.email, 'verify-email'));
  return { page, problems };
}
