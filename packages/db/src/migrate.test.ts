import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';
import { appParameter, pricePackage, publicContentVersion } from './schema.ts';
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
});
