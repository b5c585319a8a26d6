import { COUNTRY_CURRENCY } from './country-currency.ts';

export type CurrencyCode =
  'usd' | 'eur' | 'cad' | 'aud' | 'gbp' | 'chf' | 'inr' | 'brl' | 'idr' | 'pln' | 'sgd' | 'cny';

export interface CurrencyInfo {
  symbol: string;
  name: string;
  symbol_native: string;
  decimal_digits: number;
  /** Cash rounding step in currency units (0 = none), e.g. 0.05 for CHF. */
  rounding: number;
  code: string;
  name_plural: string;
}

// spec 001 section 3: the bundled currency table (symbol, name, symbol_native,
// decimal_digits, rounding, code, name_plural)
export const CURRENCIES: Record<CurrencyCode, CurrencyInfo> = Object.freeze({
  usd: {
    symbol: '$',
    name: 'US Dollar',
    symbol_native: '$',
    decimal_digits: 2,
    rounding: 0,
    code: 'USD',
    name_plural: 'US dollars',
  },
  eur: {
    symbol: '€',
    name: 'Euro',
    symbol_native: '€',
    decimal_digits: 2,
    rounding: 0,
    code: 'EUR',
    name_plural: 'euros',
  },
  cad: {
    symbol: 'CA$',
    name: 'Canadian Dollar',
    symbol_native: '$',
    decimal_digits: 2,
    rounding: 0,
    code: 'CAD',
    name_plural: 'Canadian dollars',
  },
  aud: {
    symbol: 'AU$',
    name: 'Australian Dollar',
    symbol_native: '$',
    decimal_digits: 2,
    rounding: 0,
    code: 'AUD',
    name_plural: 'Australian dollars',
  },
  gbp: {
    symbol: '£',
    name: 'British Pound Sterling',
    symbol_native: '£',
    decimal_digits: 2,
    rounding: 0,
    code: 'GBP',
    name_plural: 'British pounds sterling',
  },
  chf: {
    symbol: 'CHF',
    name: 'Swiss Franc',
    symbol_native: 'CHF',
    decimal_digits: 2,
    rounding: 0.05,
    code: 'CHF',
    name_plural: 'Swiss francs',
  },
  inr: {
    symbol: 'Rs',
    name: 'Indian Rupee',
    symbol_native: '₹',
    decimal_digits: 2,
    rounding: 0,
    code: 'INR',
    name_plural: 'Indian rupees',
  },
  brl: {
    symbol: 'R$',
    name: 'Brazilian Real',
    symbol_native: 'R$',
    decimal_digits: 2,
    rounding: 0,
    code: 'BRL',
    name_plural: 'Brazilian reals',
  },
  idr: {
    symbol: 'Rp',
    name: 'Indonesian Rupiah',
    symbol_native: 'Rp',
    decimal_digits: 0,
    rounding: 0,
    code: 'IDR',
    name_plural: 'Indonesian rupiahs',
  },
  pln: {
    symbol: 'zł',
    name: 'Polish Zloty',
    symbol_native: 'zł',
    decimal_digits: 2,
    rounding: 0,
    code: 'PLN',
    name_plural: 'Polish zlotys',
  },
  sgd: {
    symbol: 'S$',
    name: 'Singapore Dollar',
    symbol_native: '$',
    decimal_digits: 2,
    rounding: 0,
    code: 'SGD',
    name_plural: 'Singapore dollars',
  },
  cny: {
    symbol: 'CN¥',
    name: 'Chinese Yuan',
    symbol_native: 'CN¥',
    decimal_digits: 2,
    rounding: 0,
    code: 'CNY',
    name_plural: 'Chinese yuan',
  },
});

// spec 001 section 3: visible usd, eur, cad, aud, gbp, chf; hidden inr, brl, idr, pln, sgd, cny
export const VISIBLE_CURRENCIES: readonly CurrencyCode[] = Object.freeze([
  'usd',
  'eur',
  'cad',
  'aud',
  'gbp',
  'chf',
]);
export const HIDDEN_CURRENCIES: readonly CurrencyCode[] = Object.freeze([
  'inr',
  'brl',
  'idr',
  'pln',
  'sgd',
  'cny',
]);

// spec 001 section 3: the locale (country) a hidden currency shows for
export const HIDDEN_CURRENCY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  inr: 'IN',
  brl: 'BR',
  idr: 'ID',
  pln: 'PL',
  sgd: 'SG',
  cny: 'CN',
});

// spec 001 section 9: fallback currency USD
export const FALLBACK_CURRENCY: CurrencyCode = 'usd';
// spec 001 section 9: stored preference key preferedCurrency (spelling as specified)
export const PREFERRED_CURRENCY_KEY = 'preferedCurrency';
/**
 * The same choice as a cookie of the same name, so the server renders it (a page without
 * JavaScript switches currency through a form, issue 20 item 5; decision 047).
 */
export const PREFERRED_CURRENCY_COOKIE = PREFERRED_CURRENCY_KEY;
// spec 001 section 9: currency switch wait 500 ms
export const CURRENCY_SWITCH_WAIT_MS = 500;

export function isCurrencyCode(v: unknown): v is CurrencyCode {
  return typeof v === 'string' && Object.hasOwn(CURRENCIES, v);
}

function normalizeCountry(countryCode?: string | null): string | null {
  const code = countryCode?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

function shownTo(currency: CurrencyCode, country: string | null): boolean {
  const locale = HIDDEN_CURRENCY_COUNTRY[currency];
  return locale === undefined || locale === country;
}

// spec 000 section 9: currency derived from country, fallback usd; spec 001 section 9:
// hidden currencies only for visitors whose country matches the currency's locale
export function currencyForCountry(countryCode?: string | null): CurrencyCode {
  const country = normalizeCountry(countryCode);
  if (!country) return FALLBACK_CURRENCY;
  const code = COUNTRY_CURRENCY[country]?.toLowerCase();
  return isCurrencyCode(code) && shownTo(code, country) ? code : FALLBACK_CURRENCY;
}

/** The currencies a visitor from `countryCode` may pick: the visible six plus their own hidden one. */
export function selectableCurrencies(countryCode?: string | null): CurrencyCode[] {
  const country = normalizeCountry(countryCode);
  return [...VISIBLE_CURRENCIES, ...HIDDEN_CURRENCIES.filter((c) => shownTo(c, country))];
}

/** Whether a stored preference may be used by a visitor from `countryCode`. */
export function isSelectable(
  currency: unknown,
  countryCode?: string | null,
): currency is CurrencyCode {
  return isCurrencyCode(currency) && shownTo(currency, normalizeCountry(countryCode));
}

/**
 * The rounding step in minor units (hundredths, spec 000 section 9: prices are in cents
 * and divided by 100): whole units for 0-decimal currencies, 5 for CHF's 0.05 rounding.
 */
export function roundingStep(currency: CurrencyCode): number {
  const info = CURRENCIES[currency];
  const byDigits = 10 ** Math.max(0, 2 - info.decimal_digits);
  const byRounding = Math.round(info.rounding * 100);
  return Math.max(1, byDigits, byRounding);
}

/**
 * Reference rates (units of the currency per US dollar) for packages that have no price of
 * their own in a currency: the operator sets real prices in the package's price map; these
 * only keep a missing entry from showing the dollar figure with another symbol.
 */
export const USD_REFERENCE_RATES: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  usd: 1,
  eur: 0.92,
  cad: 1.37,
  aud: 1.52,
  gbp: 0.79,
  chf: 0.88,
  inr: 83,
  brl: 5.4,
  idr: 16000,
  pln: 4,
  sgd: 1.34,
  cny: 7.2,
});

/** Whether the package has its own price in `currency` (else it is converted from USD). */
export function hasPriceIn(
  pkg: { prices: Partial<Record<CurrencyCode, number>> },
  currency: CurrencyCode,
): boolean {
  const value = pkg.prices[currency];
  return currency === 'usd' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Price of a package in `currency`, in minor units (hundredths), integer. Uses the
 * package's price for that currency, else its USD price converted at the reference rate
 * and rounded up to a whole unit; multiplies by the parity multiplier (spec 000 section 9,
 * cookie hpai_parity; invalid or missing = 1) and rounds half up to the currency's step.
 */
export function priceInCurrency(
  pkg: { priceUsdCents: number; prices: Partial<Record<CurrencyCode, number>> },
  currency: CurrencyCode,
  parity?: number,
): number {
  const usd = Math.max(0, pkg.priceUsdCents);
  const own = pkg.prices[currency];
  const base =
    currency === 'usd'
      ? usd
      : typeof own === 'number' && Number.isFinite(own)
        ? Math.max(0, own)
        : Math.ceil((usd * USD_REFERENCE_RATES[currency]) / 100 - 1e-9) * 100;
  const multiplier = parity !== undefined && Number.isFinite(parity) && parity > 0 ? parity : 1;
  const step = roundingStep(currency);
  // The epsilon keeps 0.1 * 1990 = 198.99999... from rounding down.
  return Math.round((base * multiplier) / step + 1e-9) * step;
}

/** Parity multiplier from the hpai_parity cookie value: a positive number, else 1. */
export function parseParity(value: string | null | undefined): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 && n <= 10 ? n : 1;
}

/** '$29', '29,90 €', 'CHF 12.50': whole amounts without decimals. */
export function formatPrice(minor: number, currency: CurrencyCode, locale: string): string {
  const info = CURRENCIES[currency];
  const amount = Math.round(minor) / 100;
  const whole = Math.round(minor) % 100 === 0;
  const digits = whole ? 0 : info.decimal_digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: info.code,
    currencyDisplay: 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
