import { formatPrice } from '@hs/domain/currency';
import { LOCALES } from '@hs/domain/locale';
import { describe, expect, it } from 'vitest';
import { refundedMail, type RefundedMailFacts } from './refund-mail.ts';

const facts: RefundedMailFacts = {
  to: 'ann@example.com',
  locale: 'en',
  amount: 2050,
  currency: 'eur',
  test: false,
  reversals: [
    { kind: 'package', granted: 1, reversed: 1, spent: 0 },
    { kind: 'studio_credits', granted: 30, reversed: 12, spent: 18 },
    { kind: 'money_back', granted: 900, reversed: 900, spent: 0 },
  ],
  restored: false,
};

describe('the refund mail (issue 35 item 14)', () => {
  it('says the amount, what was taken back and that it takes a few days', () => {
    const m = refundedMail(facts);
    expect(m).toMatchObject({
      kind: 'refund',
      to: 'ann@example.com',
      subject: 'Your refund of €20.50',
    });
    expect(m.text).toContain('We have refunded €20.50 to the card or account you paid with.');
    expect(m.text).toContain('a headshot package and 12 studio credits.');
    expect(m.text).toContain('It can take a few days to reach your account');
    // A give-back the refund clears is not something the customer bought.
    expect(m.text).not.toMatch(/money|900/);
    expect(m.html).toContain('€20.50');
  });

  it('is written in each language, the amount formatted for it', () => {
    const mails = LOCALES.map((locale) => refundedMail({ ...facts, locale }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LOCALES.length);
    expect(new Set(mails.map((m) => m.text)).size).toBe(LOCALES.length);
    LOCALES.forEach((locale, i) => {
      expect(mails[i]!.subject).toContain(formatPrice(2050, 'eur', locale));
    });
    expect(mails[1]!.text).toContain('un paquete de retratos y 12 créditos de estudio');
    expect(mails[2]!.text).toContain('ein Porträt-Paket und 12 Studio-Credits');
  });

  it('says when nothing was left to take back or to pay, and marks test mode', () => {
    const m = refundedMail({
      ...facts,
      amount: 0,
      test: true,
      reversals: [{ kind: 'package', granted: 1, reversed: 0, spent: 1 }],
      restored: true,
    });
    expect(m.subject).toBe('[TEST] Your refund of €0');
    expect(m.text).toContain('no money was left to pay back');
    expect(m.text).not.toContain('a few days');
    expect(m.text).toContain('nothing was taken back');
    expect(m.text).toContain('The coupon or gift card you paid with can be used again.');
    expect(m.text).toContain('Test mode');
  });
});
