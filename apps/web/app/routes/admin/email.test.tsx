import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import EmailPage from './email.tsx';

const mail = (id: string, text: string) => ({
  id,
  to: 'buyer@example.com',
  subject: `Mail ${id}`,
  text,
  kind: id === 'a' ? 'magic-link' : 'receipt',
  status: 'failed',
  error: null,
  createdAt: '2026-11-26T08:00:00.000Z',
});

/** The outbox API as the page calls it; keeps every resend it was asked for. */
function answer() {
  const resent: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    let data: unknown = { token: 't' };
    if (path === '/api/admin/email') {
      data = {
        success: true,
        emails: [mail('a', 'Sign in: https://x/verify?token=[redacted]'), mail('b', 'Thanks')],
      };
    } else if (path.endsWith('/resend') && init?.method === 'POST') {
      resent.push(path);
      data = { success: true, email: { ...mail('c', 'Thanks'), status: 'sent' } };
    } else if (path === '/api/admin/email/templates') {
      data = {
        success: true,
        templates: [
          { kind: 'receipt', subject: 'Your receipt', text: 'Thank you', html: '<p>Thank you</p>' },
          { kind: 'support-reply', subject: 'Re: help', text: 'Answer', html: '<p>Answer</p>' },
        ],
      };
    }
    return new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return resent;
}

function renderPage() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/admin/email', Component: EmailPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/admin/email']} />
    </I18nextProvider>,
  );
}

describe('the Emails section (issue 19, Content)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a mail again, but not one whose one-time link is redacted', async () => {
    const resent = answer();
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(within(items[0]!).getByText(/cannot be sent again/)).toBeTruthy();
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sent again to buyer@example.com: Sent.',
    );
    expect(resent).toEqual(['/api/admin/email/b/resend']);
  });

  it('shows each template on request, its HTML in a sandboxed frame', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the templates' }));
    const frame = (await screen.findByTitle('Preview of receipt')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Thank you</p>');
    expect(screen.getByText('Your receipt')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Thank you')).toBeTruthy());
  });
});
