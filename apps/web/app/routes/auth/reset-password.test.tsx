import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import ResetPassword from './reset-password.tsx';

const en = catalogues.en.auth;

function renderReset(url: string) {
  const Stub = createRoutesStub([
    { path: '/auth/reset-password', Component: ResetPassword, HydrateFallback: () => null },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function password(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('reset password page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the same generic state for any email', async () => {
    const calls = answer(200, { status: true });
    renderReset('/auth/reset-password');
    fireEvent.change(await screen.findByLabelText(en.fields.email), {
      target: { value: 'who@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.reset.requestSubmit }));
    await screen.findByRole('heading', { name: en.reset.sentTitle });
    expect(screen.getByRole('status').textContent).toContain('who@example.com');
    expect(calls).toEqual([
      {
        url: '/api/auth/request-password-reset',
        body: { email: 'who@example.com', redirectTo: '/auth/reset-password' },
      },
    ]);
  });

  it('requires matching passwords of at least 8 characters', async () => {
    const calls = answer(200, { status: true });
    renderReset('/auth/reset-password?token=t1');
    await screen.findByRole('heading', { name: en.reset.chooseTitle });
    password(en.fields.newPassword, 'short');
    password(en.fields.confirmPassword, 'other');
    fireEvent.click(screen.getByRole('button', { name: en.reset.chooseSubmit }));
    expect(
      await screen.findByText(en.validation.passwordTooShort.replace('{{min}}', '8')),
    ).toBeTruthy();
    expect(screen.getByText(en.validation.passwordsDiffer)).toBeTruthy();
    expect(calls).toEqual([]);

    password(en.fields.newPassword, 'long enough');
    password(en.fields.confirmPassword, 'long enough');
    fireEvent.click(screen.getByRole('button', { name: en.reset.chooseSubmit }));
    await screen.findByRole('heading', { name: en.reset.doneTitle });
    expect(calls).toEqual([
      { url: '/api/auth/reset-password', body: { token: 't1', newPassword: 'long enough' } },
    ]);
  });

  it('says the link expired when the server refuses the token', async () => {
    answer(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    renderReset('/auth/reset-password?token=stale');
    await screen.findByRole('heading', { name: en.reset.chooseTitle });
    password(en.fields.newPassword, 'long enough');
    password(en.fields.confirmPassword, 'long enough');
    fireEvent.click(screen.getByRole('button', { name: en.reset.chooseSubmit }));
    await screen.findByRole('heading', { name: en.reset.expiredTitle });
  });

  it('offers a new link when the mail link was stale, back on the request form', async () => {
    renderReset('/auth/reset-password?error=INVALID_TOKEN');
    await screen.findByRole('heading', { name: en.reset.expiredTitle });
    fireEvent.click(screen.getByRole('button', { name: en.reset.requestNew }));
    await screen.findByRole('heading', { name: en.reset.requestTitle });
  });
});
