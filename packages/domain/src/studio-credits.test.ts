import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CURRENCIES, VISIBLE_CURRENCIES } from './currency.ts';
import {
  STUDIO_CREDIT_PACKS,
  isStudioCreditPack,
  studioCreditPacks,
  studioCreditUnitPrice,
} from './studio-credits.ts';
import { studioPhotoCost } from './studio-cost.ts';

describe('studio credits for sale (decision 029)', () => {
  it('prices each pack at credits times the unit price, in minor units', () => {
    expect(studioCreditPacks('usd')).toEqual([
      { credits: 10, amount: 500 },
      { credits: 25, amount: 1250 },
      { credits: 50, amount: 2500 },
    ]);
    expect(studioCreditPacks('gbp')[0]).toEqual({ credits: 10, amount: 400 });
  });

  it('has a whole, positive price in every currency and parity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VISIBLE_CURRENCIES, ...HIDDEN_CURRENCIES),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        (currency, parity) => {
          const unit = studioCreditUnitPrice(currency, parity);
          expect(Number.isSafeInteger(unit)).toBe(true);
          expect(unit).toBeGreaterThan(0);
          for (const pack of studioCreditPacks(currency, parity)) {
            expect(pack.amount).toBe(pack.credits * unit);
          }
        },
      ),
    );
  });

  it('sells only the packs, each enough for at least one hd photo', () => {
    for (const n of STUDIO_CREDIT_PACKS) {
      expect(isStudioCreditPack(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(studioPhotoCost('hd'));
    }
    for (const n of [0, -10, 11, 10.5, '10', null, 1e9]) expect(isStudioCreditPack(n)).toBe(false);
  });
});
