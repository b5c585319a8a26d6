import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';
import { appParameter } from './schema.ts';
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
});
