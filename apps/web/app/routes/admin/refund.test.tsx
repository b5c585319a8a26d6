import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import AdminRefundPage from './refund.tsx';

const texts = catalogues.en.buying.staff;
const PAYMENT = '33333333-3333-4333-8333-333333333333';
const WHOLE = '44444444-4444-4444-8444-444444444444';

/**
 * The refund inbox as the API answers it: two open requests, the first of a payment a run
 * gave 8.50 of back already (decision 071); keeps every refund asked.
 */
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
            refundable: refunds.length ? 0 : 2050,
            currency: 'usd',
            reason: 'Not me in the photos',
            source: 'profile',
            status: refunds.length ? 'refunded' : 'open',
            createdAt: '2026-11-20T10:00:00.000Z',
            dueBy: '2026-11-22T10:00:00.000Z',
          },
          {
            id: 'rr-2',
            uid: 'u-2',
            email: 'bo@example.com',
            paymentId: WHOLE,
            amountTotal: 3900,
            refundable: 3900,
            currency: 'usd',
            reason: 'Changed my mind',
            source: 'profile',
            status: 'open',
            createdAt: '2026-11-20T11:00:00.000Z',
            dueBy: '2026-11-22T11:00:00.000Z',
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
          amount: 2050,
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

  it('asks first with the exact amount, the person and what is taken back; Cancel refunds nothing', async () => {
    const refunds = answer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund 20.50 USD' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund 20.50 USD to ann@example.com?',
    });
    // The figure that goes back, not "up to" the payment: a run gave the rest back already.
    expect(dialog.textContent).toContain(
      '20.50 USD goes back through the payment provider, and the customer is told by mail.',
    );
    expect(dialog.textContent).toContain('8.50 USD of the 29.00 USD paid was given back already');
    expect(dialog.textContent).not.toMatch(/up to/i);
    expect(dialog.textContent).toContain(texts.confirmReversed);
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund 20.50 USD' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(refunds).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refund 20.50 USD' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund 20.50 USD' }),
    );
    await waitFor(() => expect(refunds).toEqual([`/api/admin/refund/${PAYMENT}`]));
    await screen.findByText('Refunded 20.50 USD');
  });

  it('says nothing of a give-back when the whole payment goes back', async () => {
    answer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund 39.00 USD' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund 39.00 USD to bo@example.com?',
    });
    expect(dialog.textContent).toContain('39.00 USD goes back through the payment provider');
    expect(dialog.textContent).not.toContain('given back already');
  });
});
