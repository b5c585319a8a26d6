import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Basket, BasketView } from '@hs/contracts/upsell';
import type { Database } from '@hs/db/database';
import {
  catalogueItem,
  checkoutOrder,
  headshot,
  job,
  ledgerLot,
  orderLine,
  style,
  upsellBasket,
} from '@hs/db/schema';
import { priceInCurrency, type CurrencyCode } from '@hs/domain/currency';
import { showUpsells } from '@hs/domain/roles';
import {
  HEADSHOTS_PER_UPSELL_STYLE,
  UPSELL_PRICES,
  basketContents,
  type BasketItem,
} from '@hs/domain/upsell';
import type { AppUserRow } from '../auth/viewer.ts';
import type { LinePricer, PricedLine } from '../billing/pricing.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { ownModel, type ModelRow } from '../onboarding/models.ts';

// The upsell basket service (spec 001 sections 3, 4, 5 and 7; spec 000 section 6): one
// basket per model, saved as its owner edits it, priced only at checkout from the catalogue.

/** What one purchased style delivers; the order line's terms and the lot's. */
export interface UpsellStyleTerms {
  modelId: string;
  styleId: string;
  clothingId: string | null;
  headshots: number;
}

/** spec 000 section 6: upsells for non team members, non model accounts, outside holiday mode. */
export async function upsellsShown(services: Services, user: AppUserRow): Promise<boolean> {
  const { holidayMode } = await services.parameters.get();
  return showUpsells(user, { holidayMode: holidayMode.enabled });
}

export function unitPrices(currency: CurrencyCode, parity: number) {
  return {
    style: priceInCurrency(UPSELL_PRICES.style, currency, parity),
    remix: priceInCurrency(UPSELL_PRICES.remix, currency, parity),
  };
}

/** Style slots granted without a model (staff, rewards): styles the person may add free. */
async function freeStyleLots(db: Database, uid: string, lock: boolean) {
  const query = db
    .select()
    .from(ledgerLot)
    .where(
      and(
        eq(ledgerLot.uid, uid),
        eq(ledgerLot.kind, 'style_slots'),
        isNull(ledgerLot.terms),
        sql`${ledgerLot.balance} > 0`,
      ),
    )
    .orderBy(asc(ledgerLot.createdAt));
  return lock ? query.for('update') : query;
}

const EMPTY: Basket = { items: [], appearance: {} };

async function storedBasket(db: Database, modelId: string): Promise<Basket> {
  const [row] = await db.select().from(upsellBasket).where(eq(upsellBasket.modelId, modelId));
  return row ? { items: row.items as Basket['items'], appearance: row.appearance } : EMPTY;
}

/**
 * Checks a basket against the catalogue and the model: known styles and clothing, none the
 * model has already; answers it with each style once and one remix item at most.
 */
async function checkedItems(db: Database, row: ModelRow, items: BasketItem[]) {
  const { styles, remix } = basketContents(items);
  if (styles.length && row.status !== 'ready') throw new AppError('basket.modelNotReady');
  const owned = styles.length ? await ownedStylesOf(db, row) : [];
  const styleIds = styles.map((s) => s.styleId);
  const known = styleIds.length
    ? await db
        .select()
        .from(style)
        .where(and(inArray(style.id, styleIds), eq(style.enabled, true)))
    : [];
  const clothingIds = styles.flatMap((s) => (s.clothingId ? [s.clothingId] : []));
  const clothing = clothingIds.length
    ? await db
        .select({ id: catalogueItem.id })
        .from(catalogueItem)
        .where(
          and(
            inArray(catalogueItem.id, clothingIds),
            eq(catalogueItem.kind, 'clothing'),
            eq(catalogueItem.enabled, true),
          ),
        )
    : [];
  for (const s of styles) {
    if (!known.some((k) => k.id === s.styleId)) {
      throw new AppError('basket.unknownStyle', { styleId: s.styleId });
    }
    if (s.clothingId && !clothing.some((c) => c.id === s.clothingId)) {
      throw new AppError('basket.unknownClothing', { clothingId: s.clothingId });
    }
    if (owned.includes(s.styleId)) throw new AppError('basket.styleOwned', { styleId: s.styleId });
  }
  const checked: BasketItem[] = [...styles];
  if (remix > 0) checked.push({ type: 'remix', amount: remix });
  return { items: checked, styles, remix, names: new Map(known.map((k) => [k.id, k.name])) };
}

/**
 * Styles paid for this model whose slot is not spent yet: the generation job spends it when
 * the style's headshots are saved (generation/generate-upsell.ts), so these are in progress,
 * or failed when the order's job gave up. A refunded slot (balance 0) is not listed.
 */
/** Lines paid for this model whose style slot is not spent yet (being made, or given up). */
async function paidUnmade(db: Database, uid: string, modelId: string) {
  return db
    .select({ orderId: orderLine.orderId, terms: orderLine.terms, name: style.name })
    .from(orderLine)
    .innerJoin(checkoutOrder, eq(checkoutOrder.id, orderLine.orderId))
    .innerJoin(ledgerLot, eq(ledgerLot.orderLineId, orderLine.id))
    .leftJoin(style, eq(style.id, sql`${orderLine.terms}->>'styleId'`))
    .where(
      and(
        eq(checkoutOrder.uid, uid),
        eq(checkoutOrder.status, 'paid'),
        eq(orderLine.kind, 'upsell_style'),
        eq(orderLine.ref, modelId),
        sql`${ledgerLot.balance} > 0`,
      ),
    )
    .orderBy(asc(checkoutOrder.createdAt), asc(orderLine.sort));
}

/** Styles the model has, or is paid for and being made: none can be bought again. */
async function ownedStylesOf(db: Database, row: ModelRow): Promise<string[]> {
  const paid = await paidUnmade(db, row.uid, row.id);
  const made = paid.map((l) => (l.terms as unknown as UpsellStyleTerms).styleId);
  return [...new Set([...row.styles, ...made])];
}

async function makingStyles(db: Database, uid: string, modelId: string) {
  const lines = await paidUnmade(db, uid, modelId);
  if (lines.length === 0) return [];
  const made = await db
    .select({ style: headshot.style, n: count() })
    .from(headshot)
    .where(eq(headshot.modelId, modelId))
    .groupBy(headshot.style);
  const keys = [...new Set(lines.map((l) => `upsell:${l.orderId}`))];
  const jobs = await db
    .select({ key: job.key, status: job.status })
    .from(job)
    .where(inArray(job.key, keys));
  const gaveUp = (orderId: string) => {
    const mine = jobs.filter((j) => j.key === `upsell:${orderId}`);
    return (
      mine.some((j) => j.status === 'failed') &&
      !mine.some((j) => j.status === 'queued' || j.status === 'running')
    );
  };
  return lines.map((l) => {
    const terms = l.terms as unknown as UpsellStyleTerms;
    return {
      styleId: terms.styleId,
      name: l.name ?? terms.styleId,
      made: Math.min(terms.headshots, made.find((m) => m.style === terms.styleId)?.n ?? 0),
      of: terms.headshots,
      failed: gaveUp(l.orderId),
    };
  });
}

export async function basketView(
  services: Services,
  user: AppUserRow,
  modelId: string,
  currency: CurrencyCode,
  parity: number,
): Promise<BasketView> {
  const { db } = services.database;
  const row = await ownModel(db, user.uid, modelId);
  const lots = await freeStyleLots(db, user.uid, false);
  return {
    basket: await storedBasket(db, modelId),
    prices: unitPrices(currency, parity),
    currency,
    freeStyles: lots.reduce((sum, l) => sum + l.balance, 0),
    visible: await upsellsShown(services, user),
    ownedStyles: await ownedStylesOf(db, row),
    modelReady: row.status === 'ready',
    making: await makingStyles(db, user.uid, modelId),
  };
}

/** spec 001 section 7: POST /upsell/basket saves what its owner means to buy. */
export async function saveBasket(
  services: Services,
  user: AppUserRow,
  modelId: string,
  basket: Basket,
): Promise<void> {
  const { db } = services.database;
  const row = await ownModel(db, user.uid, modelId);
  if (!(await upsellsShown(services, user))) throw new AppError('upsell.unavailable');
  const { items } = await checkedItems(db, row, basket.items);
  const values = { items, appearance: basket.appearance, updatedAt: new Date() };
  await db
    .insert(upsellBasket)
    .values({ modelId, uid: user.uid, ...values })
    .onConflictDoUpdate({ target: upsellBasket.modelId, set: values });
}

/**
 * The basket's order lines, priced in the checkout's transaction: one `upsell_style` line
 * per style (free while the person has granted style slots, which the order holds), one
 * `remix_credits` line. Nothing the client sent is a price.
 */
export function basketPricer(user: AppUserRow, modelId: string): LinePricer {
  return async (tx, { currency, parity, lock }) => {
    const row = await ownModel(tx, user.uid, modelId);
    const { styles, remix, names } = await checkedItems(
      tx,
      row,
      (await storedBasket(tx, modelId)).items,
    );
    if (styles.length === 0 && remix === 0) throw new AppError('basket.empty');
    const prices = unitPrices(currency, parity);
    const lots = await freeStyleLots(tx, user.uid, lock);
    const holds: { lot: (typeof lots)[number]; amount: number }[] = [];
    let free = 0;
    for (const lot of lots) {
      const take = Math.min(lot.balance, styles.length - free);
      if (take <= 0) break;
      holds.push({ lot, amount: take });
      free += take;
    }
    const lines: PricedLine[] = styles.map((s, i) => {
      const unit = i < free ? 0 : prices.style;
      const terms: UpsellStyleTerms = {
        modelId,
        styleId: s.styleId,
        clothingId: s.clothingId,
        headshots: HEADSHOTS_PER_UPSELL_STYLE,
      };
      return {
        kind: 'upsell_style',
        ref: modelId,
        description: `Extra style: ${names.get(s.styleId) ?? s.styleId}, ${HEADSHOTS_PER_UPSELL_STYLE} headshots${unit === 0 ? ' (free)' : ''}`,
        quantity: 1,
        unitAmount: unit,
        amount: unit,
        terms: { ...terms },
      };
    });
    if (remix > 0) {
      lines.push({
        kind: 'remix_credits',
        ref: modelId,
        description: `Remix credits: ${remix}`,
        quantity: remix,
        unitAmount: prices.remix,
        amount: remix * prices.remix,
        terms: { modelId },
      });
    }
    return { lines, holds };
  };
}

/**
 * Payment (in fulfilment's transaction, once per order): what the order bought leaves the
 * model's basket; styles and remix credits added since stay for the next checkout.
 */
export async function takeBoughtFromBasket(tx: Database, orderId: string): Promise<void> {
  const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
  const byModel = new Map<string, { styles: Set<string>; remix: number }>();
  for (const line of lines) {
    if ((line.kind !== 'upsell_style' && line.kind !== 'remix_credits') || !line.ref) continue;
    const bought = byModel.get(line.ref) ?? { styles: new Set<string>(), remix: 0 };
    if (line.kind === 'remix_credits') bought.remix += line.quantity;
    else bought.styles.add((line.terms as unknown as UpsellStyleTerms).styleId);
    byModel.set(line.ref, bought);
  }
  for (const [modelId, bought] of byModel) {
    const [row] = await tx
      .select()
      .from(upsellBasket)
      .where(eq(upsellBasket.modelId, modelId))
      .for('update');
    if (!row) continue;
    const items = (row.items as BasketItem[]).flatMap((item): BasketItem[] => {
      if (item.type === 'style') return bought.styles.has(item.styleId) ? [] : [item];
      const left = item.amount - bought.remix;
      return left > 0 ? [{ ...item, amount: left }] : [];
    });
    await tx
      .update(upsellBasket)
      .set({ items, updatedAt: new Date() })
      .where(eq(upsellBasket.modelId, modelId));
  }
}
