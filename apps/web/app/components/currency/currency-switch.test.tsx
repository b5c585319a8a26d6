import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { localeFromPath } from '@hs/domain/locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { CurrencySwitch } from './currency-switch.tsx';
import { usePrice } from './use-price.ts';

const PACKAGE = { priceUsdCents: 2900, prices: { eur: 2700, gbp: 2400, inr: 199_900 } };

function PriceTag() {
  const price = usePrice();
  return <p data-testid="price">{price(PACKAGE)}</p>;
}

function renderAt(
  url: string,
  countryCode: string | null = null,
  parity?: number,
  currency: PageContext['currency'] = null,
) {
  const context: PageContext = {
    viewer: null,
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
    countryCode,
    parity,
    currency,
  };
  // The header's switch and the phone drawer's, as on every public page.
  const Page = () => (
    <>
      <CurrencySwitch />
      <CurrencySwitch side="above" />
      <PriceTag />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/pricing', Component: Page },
        { path: '/de/pricing', Component: Page },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(localeFromPath(url))}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('currency switch', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = 'hpai_parity=; max-age=0; path=/';
    document.cookie = 'preferedCurrency=; max-age=0; path=/';
  });

  it('shows usd by default and switches every price, with the loader for 500 ms', async () => {
    renderAt('/pricing');
    expect((await screen.findByTestId('price')).textContent).toContain('$29');
    vi.useFakeTimers();
    const menu = document.querySelector('details')!;
    menu.open = true;
    fireEvent.click(screen.getAllByRole('button', { name: /EUR/ })[0]!);
    expect(menu.open).toBe(false);
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    // One loader, from the switch that was used.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Switching currency...');
    expect(screen.getByTestId('price').textContent).toContain('€27');
    expect(window.localStorage.getItem('preferedCurrency')).toBe('eur');
    // The server renders the next page in it too (decision 047).
    expect(document.cookie).toContain('preferedCurrency=eur');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(screen.getByRole('status').textContent).toContain('Switching currency...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText('Switching currency...')).toBeNull();
  });

  it("derives the currency from the visitor's country and formats in the page language", async () => {
    renderAt('/de/pricing', 'DE');
    expect((await screen.findByTestId('price')).textContent).toContain('27\u00a0€');
  });

  it('offers a hidden currency only to its own country', async () => {
    renderAt('/pricing', 'IN');
    expect((await screen.findByTestId('price')).textContent).toContain('₹1,999');
    expect(screen.getAllByRole('button', { name: /INR/ })).toHaveLength(2);
  });

  it('hides hidden currencies from other countries, even when stored', async () => {
    window.localStorage.setItem('preferedCurrency', 'inr');
    renderAt('/pricing', 'US');
    expect((await screen.findByTestId('price')).textContent).toContain('$29');
    expect(screen.queryByRole('button', { name: /INR/ })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(12);
  });

  it('without JavaScript, each currency is a button of a GET form to /currency that comes back here', async () => {
    renderAt('/de/pricing?coupon=x', 'DE');
    const [euro] = await screen.findAllByRole('button', { name: /EUR/ });
    const form = euro!.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/currency');
    expect(euro!.getAttribute('name')).toBe('to');
    expect(euro!.getAttribute('value')).toBe('eur');
    expect(euro!.getAttribute('aria-current')).toBe('true');
    expect((form.elements.namedItem('back') as HTMLInputElement).value).toBe(
      '/de/pricing?coupon=x',
    );
  });

  it('prefers the currency chosen in its cookie to the one stored before the cookie', async () => {
    window.localStorage.setItem('preferedCurrency', 'eur');
    document.cookie = 'preferedCurrency=gbp; path=/';
    renderAt('/pricing', 'US', undefined, 'gbp');
    expect((await screen.findByTestId('price')).textContent).toContain('£24');
  });

  it('applies the parity multiplier the server verified', async () => {
    renderAt('/pricing', null, 0.5);
    expect((await screen.findByTestId('price')).textContent).toContain('$14.50');
  });

  it('ignores a parity cookie the server did not verify', async () => {
    document.cookie = 'hpai_parity=0.5; path=/';
    renderAt('/pricing');
    expect((await screen.findByTestId('price')).textContent).toContain('$29');
  });
});
