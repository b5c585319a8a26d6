import { useCallback } from 'react';
import { formatPrice, priceInCurrency, type CurrencyCode } from '@hs/domain/currency';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';

export interface PricedPackage {
  priceUsdCents: number;
  prices: Partial<Record<CurrencyCode, number>>;
}

/**
 * Formats package prices in the visitor's currency with the parity multiplier applied;
 * components using it re-render when the currency changes.
 */
export function usePrice(): (pkg: PricedPackage) => string {
  const { currency, parity } = useCurrency();
  const locale = useLocale();
  return useCallback(
    (pkg: PricedPackage) => formatPrice(priceInCurrency(pkg, currency, parity), currency, locale),
    [currency, parity, locale],
  );
}
