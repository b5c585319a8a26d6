import { DEFAULT_PARAMETER_VALUES, PARAMETER_KEYS } from '@hs/contracts/parameters';
import { appParameter, catalogueItem, style } from './schema.ts';
import { CATALOGUE } from './seed-data/catalogue.ts';
import { seedPackages } from './seed-data/packages.ts';
import { DEMO_DISPLAYED_STATS, seedSite } from './seed-data/site.ts';
import { STYLES } from './seed-data/styles.ts';
import type { Database } from './database.ts';

// spec 001 section 2 (Other, White-label routing) and section 4 (maintenance):
// the switches staff flip from /admin/parameters. All off on a new install.
export const DEFAULT_PARAMETERS = PARAMETER_KEYS.map((key) => ({
  key,
  value: DEFAULT_PARAMETER_VALUES[key],
}));

export interface SeedReport {
  parametersInserted: number;
  stylesInserted: number;
  catalogueItemsInserted: number;
}

/**
 * Idempotent: running it twice inserts nothing the second time. `demo` (SEED_DEMO_ACCOUNTS)
 * starts the displayed stats at the spec's figures; otherwise a new install shows none.
 */
export async function seed(db: Database, options: { demo?: boolean } = {}): Promise<SeedReport> {
  const inserted = await db
    .insert(appParameter)
    .values(
      DEFAULT_PARAMETERS.map((p) =>
        options.demo && p.key === 'displayedStats' ? { ...p, value: DEMO_DISPLAYED_STATS } : p,
      ),
    )
    .onConflictDoNothing()
    .returning({ key: appParameter.key });
  const styles = await db
    .insert(style)
    .values(STYLES.map((s, i) => ({ ...s, sort: i })))
    .onConflictDoNothing()
    .returning({ id: style.id });
  const items = await db
    .insert(catalogueItem)
    .values(
      Object.entries(CATALOGUE).flatMap(([kind, list]) =>
        list.map((item, i) => ({
          ...item,
          kind: kind as keyof typeof CATALOGUE,
          gender: item.gender ?? null,
          sort: i,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: catalogueItem.id });
  await seedPackages(db);
  await seedSite(db);
  return {
    parametersInserted: inserted.length,
    stylesInserted: styles.length,
    catalogueItemsInserted: items.length,
  };
}
