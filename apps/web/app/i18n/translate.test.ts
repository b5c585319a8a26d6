import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@hs/domain/locale';
import { catalogues } from './catalogues.ts';
import { createTranslator } from './translate.ts';

// translate.ts replaces i18next in the pages (decision 040): on every text of the real
// catalogues, in every language, it must answer as i18next (kept as a dev dependency for
// this comparison) did with the options the app passed it.

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const COUNTS = [0, 1, 2, 5, 21, 1_000_000, 1.5];

describe.each(LOCALES)('translate.ts answers as i18next in %s', (locale) => {
  const texts = catalogues[locale];
  const reference = i18next.createInstance();
  void reference.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const ours = createTranslator(locale, () => texts);
  const all = keys(texts);
  // A plural family's key as the app asks for it: 'x' for 'x_one' and 'x_other'.
  const bases = [...new Set(all.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];

  it('every key, without options and with each placeholder filled', () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const key of bases) {
      expect(ours.t(key), key).toBe(reference.t(key));
      const text = String(reference.t(key, { count: 2 }));
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 42 : `v-${name}`]));
      expect(ours.t(key, values), key).toBe(reference.t(key, values));
    }
  });

  it('plural forms by count, the count filled in', () => {
    const plural = bases.filter((key) => all.includes(`${key}_other`));
    expect(plural.length).toBeGreaterThan(10);
    for (const key of plural) {
      for (const count of COUNTS) {
        expect(ours.t(key, { count }), `${key} ${count}`).toBe(reference.t(key, { count }));
      }
      // Already formatted: no plural form chosen, only {{count}} filled.
      expect(ours.t(key, { count: '1,000' }), key).toBe(reference.t(key, { count: '1,000' }));
    }
  });

  it('missing keys, default values, missing and empty variables', () => {
    const cases: [string, Record<string, unknown>?][] = [
      ['nothing.here'],
      ['nothing.here', { defaultValue: 'Fallback {{n}}', n: 3 }],
      ['nothing.here', { count: 1 }],
      ['site', {}],
    ];
    const withPlaceholder = bases.find((key) => /\{\{\w+\}\}/.test(String(reference.t(key))));
    expect(withPlaceholder).toBeTruthy();
    cases.push([withPlaceholder!], [withPlaceholder!, { unrelated: 1 }]);
    const name = /\{\{(\w+)\}\}/.exec(String(reference.t(withPlaceholder!)))![1]!;
    cases.push([withPlaceholder!, { [name]: undefined }], [withPlaceholder!, { [name]: '' }]);
    for (const [key, options] of cases) {
      const expected =
        key === 'site'
          ? 'site' // a group of texts: the key (i18next's coming answer; today a sentence)
          : reference.t(key, options);
      expect(ours.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(expected);
    }
  });
});
