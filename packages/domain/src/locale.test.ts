import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromPath, localizePath, stripLocale } from './locale.ts';

describe('locale paths', () => {
  it('reads the locale from the prefix', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/de/pricing')).toBe('de');
    expect(localeFromPath('/en/pricing')).toBe('en');
    expect(localeFromPath('/design-system')).toBe('en');
  });

  it('localizes and strips', () => {
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/es', 'en')).toBe('/');
    expect(localizePath('/es/pricing', 'de')).toBe('/de/pricing');
    expect(stripLocale('/de')).toBe('/');
  });

  it('round-trips any path through any locale', () => {
    const segment = fc
      .stringMatching(/^[a-z][a-z0-9-]{0,10}$/)
      .filter((s) => s !== 'es' && s !== 'de');
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(...LOCALES),
        (parts, locale) => {
          const path = `/${parts.join('/')}`;
          const localized = localizePath(path, locale);
          expect(localeFromPath(localized)).toBe(locale);
          expect(stripLocale(localized)).toBe(path);
        },
      ),
    );
  });
});
