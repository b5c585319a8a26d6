import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { OrderStatus, Package, Quote } from '@hs/contracts/checkout';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import CheckoutConfirmationPage from './checkout-confirmation.tsx';
import CheckoutPage from './checkout.tsx';

// The browser API client binds fetch when its module loads: the fake goes in first.
const network = vi.hoisted(() => {
  const state: {
    handler: ((path: string, body: unknown) => { status: number; body: unknown }) | null;
    calls: { path: string; body: unknown }[];
  } = { handler: null, calls: [] };
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (path === '/auth/token') return reply(200, { token: 'id-token' });
    if (path === '/t/fb/sale') return reply(200, { success: true, sent: false });
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    state.calls.push({ path, body });
    const answer = state.handler?.(path, body) ?? { status: 404, body: { success: false } };
    return reply(answer.status, answer.body);
  }) as typeof fetch;
  return state;
});

const en = catalogues.en.buying;

const STARTER: Package = {
  id: 'starter',
  name: 'Starter',
  priceUsdCents: 2900,
  prices: {},
  headshots: 30,
  stylesAllowed: 2,
  turnaroundHours: 3,
  resolution: '1024 x 1280',
  outputWidth: 1024,
  outputHeight: 1280,
};

const quote = (total: number): Quote => ({
  packageId: 'starter',
  currency: 'usd',
  lines: [
    {
      kind: 'package',
      description: 'Starter: 30 headshots, 2 styles, 1024 x 1280',
      quantity: 1,
      unitAmount: total,
      amount: total,
    },
  ],
  subtotal: total,
  discount: 0,
  giftCard: 0,
  total,
});

const order = (over: Partial<OrderStatus> = {}): OrderStatus => ({
  orderId: 'o1',
  status: 'paid',
  provider: 'test',
  packageId: 'starter',
  packageName: 'Starter',
  currency: 'usd',
  lines: quote(2900).lines,
  total: 2900,
  paymentId: 'p1',
  expiresAt: null,
  returnTo: null,
  ...over,
});

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const options = (provider: 'stripe' | 'test' | 'off') =>
  ok({
    provider,
    publishableKey: null,
    countryCode: 'US',
    currency: 'usd',
    currencies: ['usd', 'eur'],
    parity: 1,
  });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const context: PageContext = {
    viewer: { uid: 'u1', email: 'u@example.com', name: 'U', isAnonymous: false, user: null },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
    payments: 'test',
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/checkout', Component: CheckoutPage },
        { path: '/checkout/confirmation', Component: CheckoutConfirmationPage },
        { path: '*', Component: Where },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('checkout (issue 12)', () => {
  afterEach(() => {
    network.handler = null;
    network.calls = [];
    vi.useRealTimers();
  });

  it("shows the server's lines, and pays the total shown with the way back", async () => {
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('test')
          : path === '/checkout/quote'
            ? ok(quote(2900))
            : path === '/checkout/session'
              ? ok({
                  orderId: 'o1',
                  provider: 'test',
                  clientSecret: null,
                  url: '/checkout/test?session=o1',
                  quote: quote(2900),
                })
              : { status: 404, body: { success: false } };
    renderAt('/checkout?package=starter&return=%2Fapp%2Fupload%3FmodelId%3Dm1%26step%3Dstyles');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$29'));
    expect(screen.getAllByTestId('checkout-line').map((line) => line.textContent)).toEqual([
      'Starter: 30 headshots, 2 styles, 1024 x 1280 pixels',
    ]);
    expect(screen.getByText(en.checkout.returnNote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout/test?session=o1');
    expect(network.calls.find((c) => c.path === '/checkout/session')!.body).toEqual({
      packageId: 'starter',
      currency: 'usd',
      uiMode: 'redirect',
      expectedTotal: 2900,
      returnTo: '/app/upload?modelId=m1&step=styles',
    });
  });

  it('names how many distinct headshots the photos of the model it returns to will give (issue 34 item 4)', async () => {
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('test')
          : path === '/checkout/quote'
            ? ok(quote(2900))
            : path === '/onboarding/photo-check/m1'
              ? ok({
                  engine: 'local',
                  photos: [
                    { path: 'a', use: 'used', crops: ['head-and-shoulders'], someoneElse: false },
                  ],
                  wanted: 15,
                  perStyle: 4,
                  promised: null,
                  shortfall: null,
                })
              : { status: 404, body: { success: false } };
    renderAt('/checkout?package=starter&return=%2Fapp%2Fupload%3FmodelId%3Dm1%26step%3Dstyles');
    expect((await screen.findByTestId('checkout-promise')).textContent).toBe(
      'From the photos you uploaded: 8 distinct headshots of the 30 this package includes. What is not made is refunded automatically.',
    );
  });

  it('sends no way back to another site', async () => {
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('test')
          : path === '/checkout/quote'
            ? ok(quote(2900))
            : { status: 503, body: { success: false, errorMessage: 'Try later' } };
    renderAt('/checkout?package=starter&return=%2F%2Fevil.example');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$29'));
    expect(screen.queryByText(en.checkout.returnNote)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    await screen.findByText('Try later');
    const session = network.calls.find((c) => c.path === '/checkout/session')!;
    expect(session.body).not.toHaveProperty('returnTo');
  });

  it('charges nothing when the total changed: it prices again and says the new total', async () => {
    let quotes = 0;
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('test')
          : path === '/checkout/quote'
            ? ok(quote(++quotes === 1 ? 2900 : 3400))
            : {
                status: 409,
                body: { success: false, code: 'CONFLICT', errorMessage: 'The total changed' },
              };
    renderAt('/checkout?package=starter');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$29'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      en.checkout.totalChanged.replace('{{amount}}', '$34'),
    );
    expect(screen.getByTestId('checkout-total').textContent).toBe('$34');
    expect(screen.getByRole('button', { name: 'Pay $34' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('tabs from the package through currency, coupon and gift card to Pay (issue 20 item 5)', async () => {
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('test')
          : path === '/checkout/quote'
            ? ok(quote(2900))
            : { status: 404, body: { success: false } };
    renderAt('/checkout?package=starter');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$29'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio'));
    const order: (Element | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      screen.getByLabelText(en.checkout.currency),
      screen.getByLabelText(en.checkout.coupon),
      screen.getByLabelText(en.checkout.giftCard),
      screen.getByRole('button', { name: 'Pay $29' }),
    ]);
  });

  it('says buying is switched off, with no button to pay', async () => {
    network.handler = (path) =>
      path === '/checkout/package/package'
        ? ok({ packages: [STARTER] })
        : path === '/checkout/options'
          ? options('off')
          : { status: 404, body: { success: false } };
    renderAt('/checkout?package=starter&return=%2Fapp%2Fupload');
    expect((await screen.findByTestId('buying-off')).textContent).toContain(en.checkout.off);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: catalogues.en.upload.back }).getAttribute('href')).toBe(
      '/app/upload',
    );
  });
});

describe('confirmation (issue 12)', () => {
  afterEach(() => {
    network.handler = null;
    network.calls = [];
    vi.useRealTimers();
  });

  it('continues where the buyer came from, by itself after a moment', async () => {
    network.handler = () => ok(order({ returnTo: '/app/upload?modelId=m1&step=styles' }));
    renderAt('/checkout/confirmation?order=o1');
    const next = await screen.findByRole('link', { name: en.confirmation.continue });
    expect(next.getAttribute('href')).toBe('/app/upload?modelId=m1&step=styles');
    expect(screen.getByText(en.confirmation.returning)).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/app/upload?modelId=m1&step=styles',
    );
  });

  it('stays when the person starts doing something', async () => {
    network.handler = () => ok(order({ returnTo: '/app/upload?modelId=m1&step=styles' }));
    renderAt('/checkout/confirmation?order=o1');
    await screen.findByRole('link', { name: en.confirmation.continue });
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1700)));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('says an expired order was not charged and starts again with the same way back', async () => {
    network.handler = () =>
      ok(order({ status: 'expired', paymentId: null, returnTo: '/app/upload?modelId=m1' }));
    renderAt('/checkout/confirmation?order=o1');
    expect(await screen.findByText(en.confirmation.expired)).toBeTruthy();
    const again = screen.getByRole('link', { name: en.confirmation.startAgain });
    const url = new URL(again.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('package')).toBe('starter');
    expect(url.searchParams.get('return')).toBe('/app/upload?modelId=m1');
  });
});
