import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferrerDetail } from '@hs/contracts/referral-admin';
import { ToastProvider } from '@hs/ui/toast';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import ReferrerPage from './referral-detail.tsx';

const texts = catalogues.en.people.referral;
const REWARD = '11111111-1111-4111-8111-111111111111';

// A real HTTP peer on loopback standing in for the API: one referrer, one reward in force.
let revokedAt: string | null = null;
const revokes: { id: string; body: unknown }[] = [];
const peer = new Hono();
peer.get('/api/admin/referral/ref-1', (c) => {
  const data: ReferrerDetail = {
    uid: 'ref-1',
    email: 'ada@example.com',
    referralCode: 'abc123def0',
    referralLink: 'https://studio.example/?ref=abc123def0',
    referredBy: null,
    referred: [
      {
        uid: 'new-1',
        email: 'bob@example.com',
        joinedAt: '2026-11-20T10:00:00.000Z',
        hasPaidAccount: true,
      },
    ],
    referredTotal: 1,
    rewards: [
      {
        id: REWARD,
        referredUid: 'new-1',
        referredEmail: 'bob@example.com',
        paymentId: '22222222-2222-4222-8222-222222222222',
        credits: 10,
        createdAt: '2026-11-20T11:00:00.000Z',
        revokedAt,
      },
    ],
  };
  return c.json({ success: true, data });
});
peer.post('/api/admin/referral/rewards/:id/revoke', async (c) => {
  revokes.push({ id: c.req.param('id'), body: await c.req.json() });
  revokedAt = '2026-11-26T09:00:00.000Z';
  return c.json({
    success: true,
    reward: {
      id: REWARD,
      referredUid: 'new-1',
      referredEmail: 'bob@example.com',
      paymentId: '22222222-2222-4222-8222-222222222222',
      credits: 10,
      createdAt: '2026-11-20T11:00:00.000Z',
      revokedAt,
    },
    takenBack: 7,
    spent: 3,
  });
});

let server: ServerType;
beforeAll(async () => {
  server = serve({ fetch: peer.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(origin + input, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

function renderPage() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: {}, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/admin/referral/:uid', Component: ReferrerPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider labels={{ dismiss: 'Dismiss', region: 'Notifications' }}>
          <Stub initialEntries={['/admin/referral/ref-1']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe('one referrer in the Referral Program', () => {
  it('shows the link, the people and the rewards; takes a reward back only with a reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ada@example.com' });
    expect(screen.getByTestId('referral-link').textContent).toBe(
      'https://studio.example/?ref=abc123def0',
    );
    expect(within(screen.getByTestId('referred')).getByText('bob@example.com')).toBeTruthy();
    expect(within(screen.getByTestId('rewards')).getByText(texts.inForce)).toBeTruthy();

    // No reason: nothing is sent, the field says why.
    await user.click(screen.getByRole('button', { name: texts.revoke }));
    await screen.findByText(catalogues.en.data.form.required);
    expect(revokes).toEqual([]);

    await user.type(screen.getByLabelText(texts.reason), 'Self-referral');
    await user.click(screen.getByRole('button', { name: texts.revoke }));
    await waitFor(() => expect(revokes).toHaveLength(1));
    expect(revokes[0]).toEqual({ id: REWARD, body: { note: 'Self-referral' } });
    await screen.findByText(texts.revoked.replace('{{takenBack}}', '7').replace('{{spent}}', '3'));
    // The page reads the referrer again: the reward is taken back and the form is gone.
    await waitFor(() =>
      expect(within(screen.getByTestId('rewards')).queryByText(texts.inForce)).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: texts.revoke })).toBeNull();
  });
});
