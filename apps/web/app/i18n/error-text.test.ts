import { describe, expect, it } from 'vitest';
import { reasonMessage } from '@hs/contracts/error-reasons';
import { errorText } from './error-text.ts';
import { getI18n } from './i18n.ts';

const say = (locale: 'en' | 'es' | 'de', said: Parameters<typeof errorText>[2]) =>
  errorText(getI18n(locale).t, locale, said);

describe('errorText', () => {
  it('words the lockout wait in the page language', () => {
    const locked = { reason: 'auth.locked', params: { seconds: 120 }, message: 'x' } as const;
    expect(say('en', locked)).toBe(reasonMessage('auth.locked', { seconds: 120 }));
    expect(say('de', locked)).toContain('für 2 Minuten gesperrt');
    expect(say('es', locked)).toContain('durante 2 minutos');
  });

  it('shows a coupon refusal with its currency', () => {
    const said = {
      reason: 'coupon.otherCurrency',
      params: { currency: 'USD' },
      message: 'x',
    } as const;
    expect(say('es', said)).toBe('Este cupón solo sirve para pagos en USD.');
    expect(say('en', said)).toBe('This coupon only works for payments in USD.');
  });

  it("falls back to the server's message without a reason", () => {
    expect(say('de', { reason: null, params: {}, message: 'Server says no' })).toBe(
      'Server says no',
    );
  });
});
