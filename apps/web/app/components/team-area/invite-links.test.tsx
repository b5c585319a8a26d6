import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { Organization } from '@hs/contracts/organization';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { QueryProvider } from '../data-kit/query-provider.tsx';
import { expiryOf, InviteLinksPanel } from './invite-links.tsx';

const organization = {
  id: 'o1',
  name: 'Acme',
  teamSize: '10-24',
  teams: [{ id: 't1', name: 'Sales', icon: 'user-group' }],
  features: { bulkUpload: false },
  branding: { backgroundColor: null, backgroundImage: null },
  inviteCount: 0,
  credits: 10,
  totalCreditsPurchased: 10,
  bulkDiscountVersion: 'v2',
} as unknown as Organization;

const link = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  url: 'http://localhost/invite?link=l1',
  teamId: 't1',
  allowedDomain: 'acme.test',
  usageLimit: 5,
  usedCount: 2,
  expiresAt: null,
  revoked: false,
  anonymousAccess: false,
  accessUrl: null,
  ...over,
});

/** The organization API as the panel calls it; keeps every write it was sent. */
function answer(links: ReturnType<typeof link>[], refuse?: { status: number; body: unknown }) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    let status = 200;
    let data: unknown = { token: 't' };
    if (path === '/api/organization/invite-links' && method === 'GET') {
      data = { success: true, data: links };
    } else if (path.startsWith('/api/organization/invite-links')) {
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (refuse) ({ status, body: data } = refuse);
      else if (method === 'POST') {
        const made = link({ id: 'l2', ...(JSON.parse(String(init?.body)) as object) });
        links.unshift(made);
        data = { success: true, data: made };
      } else {
        links[0] = { ...links[0]!, revoked: true };
        data = { success: true, data: links[0] };
      }
    }
    return new Response(JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderPanel(locale: 'en' | 'es' = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/', Component: () => <InviteLinksPanel organization={organization} /> }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={['/']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe('the invite links panel (issue 17 item 5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the links with their use and makes an access link with a limit and a day', async () => {
    const sent = answer([link()]);
    renderPanel();
    const table = await screen.findByRole('table', { name: "Your organization's invite links" });
    expect(within(table).getByText('2 of 5')).toBeTruthy();
    expect(within(table).getByText(/@acme\.test/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Access link: people join/));
    expect((screen.getByLabelText('Allowed e-mail domain') as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Usage limit'), { target: { value: '30' } });
    fireEvent.blur(screen.getByLabelText('Usage limit'));
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '2030-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/organization/invite-links',
      body: {
        teamId: null,
        allowedDomain: null,
        usageLimit: 30,
        expiresAt: expiryOf('2030-01-31'),
        anonymousAccess: true,
      },
    });
    expect(await screen.findByText('Invite link made')).toBeTruthy();
  });

  it('refuses a domain that is not one before sending, and shows the server refusal', async () => {
    const sent = answer([], {
      status: 403,
      body: { success: false, errorMessage: 'Only the team lead', code: 'FORBIDDEN' },
    });
    renderPanel();
    await screen.findByText('No invite links yet.');
    fireEvent.change(screen.getByLabelText('Allowed e-mail domain'), {
      target: { value: 'not a domain' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make link' }));
    expect(await screen.findByText('A domain like example.com')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Allowed e-mail domain'), {
      target: { value: 'acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('switches a link off, in Spanish', async () => {
    const sent = answer([link()]);
    renderPanel('es');
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'DELETE', path: '/api/organization/invite-links/l1', body: null },
      ]),
    );
    expect(await screen.findByText('Desactivado')).toBeTruthy();
  });

  it('ends the link at the end of the chosen day, and takes no day as none', () => {
    expect(new Date(expiryOf('2030-01-31')!).getDate()).toBe(31);
    expect(expiryOf('')).toBeNull();
    expect(expiryOf('31/01/2030')).toBeNull();
  });
});
