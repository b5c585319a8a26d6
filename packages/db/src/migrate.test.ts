import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';
import { appParameter, pricePackage, publicContentVersion, style } from './schema.ts';
import { DEFAULT_PARAMETERS, seed } from './seed.ts';
import { createTestDatabase, testDriver } from './testing/test-database.ts';

describe(`migrations and seed (${testDriver()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('applies again without changes', async () => {
    await migrate(handle);
    const rows = await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(0);
  });

  it('seeds once and is idempotent', async () => {
    const first = await seed(handle.db);
    const second = await seed(handle.db);
    expect(first.parametersInserted).toBe(DEFAULT_PARAMETERS.length);
    expect(second.parametersInserted).toBe(0);
    expect(second.stylesInserted).toBe(0);
    expect(second.catalogueItemsInserted).toBe(0);
    const rows = await handle.db.select().from(appParameter);
    expect(rows.map((r) => r.key).sort()).toEqual(DEFAULT_PARAMETERS.map((p) => p.key).sort());
  });

  // Every web process seeds as it starts: a seed that changes nothing must not move the
  // public content version, or the pages the processes before it rendered ahead (decision
  // 060) are thrown away and rendered again in the first visitors' requests.
  it('leaves the public content version alone when it has nothing to change', async () => {
    await seed(handle.db);
    const version = async () =>
      (await handle.db.select().from(publicContentVersion))[0]?.version ?? -1;
    const before = await version();
    await seed(handle.db);
    expect(await version()).toBe(before);
    // A package whose delivery no longer matches its definition is brought up to date.
    await handle.db.update(pricePackage).set({ outputWidth: 1 });
    const changed = await version();
    expect(changed).toBeGreaterThan(before);
    await seed(handle.db);
    expect(await version()).toBeGreaterThan(changed);
    const widths = await handle.db.select({ w: pricePackage.outputWidth }).from(pricePackage);
    expect(widths.every((r) => r.w > 1)).toBe(true);
  });

  // Staff saving a form as it was writes the same values: the public pages did not change.
  it('moves the public content version for changed rows only', async () => {
    await seed(handle.db);
    const version = async () =>
      (await handle.db.select().from(publicContentVersion))[0]?.version ?? -1;
    const [first] = await handle.db.select().from(style).limit(1);
    if (!first) throw new Error('no style seeded');
    const before = await version();
    await handle.db.update(style).set({ name: first.name }).where(eq(style.id, first.id));
    await handle.db.update(appParameter).set({ value: sql`${appParameter.value}` });
    expect(await version()).toBe(before);
    await handle.db
      .update(style)
      .set({ name: `${first.name} (renamed)` })
      .where(eq(style.id, first.id));
    const renamed = await version();
    expect(renamed).toBe(before + 1);
    await handle.db.update(style).set({ name: first.name }).where(eq(style.id, first.id));
    expect(await version()).toBe(renamed + 1);
  });
});
