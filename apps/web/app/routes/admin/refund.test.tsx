import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import AdminRefundPage from './refund.tsx';

const texts = catalogues.en.buying.staff;
const PAYMENT = '33333333-3333-4333-8333-333333333333';

/** The refund inbox as the API answers it: one open request; keeps every refund asked. */
function answer() {
  const refunds: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/admin/refund') {
      return Response.json({
        success: true,
        data: [
          {
            id: 'rr-1',
            uid: 'u-1',
            email: 'ann@example.com',
            paymentId: PAYMENT,
            amountTotal: 2900,
            currency: 'usd',
            reason: 'Not me in the photos',
            source: 'profile',
            status: refunds.length ? 'refunded' : 'open',
            createdAt: '2026-11-20T10:00:00.000Z',
            dueBy: '2026-11-22T10:00:00.000Z',
          },
        ],
      });
    }
    if (path === `/api/admin/refund/${PAYMENT}` && init.method === 'POST') {
      refunds.push(path);
      return Response.json({
        success: true,
        data: {
          refundId: 'r-1',
          amount: 2900,
          alreadyRefunded: false,
          reversals: [],
          restored: [],
        },
      });
    }
    return Response.json({ token: 't' });
  });
  return refunds;
}

function renderPage() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: {}, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/admin/refund', Component: AdminRefundPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/admin/refund']} />
    </I18nextProvider>,
  );
}

// Issue 35 item 14: a refund was one click for the full amount.
describe('refunding a payment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first with the amount, the person and what is taken back; Cancel refunds nothing', async () => {
    const refunds = answer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund 29.00 USD' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund 29.00 USD to ann@example.com?',
    });
    expect(dialog.textContent).toContain(texts.confirmReversed);
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund 29.00 USD' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(refunds).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refund 29.00 USD' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund 29.00 USD' }),
    );
    await waitFor(() => expect(refunds).toHaveLength(1));
    await screen.findByText('Refunded 29.00 USD');
  });
});
