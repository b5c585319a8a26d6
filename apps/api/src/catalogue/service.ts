import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type {
  CatalogueSection,
  PackageDraftSchema,
  StaffCatalogueItem,
  StaffPackage,
  StaffStyle,
  CatalogueItemDraftSchema,
  StyleDraftSchema,
  StyleLightInput,
} from '@hs/contracts/catalogue-admin';
import type { Database } from '@hs/db/database';
import {
  catalogueItem,
  pricePackage,
  style,
  type Backdrop,
  type CATALOGUE_KINDS,
} from '@hs/db/schema';
import { slugify } from '@hs/domain/slug';
import type { StyleLight } from '@hs/domain/style-light';
import type { z } from 'zod';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { AppError } from '../errors.ts';

// The back office's catalogue sections (issue 19). Every write here moves the public content
// version (the tables' triggers), so /pricing and the public lists show it on the next read.

type ItemDraft = z.output<typeof CatalogueItemDraftSchema>;
type StyleDraft = z.output<typeof StyleDraftSchema>;
type PackageDraft = z.output<typeof PackageDraftSchema>;
type ItemRow = typeof catalogueItem.$inferSelect;
type StyleRow = typeof style.$inferSelect;
type PackageRow = typeof pricePackage.$inferSelect;

export const KIND_OF_SECTION = {
  hairstyles: 'hairstyle',
  emotions: 'emotion',
  clothing: 'clothing',
} as const satisfies Record<CatalogueSection, ItemRow['kind']>;

/** A readable id for a new row ('navy-blazer'), with a random tail when the name is taken. */
async function freeId(name: string, taken: (id: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name).slice(0, 48) || 'item';
  if (!(await taken(base))) return base;
  return `${base}-${randomBytes(4).toString('hex')}`;
}

const itemView = (row: ItemRow): StaffCatalogueItem => ({
  id: row.id,
  name: row.name,
  gender: row.gender,
  sort: row.sort,
  enabled: row.enabled,
});

export async function listItems(db: Database, section: CatalogueSection) {
  const rows = await db
    .select()
    .from(catalogueItem)
    .where(eq(catalogueItem.kind, KIND_OF_SECTION[section]))
    .orderBy(asc(catalogueItem.sort), asc(catalogueItem.name));
  return rows.map(itemView);
}

const itemColumns = (section: CatalogueSection, draft: ItemDraft) => ({
  name: draft.name.trim(),
  // Only clothing is cut for someone (spec 001 section 3, studio outfits).
  gender: section === 'clothing' ? draft.gender : null,
  sort: draft.sort,
  enabled: draft.enabled,
});

export async function createItem(
  db: Database,
  staff: StaffActor,
  section: CatalogueSection,
  draft: ItemDraft,
) {
  return db.transaction(async (tx) => {
    const id = await freeId(draft.name, async (candidate) => {
      const [row] = await tx
        .select({ id: catalogueItem.id })
        .from(catalogueItem)
        .where(eq(catalogueItem.id, candidate));
      return Boolean(row);
    });
    const [row] = await tx
      .insert(catalogueItem)
      .values({ id, kind: KIND_OF_SECTION[section], ...itemColumns(section, draft) })
      .returning();
    await recordStaffAction(tx, staff, {
      action: `${section}.create`,
      targetType: KIND_OF_SECTION[section],
      targetId: id,
      after: row,
    });
    return itemView(row!);
  });
}

/** An item of another list is not this section's: 404 like an unknown id. */
export async function updateItem(
  db: Database,
  staff: StaffActor,
  section: CatalogueSection,
  id: string,
  draft: ItemDraft,
) {
  const mine = and(eq(catalogueItem.id, id), eq(catalogueItem.kind, KIND_OF_SECTION[section]));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(catalogueItem).where(mine).for('update');
    if (!before) throw new AppError('http.notFound');
    const [after] = await tx
      .update(catalogueItem)
      .set(itemColumns(section, draft))
      .where(mine)
      .returning();
    await recordStaffAction(tx, staff, {
      action: `${section}.update`,
      targetType: KIND_OF_SECTION[section],
      targetId: id,
      before,
      after,
    });
    return itemView(after!);
  });
}

/** The preview's address carries a digest of the backdrop, so an edit is never a cached image. */
export function stylePreviewUrl(id: string, backdrop: Backdrop): string {
  const v = createHash('sha256').update(JSON.stringify(backdrop)).digest('hex').slice(0, 10);
  return `/api/styles/${encodeURIComponent(id)}/preview.jpg?v=${v}`;
}

const styleView = (row: StyleRow): StaffStyle => ({
  id: row.id,
  name: row.name,
  description: row.description,
  backdrop: row.backdrop,
  prompt: row.prompt,
  preselected: row.preselected,
  sort: row.sort,
  enabled: row.enabled,
  previewUrl: stylePreviewUrl(row.id, row.backdrop),
});

const lightOf = ({ side, ...rest }: StyleLightInput): StyleLight =>
  side === undefined ? rest : { ...rest, side };

const styleColumns = (draft: StyleDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  // A solid backdrop has one colour; a gradient two (the second repeats the first if missing).
  backdrop: {
    kind: draft.backdrop.kind,
    colors:
      draft.backdrop.kind === 'solid'
        ? draft.backdrop.colors.slice(0, 1)
        : [draft.backdrop.colors[0]!, draft.backdrop.colors[1] ?? draft.backdrop.colors[0]!],
    // The style's light (issue 15 item 4); without one the engine takes it from the colours.
    ...(draft.backdrop.light ? { light: lightOf(draft.backdrop.light) } : {}),
  },
  prompt: draft.prompt,
  preselected: draft.preselected,
  sort: draft.sort,
  enabled: draft.enabled,
});

export async function listStyles(db: Database) {
  const rows = await db.select().from(style).orderBy(asc(style.sort), asc(style.name));
  return rows.map(styleView);
}

export async function createStyle(db: Database, staff: StaffActor, draft: StyleDraft) {
  return db.transaction(async (tx) => {
    const id = await freeId(draft.name, async (candidate) => {
      const [row] = await tx.select({ id: style.id }).from(style).where(eq(style.id, candidate));
      return Boolean(row);
    });
    const [row] = await tx
      .insert(style)
      .values({ id, ...styleColumns(draft) })
      .returning();
    await recordStaffAction(tx, staff, {
      action: 'style.create',
      targetType: 'style',
      targetId: id,
      after: row,
    });
    return styleView(row!);
  });
}

export async function updateStyle(db: Database, staff: StaffActor, id: string, draft: StyleDraft) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(style).where(eq(style.id, id)).for('update');
    if (!before) throw new AppError('http.notFound');
    const [after] = await tx
      .update(style)
      .set(styleColumns(draft))
      .where(eq(style.id, id))
      .returning();
    await recordStaffAction(tx, staff, {
      action: 'style.update',
      targetType: 'style',
      targetId: id,
      before,
      after,
    });
    return styleView(after!);
  });
}

const packageView = (row: PackageRow): StaffPackage => ({
  id: row.id,
  name: row.name,
  priceUsdCents: row.priceUsdCents,
  prices: row.prices,
  headshots: row.headshots,
  stylesAllowed: row.stylesAllowed,
  sort: row.sort,
  active: row.active,
});

export async function listPackages(db: Database) {
  const rows = await db.select().from(pricePackage).orderBy(asc(pricePackage.sort));
  return rows.map(packageView);
}

/** The prices saved here are the ones /pricing shows and checkout charges (billing/pricing.ts). */
export async function updatePackage(
  db: Database,
  staff: StaffActor,
  id: string,
  draft: PackageDraft,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pricePackage)
      .where(eq(pricePackage.id, id))
      .for('update');
    if (!before) throw new AppError('http.notFound');
    const [after] = await tx
      .update(pricePackage)
      .set({
        name: draft.name.trim(),
        priceUsdCents: draft.priceUsdCents,
        prices: draft.prices as Record<string, number>,
        sort: draft.sort,
        active: draft.active,
      })
      .where(eq(pricePackage.id, id))
      .returning();
    await recordStaffAction(tx, staff, {
      action: 'package.update',
      targetType: 'package',
      targetId: id,
      before,
      after,
    });
    return packageView(after!);
  });
}

/** The public list of one catalogue kind: the items on, in their order. */
export async function publicItems(db: Database, kind: (typeof CATALOGUE_KINDS)[number]) {
  const rows = await db
    .select()
    .from(catalogueItem)
    .where(and(eq(catalogueItem.kind, kind), eq(catalogueItem.enabled, true)))
    .orderBy(asc(catalogueItem.sort));
  return rows.map((r) => ({ _id: r.id, name: r.name, gender: r.gender }));
}

/** The public list of styles: the ones on, in their order, each with its preview. */
export async function publicStyles(db: Database) {
  const rows = await db
    .select()
    .from(style)
    .where(eq(style.enabled, true))
    .orderBy(asc(style.sort));
  return rows.map((s) => ({
    _id: s.id,
    name: s.name,
    description: s.description,
    previewUrl: stylePreviewUrl(s.id, s.backdrop),
  }));
}
