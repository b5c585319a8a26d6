import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_CURRENCY } from './country-currency.ts';
import {
  CURRENCIES,
  HIDDEN_CURRENCIES,
  HIDDEN_CURRENCY_COUNTRY,
  VISIBLE_CURRENCIES,
  currencyForCountry,
  formatPrice,
  hasPriceIn,
  isCurrencyCode,
  isSelectable,
  parseParity,
  priceInCurrency,
  roundingStep,
  selectableCurrencies,
  type CurrencyCode,
} from './currency.ts';

const codes = Object.keys(CURRENCIES) as CurrencyCode[];
const currency = fc.constantFrom(...codes);
const cents = fc.integer({ min: 0, max: 10_000_000 });
const parity = fc.double({ min: 0.01, max: 5, noNaN: true });
const pkg = fc.record({
  priceUsdCents: cents,
  prices: fc.dictionary(currency, cents) as fc.Arbitrary<Partial<Record<CurrencyCode, number>>>,
});
const country = fc.constantFrom(...Object.keys(COUNTRY_CURRENCY));

describe('currency table', () => {
  it('has the twelve allowed currencies, six visible and six hidden', () => {
    expect(codes).toHaveLength(12);
    expect([...VISIBLE_CURRENCIES]).toEqual(['usd', 'eur', 'cad', 'aud', 'gbp', 'chf']);
    expect([...HIDDEN_CURRENCIES]).toEqual(['inr', 'brl', 'idr', 'pln', 'sgd', 'cny']);
    for (const code of codes) expect(CURRENCIES[code].code).toBe(code.toUpperCase());
  });

  it('maps about 250 country codes', () => {
    expect(Object.keys(COUNTRY_CURRENCY).length).toBeGreaterThanOrEqual(245);
  });

  it('recognises only allowed codes', () => {
    expect(isCurrencyCode('eur')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
    expect(isCurrencyCode('jpy')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});

describe('currencyForCountry', () => {
  it('derives the currency of the country', () => {
    expect(currencyForCountry('DE')).toBe('eur');
    expect(currencyForCountry('ch')).toBe('chf');
    expect(currencyForCountry('GB')).toBe('gbp');
    expect(currencyForCountry('CA')).toBe('cad');
    expect(currencyForCountry('AU')).toBe('aud');
    expect(currencyForCountry('IN')).toBe('inr');
    expect(currencyForCountry('BR')).toBe('brl');
  });

  it('falls back to usd for unknown, missing or unsold currencies', () => {
    expect(currencyForCountry()).toBe('usd');
    expect(currencyForCountry(null)).toBe('usd');
    expect(currencyForCountry('')).toBe('usd');
    expect(currencyForCountry('JP')).toBe('usd');
    expect(currencyForCountry('ZZ')).toBe('usd');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const c = currencyForCountry(s);
        expect(isCurrencyCode(c)).toBe(true);
      }),
    );
  });

  it('gives a hidden currency only to its own country', () => {
    fc.assert(
      fc.property(country, (cc) => {
        const c = currencyForCountry(cc);
        if (HIDDEN_CURRENCIES.includes(c)) expect(HIDDEN_CURRENCY_COUNTRY[c]).toBe(cc);
        expect(selectableCurrencies(cc)).toContain(c);
      }),
    );
  });
});

describe('selectableCurrencies', () => {
  it('is the visible six for most countries', () => {
    expect(selectableCurrencies('US')).toEqual([...VISIBLE_CURRENCIES]);
    expect(selectableCurrencies(null)).toEqual([...VISIBLE_CURRENCIES]);
  });

  it('adds the hidden currency of the matching country only', () => {
    expect(selectableCurrencies('PL')).toEqual([...VISIBLE_CURRENCIES, 'pln']);
    expect(selectableCurrencies('sg')).toEqual([...VISIBLE_CURRENCIES, 'sgd']);
    fc.assert(
      fc.property(fc.oneof(country, fc.string()), (cc) => {
        const list = selectableCurrencies(cc);
        for (const hidden of HIDDEN_CURRENCIES) {
          expect(list.includes(hidden)).toBe(
            HIDDEN_CURRENCY_COUNTRY[hidden] === cc.trim().toUpperCase(),
          );
          expect(isSelectable(hidden, cc)).toBe(list.includes(hidden));
        }
      }),
    );
  });
});

describe('priceInCurrency', () => {
  it('returns integers on the currency rounding step', () => {
    fc.assert(
      fc.property(pkg, currency, fc.option(parity, { nil: undefined }), (p, c, m) => {
        const price = priceInCurrency(p, c, m);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price % roundingStep(c)).toBe(0);
      }),
    );
  });

  it('uses the step of the table', () => {
    expect(roundingStep('usd')).toBe(1);
    expect(roundingStep('chf')).toBe(5);
    expect(roundingStep('idr')).toBe(100);
    expect(priceInCurrency({ priceUsdCents: 2900, prices: { chf: 2683 } }, 'chf')).toBe(2685);
    expect(priceInCurrency({ priceUsdCents: 2900, prices: { idr: 45_999_950 } }, 'idr')).toBe(
      46_000_000,
    );
  });

  it('uses the currency price, else the USD price converted and rounded up to a whole unit', () => {
    const p = { priceUsdCents: 2900, prices: { eur: 2700 } };
    expect(priceInCurrency(p, 'eur')).toBe(2700);
    expect(priceInCurrency(p, 'usd')).toBe(2900);
    expect(priceInCurrency(p, 'gbp')).toBe(2300); // 29 x 0.79 = 22.91 -> 23
    expect(priceInCurrency(p, 'brl')).toBe(15_700); // 29 x 5.4 = 156.6 -> 157
    expect(priceInCurrency(p, 'idr')).toBe(46_400_000);
    expect(hasPriceIn(p, 'eur')).toBe(true);
    expect(hasPriceIn(p, 'gbp')).toBe(false);
  });

  it('applies the parity multiplier, ignoring invalid ones', () => {
    const p = { priceUsdCents: 1990, prices: {} };
    expect(priceInCurrency(p, 'usd', 0.1)).toBe(199);
    expect(priceInCurrency(p, 'usd', 0.5)).toBe(995);
    expect(priceInCurrency(p, 'usd', Number.NaN)).toBe(1990);
    expect(priceInCurrency(p, 'usd', -1)).toBe(1990);
    expect(priceInCurrency(p, 'usd', 0)).toBe(1990);
  });

  it('is monotonic in the parity multiplier', () => {
    fc.assert(
      fc.property(pkg, currency, parity, parity, (p, c, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(priceInCurrency(p, c, lo)).toBeLessThanOrEqual(priceInCurrency(p, c, hi));
      }),
    );
  });

  it('reads the parity cookie', () => {
    expect(parseParity('0.6')).toBe(0.6);
    expect(parseParity(undefined)).toBe(1);
    expect(parseParity('abc')).toBe(1);
    expect(parseParity('-2')).toBe(1);
    expect(parseParity('0')).toBe(1);
  });
});

describe('formatPrice', () => {
  it('formats per locale and currency, whole amounts without decimals', () => {
    expect(formatPrice(2900, 'usd', 'en')).toBe('$29');
    expect(formatPrice(2950, 'usd', 'en')).toBe('$29.50');
    expect(formatPrice(2950, 'eur', 'de')).toBe('29,50\u00a0€');
    expect(formatPrice(2900, 'eur', 'es')).toBe('29\u00a0€');
    expect(formatPrice(2900, 'gbp', 'en')).toBe('£29');
    expect(formatPrice(4_600_000, 'idr', 'en')).toBe('IDR\u00a046,000');
  });

  it('always names the amount', () => {
    fc.assert(
      fc.property(cents, currency, fc.constantFrom('en', 'es', 'de'), (m, c, l) => {
        expect(formatPrice(m, c, l)).toMatch(/\d/);
      }),
    );
  });
});
