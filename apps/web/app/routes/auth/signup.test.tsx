import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import Signup from './signup.tsx';

const de = catalogues.de.auth;

function renderSignup(url: string) {
  const Stub = createRoutesStub([
    { path: '/de/auth/signup', Component: Signup, HydrateFallback: () => null },
  ]);
  render(
    <I18nextProvider i18n={getI18n('de')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('signup page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tabs through name, e-mail, password, the show toggle and the submit button in order', async () => {
    const user = userEvent.setup();
    renderSignup('/de/auth/signup');
    const name = await screen.findByLabelText(de.fields.name, { selector: 'input' });
    const submit = screen.getByRole('button', { name: de.signup.submit });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(name);
    const order: (Element | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      screen.getByLabelText(de.fields.email, { selector: 'input' }),
      screen.getByLabelText(de.fields.password, { selector: 'input' }),
      screen.getByRole('button', { name: de.fields.showPassword }),
      submit,
    ]);
  });

  it('sends the form and asks to confirm the email, with the mail leading to login', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response('{"token":null}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderSignup('/de/auth/signup');
    await screen.findByRole('heading', { name: de.signup.title });
    fill(de.fields.name, ' Ada Lovelace ');
    fill(de.fields.email, 'ada@example.com');
    fill(de.fields.password, 'long enough');
    fireEvent.click(screen.getByRole('button', { name: de.signup.submit }));
    await screen.findByRole('heading', { name: de.signup.checkInboxTitle });
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(calls).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'long enough',
        callbackURL: '/de/auth/login?redirect=%2Fde%2Fapp',
      },
    ]);
  });

  it('names every missing field before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSignup('/de/auth/signup');
    fireEvent.click(await screen.findByRole('button', { name: de.signup.submit }));
    expect(await screen.findByText(de.validation.nameRequired)).toBeTruthy();
    expect(screen.getByText(de.validation.emailInvalid)).toBeTruthy();
    expect(screen.getByText(de.validation.passwordTooShort.replace('{{min}}', '8'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message when this address is not a trusted origin", async () => {
    const message =
      'This address (http://127.0.0.1:3000) is not a trusted origin of this server: add it to TRUSTED_ORIGINS or open http://localhost:3000';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'INVALID_ORIGIN', message }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSignup('/de/auth/signup');
    await screen.findByRole('heading', { name: de.signup.title });
    fill(de.fields.name, 'Ada');
    fill(de.fields.email, 'ada@example.com');
    fill(de.fields.password, 'long enough');
    fireEvent.click(screen.getByRole('button', { name: de.signup.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
