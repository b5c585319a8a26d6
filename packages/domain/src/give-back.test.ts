import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  giveBackPlan,
  promisedHeadshots,
  refundableAfterGiveBacks,
  styleGiveBackPlan,
  unitShareOfPayment,
} from './give-back.ts';

describe('promisedHeadshots', () => {
  it('caps each style at the distinct photos the uploads give', () => {
    expect(promisedHeadshots({ headshots: 50, styles: 4, perStyle: 5 })).toBe(20);
    expect(promisedHeadshots({ headshots: 50, styles: 4, perStyle: 12 })).toBe(48);
    expect(promisedHeadshots({ headshots: 50, styles: 4, perStyle: 0 })).toBe(0);
  });

  it('is the whole plan for an engine that draws new images', () => {
    expect(promisedHeadshots({ headshots: 50, styles: 4, perStyle: null })).toBe(50);
  });
});

describe('giveBackPlan', () => {
  it('gives nothing back when the promise is kept', () => {
    expect(giveBackPlan({ promised: 20, shown: 20, paid: 3900 })).toMatchObject({
      kind: 'none',
      givenBack: 0,
      amount: 0,
    });
  });

  it('returns the whole run when nothing is shown, paid or not', () => {
    expect(giveBackPlan({ promised: 20, shown: 0, paid: 3900 }).kind).toBe('run');
    expect(giveBackPlan({ promised: 20, shown: 0, paid: null }).kind).toBe('run');
  });

  it('returns the unmade share of what was paid, rounded down', () => {
    expect(giveBackPlan({ promised: 50, shown: 4, paid: 3900 })).toEqual({
      promised: 50,
      shown: 4,
      givenBack: 46,
      kind: 'money',
      amount: 3588,
    });
    expect(giveBackPlan({ promised: 3, shown: 2, paid: 100 }).amount).toBe(33);
  });

  it('returns studio credits for an unpaid run', () => {
    expect(giveBackPlan({ promised: 10, shown: 7, paid: null })).toMatchObject({
      kind: 'credits',
      amount: 3,
    });
  });

  it('refuses amounts that are not whole numbers', () => {
    expect(() => giveBackPlan({ promised: -1, shown: 0, paid: 0 })).toThrow(RangeError);
    expect(() => giveBackPlan({ promised: 1, shown: 0.5, paid: 0 })).toThrow(RangeError);
  });

  it('keeps shown + given back = promised and never returns more than was paid', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.option(fc.nat(1e6)), (promised, shown, paid) => {
        const plan = giveBackPlan({ promised, shown, paid });
        expect(plan.shown + plan.givenBack).toBe(promised);
        if (plan.kind === 'money') {
          expect(plan.amount).toBeGreaterThan(0);
          expect(plan.amount).toBeLessThanOrEqual(paid ?? 0);
        }
      }),
    );
  });
});

describe('unitShareOfPayment', () => {
  it('spreads a discounted payment over the lines by their amounts', () => {
    expect(
      unitShareOfPayment({
        paymentTotal: 3000,
        lineAmount: 3900,
        lineQuantity: 1,
        linesTotal: 3900,
      }),
    ).toBe(3000);
    expect(
      unitShareOfPayment({
        paymentTotal: 4900,
        lineAmount: 3900,
        lineQuantity: 1,
        linesTotal: 4900,
      }),
    ).toBe(3900);
    expect(
      unitShareOfPayment({
        paymentTotal: 7800,
        lineAmount: 7800,
        lineQuantity: 2,
        linesTotal: 7800,
      }),
    ).toBe(3900);
    expect(
      unitShareOfPayment({ paymentTotal: 0, lineAmount: 3900, lineQuantity: 1, linesTotal: 3900 }),
    ).toBe(0);
  });
});

describe('refundableAfterGiveBacks', () => {
  it('never refunds more than is left of the payment', () => {
    expect(refundableAfterGiveBacks(3900, 3588)).toBe(312);
    expect(refundableAfterGiveBacks(3900, 5000)).toBe(0);
    expect(refundableAfterGiveBacks(3900, 0)).toBe(3900);
  });
});

describe('styleGiveBackPlan', () => {
  it("returns a style's unmade share as a run does", () => {
    expect(styleGiveBackPlan({ promised: 10, shown: 7, paid: 900 })).toMatchObject({
      kind: 'money',
      givenBack: 3,
      amount: 270,
    });
  });

  it('returns all the style cost when it shows nothing, never more', () => {
    expect(styleGiveBackPlan({ promised: 10, shown: 0, paid: 900 })).toMatchObject({
      kind: 'money',
      givenBack: 10,
      amount: 900,
    });
    expect(styleGiveBackPlan({ promised: 10, shown: 0, paid: null })).toMatchObject({
      kind: 'credits',
      amount: 10,
    });
  });

  it('never returns more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (promised, shown, paid) => {
          const plan = styleGiveBackPlan({ promised, shown, paid });
          expect(plan.shown + plan.givenBack).toBe(promised);
          expect(plan.kind === 'money' ? plan.amount : 0).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });
});

describe('a refunded payment', () => {
  it('gives nothing more back, whatever was shown: its refund returned it all', () => {
    for (const shown of [0, 3, 10]) {
      expect(giveBackPlan({ promised: 10, shown, paid: 900, refunded: true })).toMatchObject({
        kind: 'none',
        amount: 0,
      });
      expect(styleGiveBackPlan({ promised: 10, shown, paid: 900, refunded: true })).toMatchObject({
        kind: 'none',
        amount: 0,
      });
    }
  });
});
