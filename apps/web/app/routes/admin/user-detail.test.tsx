import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@hs/domain/roles';
import { ToastProvider } from '@hs/ui/toast';
import { serveLoopbackPeer } from '../../components/data-kit/test-peer.tsx';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import UserDetailPage from './user-detail.tsx';

const texts = catalogues.en.people.users;

// A real HTTP peer on loopback standing in for the API: one person, and the role changes.
let adminRole: StaffRole | null = null;
const roleChanges: unknown[] = [];
const person = () => ({
  user: {
    uid: 'u-1',
    email: 'ann@example.com',
    displayName: 'Ann',
    role: 'User',
    adminRole,
    isTestUser: false,
    hasPaidAccount: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    organizationId: null,
    countryCode: null,
    referredBy: null,
    referralCode: null,
  },
  models: [],
  orders: [],
});
const peer = new Hono();
peer.get('/api/admin/user/u-1', (c) => c.json({ success: true, data: person() }));
const entry = (id: string, amount: number, reason: string, note: string) => ({
  id,
  amount,
  reason,
  note,
  orderId: null,
  modelId: 'm-1',
  byUid: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});
peer.get('/api/admin/ledger/u-1', (c) =>
  c.json({
    success: true,
    data: {
      uid: 'u-1',
      balances: { money_back: 0 },
      lots: [
        {
          id: 'l-1',
          kind: 'money_back',
          balance: 0,
          terms: null,
          paymentId: null,
          createdAt: '2026-11-21T10:00:00.000Z',
          entries: [
            entry('e-1', 1950, 'give_back', '15 of 20 headshots not made'),
            entry('e-2', -1950, 'refund', 'refunded at the provider'),
          ],
        },
      ],
    },
  }),
);
peer.put('/api/admin/user/u-1/staff-role', async (c) => {
  const body = (await c.req.json()) as { adminRole: StaffRole | null };
  roleChanges.push(body);
  adminRole = body.adminRole;
  return c.json({ success: true, data: person() });
});
serveLoopbackPeer(peer);

function renderPage(locale: 'en' | 'es' | 'de' = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: {}, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          id: 'routes/admin/layout',
          loader: () => ({ role: 'admin', name: 'Boss', menu: [] }),
          Component: Outlet,
          children: [{ path: '/admin/user/:uid', Component: UserDetailPage }],
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <QueryProvider>
        <ToastProvider labels={{ dismiss: 'Dismiss', region: 'Notifications' }}>
          <Stub initialEntries={['/admin/user/u-1']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

// Issue 35 item 14: one change of the staff-role list made someone admin.
describe('changing a staff role', () => {
  it('asks first, naming the person and the new role; Cancel (or Escape) changes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByLabelText(texts.saveRole);
    await user.selectOptions(list, 'admin');
    const dialog = await screen.findByRole('dialog', { name: texts.roleConfirmTitle });
    expect(dialog.textContent).toContain('Ann (ann@example.com) becomes admin, from none.');
    expect(dialog.textContent).toContain(texts.roleConfirmAdmin);
    // The safe choice has the focus: Enter cancels.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: texts.cancel }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.selectOptions(list, 'admin');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(roleChanges).toEqual([]);
    expect((list as HTMLSelectElement).value).toBe('none');

    await user.selectOptions(list, 'support');
    const again = await screen.findByRole('dialog', { name: texts.roleConfirmTitle });
    expect(again.textContent).toContain('Ann (ann@example.com) becomes support');
    await user.click(within(again).getByRole('button', { name: texts.roleConfirmAction }));
    await waitFor(() => expect(roleChanges).toEqual([{ adminRole: 'support' }]));
    await screen.findByText(texts.roleSaved);
    await waitFor(() => expect((list as HTMLSelectElement).value).toBe('support'));
  });
});

// Issue 34 item 5: the ledger names each give-back row by its reason, in the staff's language.
describe("a person's ledger", () => {
  it.each(['en', 'es', 'de'] as const)('names each row by its reason (%s)', async (locale) => {
    renderPage(locale);
    const words = catalogues[locale].people.users;
    const rows = await screen.findAllByTestId('ledger-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      `+1950 ${words.reasons.give_back} · 15 of 20 headshots not made`,
      `-1950 ${words.reasons.refund} · refunded at the provider`,
    ]);
    // The balance and the lot are both named by their kind.
    expect(screen.getAllByText(words.kinds.money_back)).toHaveLength(2);
    if (locale !== 'en') expect(words.reasons.give_back).not.toBe(texts.reasons.give_back);
  });
});
