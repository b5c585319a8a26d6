import { REMIX_DEFAULT_AMOUNT } from './constants.ts';
import type { CurrencyCode } from './currency.ts';

// The upsell basket (spec 001 sections 3, 4 and 5): extra styles and remix credits for a
// model whose headshots are done. Who sees upsells is showUpsells in roles.ts.

/** spec 001 section 3: a style item (styleId, clothingId). */
export interface StyleItem {
  type: 'style';
  styleId: string;
  clothingId: string | null;
}

/** spec 001 section 3: a remix item (amount). */
export interface RemixItem {
  type: 'remix';
  amount: number;
}

export type BasketItem = StyleItem | RemixItem;

/** Items one basket may hold: every style of the catalogue and a remix line fit. */
export const MAX_BASKET_ITEMS = 50;
/** Remix credits one basket may buy. */
export const MAX_REMIX_AMOUNT = 1000;

/**
 * The catalogue prices of one extra style and one remix credit (USD cents, and the
 * currencies with a price of their own); other currencies convert like packages do.
 */
export const UPSELL_PRICES: Record<
  'style' | 'remix',
  { priceUsdCents: number; prices: Partial<Record<CurrencyCode, number>> }
> = {
  style: { priceUsdCents: 900, prices: { eur: 900, gbp: 800, chf: 900 } },
  remix: { priceUsdCents: 100, prices: { eur: 100, gbp: 100, chf: 100 } },
};

/** Headshots one purchased style delivers (spec 001 section 9: photos per style 10). */
export const HEADSHOTS_PER_UPSELL_STYLE = 10;

export const isStyleItem = (item: BasketItem): item is StyleItem => item.type === 'style';

// spec 001 section 4: loading the basket replaces selected styles with the style items
export function selectedStylesOf(items: readonly BasketItem[]): StyleItem[] {
  return items.filter(isStyleItem).map((i) => ({ ...i }));
}

// spec 001 section 4: adding remix credits adds to an existing remix item or appends one
export function addRemixCredits(
  items: readonly BasketItem[],
  amount: number = REMIX_DEFAULT_AMOUNT,
): BasketItem[] {
  const at = items.findIndex((i) => i.type === 'remix');
  if (at === -1) return [...items, { type: 'remix', amount }];
  return items.map((i, n) =>
    n === at && i.type === 'remix' ? { ...i, amount: i.amount + amount } : i,
  );
}

/** Adds a style (with its clothing) or, when it is in the basket already, takes it out. */
export function toggleStyle(
  items: readonly BasketItem[],
  styleId: string,
  clothingId: string | null = null,
): BasketItem[] {
  const has = items.some((i) => isStyleItem(i) && i.styleId === styleId);
  if (has) return items.filter((i) => !(isStyleItem(i) && i.styleId === styleId));
  const style: StyleItem = { type: 'style', styleId, clothingId };
  const remixAt = items.findIndex((i) => i.type === 'remix');
  // Styles first, the remix line last, as the basket shows them.
  return remixAt === -1
    ? [...items, style]
    : [...items.slice(0, remixAt), style, ...items.slice(remixAt)];
}

/** What a basket buys: each style once, and the remix credits summed. */
export function basketContents(items: readonly BasketItem[]): {
  styles: StyleItem[];
  remix: number;
} {
  const seen = new Set<string>();
  const styles: StyleItem[] = [];
  let remix = 0;
  for (const item of items) {
    if (item.type === 'remix') remix += item.amount;
    else if (!seen.has(item.styleId)) {
      seen.add(item.styleId);
      styles.push(item);
    }
  }
  return { styles, remix };
}

/**
 * What a basket costs in minor units: styles beyond the free ones at the style price,
 * remix credits at the remix price.
 */
export function basketTotal(
  contents: { styles: number; remix: number },
  prices: { style: number; remix: number },
  freeStyles: number,
): number {
  const paidStyles = Math.max(0, contents.styles - Math.max(0, freeStyles));
  return paidStyles * prices.style + contents.remix * prices.remix;
}
