import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMIX_DEFAULT_AMOUNT } from './constants.ts';
import {
  addRemixCredits,
  basketContents,
  basketTotal,
  selectedStylesOf,
  toggleStyle,
  type BasketItem,
} from './upsell.ts';

const item: fc.Arbitrary<BasketItem> = fc.oneof(
  fc.record({
    type: fc.constant('style' as const),
    styleId: fc.constantFrom('office', 'studio-grey', 'outdoor'),
    clothingId: fc.option(fc.constantFrom('suit', 'blazer'), { nil: null }),
  }),
  fc.record({ type: fc.constant('remix' as const), amount: fc.integer({ min: 1, max: 100 }) }),
);

describe('upsell basket (spec 001 sections 4 and 9)', () => {
  it('loading replaces the selected styles with the style items, in order', () => {
    const items: BasketItem[] = [
      { type: 'style', styleId: 'office', clothingId: 'suit' },
      { type: 'remix', amount: 10 },
      { type: 'style', styleId: 'outdoor', clothingId: null },
    ];
    expect(selectedStylesOf(items)).toEqual([
      { type: 'style', styleId: 'office', clothingId: 'suit' },
      { type: 'style', styleId: 'outdoor', clothingId: null },
    ]);
  });

  it('adds remix credits to the existing remix item, else appends one of 10 by default', () => {
    expect(REMIX_DEFAULT_AMOUNT).toBe(10);
    const once = addRemixCredits([{ type: 'style', styleId: 'office', clothingId: null }]);
    expect(once).toEqual([
      { type: 'style', styleId: 'office', clothingId: null },
      { type: 'remix', amount: 10 },
    ]);
    expect(addRemixCredits(once, 5)).toEqual([
      { type: 'style', styleId: 'office', clothingId: null },
      { type: 'remix', amount: 15 },
    ]);
  });

  it('keeps at most one remix item, whose amount grows by exactly what was added', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.integer({ min: 1, max: 50 }), (items, n) => {
        const before = basketContents(items).remix;
        const one: BasketItem[] = items.filter((i) => i.type === 'style');
        if (before) one.push({ type: 'remix', amount: before });
        const after = addRemixCredits(one, n);
        expect(after.filter((i) => i.type === 'remix')).toHaveLength(1);
        expect(basketContents(after).remix).toBe(before + n);
      }),
    );
  });

  it('toggles a style in and out, never twice, keeping the remix line last', () => {
    const withRemix = addRemixCredits([]);
    const added = toggleStyle(withRemix, 'office', 'suit');
    expect(added).toEqual([
      { type: 'style', styleId: 'office', clothingId: 'suit' },
      { type: 'remix', amount: 10 },
    ]);
    expect(toggleStyle(added, 'office')).toEqual(withRemix);
  });

  it('counts each style once and prices only styles beyond the free ones', () => {
    const contents = basketContents([
      { type: 'style', styleId: 'office', clothingId: null },
      { type: 'style', styleId: 'office', clothingId: 'suit' },
      { type: 'style', styleId: 'outdoor', clothingId: null },
      { type: 'remix', amount: 10 },
    ]);
    expect(contents.styles.map((s) => s.styleId)).toEqual(['office', 'outdoor']);
    const counts = { styles: contents.styles.length, remix: contents.remix };
    expect(basketTotal(counts, { style: 900, remix: 100 }, 0)).toBe(2800);
    expect(basketTotal(counts, { style: 900, remix: 100 }, 1)).toBe(1900);
    expect(basketTotal(counts, { style: 900, remix: 100 }, 5)).toBe(1000);
    fc.assert(
      fc.property(fc.nat(20), fc.nat(100), fc.integer({ min: -5, max: 30 }), (s, r, free) => {
        const total = basketTotal({ styles: s, remix: r }, { style: 900, remix: 100 }, free);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(s * 900 + r * 100);
      }),
    );
  });
});
