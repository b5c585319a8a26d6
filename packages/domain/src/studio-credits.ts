import { priceInCurrency, type CurrencyCode } from './currency.ts';

// Studio credits for sale (spec 001 sections 1 and 5: a studio lets a user spend credits;
// 'Not enough credits' opens the credit modal). The spec names no price: one credit costs
// what the catalogue below says (decision 029), bought in one of a few packs.

/** The catalogue price of one studio credit (USD cents, and currencies priced on their own). */
export const STUDIO_CREDIT_PRICE: {
  priceUsdCents: number;
  prices: Partial<Record<CurrencyCode, number>>;
} = { priceUsdCents: 50, prices: { eur: 50, gbp: 40, chf: 50 } };

/** The packs the credit modal offers; the server sells no other amount. */
export const STUDIO_CREDIT_PACKS = [10, 25, 50] as const;
export type StudioCreditPack = (typeof STUDIO_CREDIT_PACKS)[number];

export const isStudioCreditPack = (n: unknown): n is StudioCreditPack =>
  (STUDIO_CREDIT_PACKS as readonly unknown[]).includes(n);

/** What one credit costs in `currency`, minor units (the parity multiplier applied). */
export function studioCreditUnitPrice(currency: CurrencyCode, parity = 1): number {
  return priceInCurrency(STUDIO_CREDIT_PRICE, currency, parity);
}

/** Each pack with its price in `currency`: credits times the unit price. */
export function studioCreditPacks(
  currency: CurrencyCode,
  parity = 1,
): { credits: StudioCreditPack; amount: number }[] {
  const unit = studioCreditUnitPrice(currency, parity);
  return STUDIO_CREDIT_PACKS.map((credits) => ({ credits, amount: credits * unit }));
}
