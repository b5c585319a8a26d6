import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage, normalizeCountryCode } from './location.ts';

describe('countryFromAcceptLanguage', () => {
  it('takes the region of the most preferred tag that has one', () => {
    expect(countryFromAcceptLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('CH');
    expect(countryFromAcceptLanguage('en;q=0.9,es-MX;q=0.8')).toBe('MX');
    expect(countryFromAcceptLanguage('fr;q=0.5, pt-BR;q=0.9')).toBe('BR');
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
  });

  it('answers null without a region', () => {
    expect(countryFromAcceptLanguage('en')).toBeNull();
    expect(countryFromAcceptLanguage('')).toBeNull();
    expect(countryFromAcceptLanguage(null)).toBeNull();
    expect(countryFromAcceptLanguage('es-419')).toBeNull();
  });

  it('never throws and answers two capital letters or null', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const c = countryFromAcceptLanguage(s);
        expect(c === null || /^[A-Z]{2}$/.test(c)).toBe(true);
      }),
    );
  });
});

describe('normalizeCountryCode', () => {
  it('keeps real codes and drops unknowns', () => {
    expect(normalizeCountryCode(' nl ')).toBe('NL');
    expect(normalizeCountryCode('XX')).toBeNull();
    expect(normalizeCountryCode('T1')).toBeNull();
    expect(normalizeCountryCode(undefined)).toBeNull();
  });
});
