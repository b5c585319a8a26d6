import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { localeFromPath } from '@hs/domain/locale';
import { MESSAGES } from '@hs/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import Login from './login.tsx';

const en = catalogues.en.auth;

function renderLogin(
  url: string,
  viewer: PageContext['viewer'] = null,
  oauthProviders: PageContext['oauthProviders'] = [],
) {
  const context: PageContext = { viewer, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/auth/login', Component: Login },
        { path: '/es/auth/login', Component: Login },
        { path: '/de/auth/login', Component: Login },
      ],
    },
  ]);
  const i18n = getI18n(localeFromPath(new URL(url, 'http://x').pathname));
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

/** Answers every fetch with `status` and a JSON body, recording the calls. */
function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function fillAndSubmit(email: string, password: string, texts = en) {
  fireEvent.change(await screen.findByLabelText(texts.fields.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(texts.fields.password, { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: texts.login.submit }));
}

describe('login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tabs from the e-mail field to the password before "Forgot password?"', async () => {
    const user = userEvent.setup();
    renderLogin('/auth/login');
    const email = await screen.findByLabelText(en.fields.email);
    const submit = screen.getByRole('button', { name: en.login.submit });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(email);
    const order: (Element | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      screen.getByLabelText(en.fields.password, { selector: 'input' }),
      screen.getByRole('button', { name: en.fields.showPassword }),
      screen.getByRole('link', { name: en.login.forgotPassword }),
      submit,
      screen.getByRole('button', { name: en.login.magicLink }),
    ]);
  });

  it('explains an expired mail link', async () => {
    renderLogin('/auth/login?error=INVALID_TOKEN');
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.linkExpired);
  });

  it('checks the email before asking the server', async () => {
    const calls = answer(200, {});
    renderLogin('/auth/login');
    await fillAndSubmit('not an email', 'whatever');
    expect(await screen.findByText(en.validation.emailInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says when the credentials are wrong, and sends the redirect along', async () => {
    const calls = answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' });
    renderLogin('/auth/login?redirect=%2Fprofile');
    await fillAndSubmit(' ada@example.com ', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.invalidCredentials);
    expect(calls).toEqual([
      {
        url: '/api/auth/sign-in/email',
        body: {
          email: 'ada@example.com',
          password: 'wrong password',
          callbackURL: '/auth/login?redirect=%2Fprofile',
        },
      },
    ]);
  });

  it('says a new confirmation mail was sent for an unconfirmed email', async () => {
    answer(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    renderLogin('/auth/login');
    await fillAndSubmit('ada@example.com', 'a password');
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.emailNotVerified);
  });

  it("shows the server's message when this address is not a trusted origin", async () => {
    const message =
      'This address (http://127.0.0.1:3000) is not a trusted origin of this server: add it to TRUSTED_ORIGINS or open http://localhost:3000';
    answer(403, { code: 'INVALID_ORIGIN', message });
    renderLogin('/auth/login');
    await fillAndSubmit('ada@example.com', 'a password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says how long the account is locked, in the page language', async () => {
    answer(429, {
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-ins for this account: …',
      reason: 'auth.locked',
      params: { seconds: 120 },
    });
    renderLogin('/de/auth/login');
    await fillAndSubmit('ada@example.com', 'a password', catalogues.de.auth);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele fehlgeschlagene Anmeldungen für dieses Konto: Die Anmeldung mit Passwort ist für 2 Minuten gesperrt. Melde dich so lange mit einem E-Mail-Link an oder setze dein Passwort zurück.',
    );
  });

  it('asks to wait when sign-in is rate-limited', async () => {
    answer(429, { message: 'Too many requests' });
    renderLogin('/auth/login');
    await fillAndSubmit('ada@example.com', 'a password');
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.rateLimited);
  });

  it('shows the check-your-inbox state after asking for a magic link', async () => {
    const calls = answer(200, { status: true });
    renderLogin('/es/auth/login?redirect=%2Fes%2Fapp');
    const es = catalogues.es.auth;
    fireEvent.change(await screen.findByLabelText(es.fields.email), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: es.login.magicLink }));
    await screen.findByRole('heading', { name: es.login.checkInboxTitle });
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(calls[0]).toEqual({
      url: '/api/auth/sign-in/magic-link',
      body: { email: 'ada@example.com', callbackURL: '/es/auth/login?redirect=%2Fes%2Fapp' },
    });
  });

  it('finishes the login of a signed-in visitor behind the loader', async () => {
    // The flow waits on the token call, so the overlay stays up.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const viewer = { uid: 'u1', email: 'ada@example.com', name: 'Ada', isAnonymous: false };
    renderLogin('/auth/login?loadingMessage=adjusting_currency', { ...viewer, user: null });
    expect(await screen.findByText(MESSAGES.ADJUSTING_CURRENCY)).toBeTruthy();
    // The token call starts in an effect after the overlay renders: wait for it.
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/auth/token', expect.anything()),
    );
  });

  it('shows the default loader text otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const viewer = { uid: 'u2', email: 'bo@example.com', name: 'Bo', isAnonymous: false };
    renderLogin('/auth/login', { ...viewer, user: null });
    expect(await screen.findByText(MESSAGES.LOGGING_YOU_IN)).toBeTruthy();
  });

  it('offers only the configured social providers, and says when one fails', async () => {
    const calls = answer(500, { message: 'boom' });
    renderLogin('/auth/login', null, ['linkedin']);
    const linkedin = await screen.findByRole('button', { name: 'Continue with LinkedIn' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    fireEvent.click(linkedin);
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.generic);
    expect(calls[0]).toEqual({
      url: '/api/auth/sign-in/social',
      body: {
        provider: 'linkedin',
        callbackURL: '/auth/login?redirect=%2Fapp',
        errorCallbackURL: '/auth/login?redirect=%2Fapp',
      },
    });
  });
});
