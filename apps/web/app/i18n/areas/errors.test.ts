import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, MISSING_ITEMS, REASONS, reasonMessage } from '@hs/contracts/error-reasons';
import { catalogues } from '../catalogues.ts';

const textOf = (locale: 'en' | 'es' | 'de', key: string) =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], {
    errors: catalogues[locale].errors,
  });

const keys = [
  ...REASONS.map((reason) => `errors.${reason}`),
  ...Object.keys(MISSING_ITEMS).map((item) => `errors.missingItems.${item}`),
];

describe('error reasons in the catalogues (issue 13 item 5)', () => {
  it.each(['en', 'es', 'de'] as const)('%s has a text for every reason', (locale) => {
    const missing = keys.filter((key) => typeof textOf(locale, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(['es', 'de'] as const)('%s words every reason differently from English', (locale) => {
    const same = keys.filter((key) => textOf(locale, key) === textOf('en', key));
    expect(same).toEqual([]);
  });

  it('English is the API message, the spec texts verbatim', () => {
    for (const reason of REASONS) {
      const english = String(textOf('en', `errors.${reason}`)).replace(/\{\{(\w+)\}\}/g, '{$1}');
      expect(english, reason).toBe(ERROR_REASONS[reason].message);
    }
    expect(textOf('en', 'errors.coupon.usedUp')).toBe(reasonMessage('coupon.usedUp'));
  });
});
