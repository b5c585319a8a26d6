import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation catalogues', () => {
  const english = keys(catalogues.en).sort();

  it.each(['es', 'de'] as const)('%s has exactly the English keys', (locale) => {
    const other = keys(catalogues[locale]).sort();
    expect(other.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !other.includes(k))).toEqual([]);
  });

  it.each(['en', 'es', 'de'] as const)('%s has no empty texts', (locale) => {
    const empty = keys(catalogues[locale]).filter((k) => {
      const v = k
        .split('.')
        .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogues[locale]);
      return typeof v !== 'string' || v.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps the interpolation placeholders of English in every locale', () => {
    for (const key of english) {
      const get = (c: unknown) =>
        String(key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], c));
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(get(catalogues.es)), key).toEqual(placeholders(get(catalogues.en)));
      expect(placeholders(get(catalogues.de)), key).toEqual(placeholders(get(catalogues.en)));
    }
  });
});
