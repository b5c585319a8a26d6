import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { databaseBefore, type OldDatabase } from './testing/old-database.ts';
import { testDriver } from './testing/test-database.ts';

// Issue 35 item 1: staff seat grants opened team_seats lots without terms, which every spend
// took first and failed on. Migration 0035 gives them the team package's terms (the first
// package on sale) and keeps every package or seat lot with its terms from then on.

const BEFORE_RUN_TERMS = 35;

describe(`migration 0035 gives run lots their terms (${testDriver()})`, () => {
  let database: OldDatabase;

  beforeAll(async () => {
    database = await databaseBefore(BEFORE_RUN_TERMS);
    await database.exec(`
      insert into package (id, name, price_usd_cents, headshots, styles_allowed, turnaround_hours, resolution, output_width, output_height, sort, active) values
        ('retired', 'Retired', 1900, 20, 1, 3, '512 x 640', 512, 640, 0, false),
        ('starter', 'Starter', 2900, 30, 2, 3, '1024 x 1280', 1024, 1280, 1, true),
        ('executive', 'Executive', 5900, 90, 8, 1, '2048 x 2560', 2048, 2560, 2, true);
      insert into organization (id, name, slug) values ('o1', 'Org', 'org');
      insert into ledger_lot (id, organization_id, kind, terms, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'o1', 'team_seats', null, now() - interval '2 days'),
        ('00000000-0000-4000-8000-000000000002', 'o1', 'team_seats',
          '{"packageId": "executive", "headshots": 90, "styles": 8, "width": 2048, "height": 2560}', now());
      insert into ledger_entry (lot_id, amount, reason, note) values
        ('00000000-0000-4000-8000-000000000001', 15, 'grant', 'Pilot'),
        ('00000000-0000-4000-8000-000000000002', 5, 'purchase', 'Bought');
    `);
    await database.migrate(migrationsFolder());
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("gives a granted seat lot without terms the team package's, and keeps its seats", async () => {
    expect(
      await database.query(`select id, terms, balance from ledger_lot order by created_at`),
    ).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        terms: { packageId: 'starter', headshots: 30, styles: 2, width: 1024, height: 1280 },
        balance: 15,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        terms: { packageId: 'executive', headshots: 90, styles: 8, width: 2048, height: 2560 },
        balance: 5,
      },
    ]);
  });

  it('refuses a package or seat lot without complete terms from then on', async () => {
    for (const terms of ['null', `'{"packageId": "starter", "styles": 2}'`]) {
      await expect(
        database.exec(
          `insert into ledger_lot (organization_id, kind, terms) values ('o1', 'team_seats', ${terms})`,
        ),
      ).rejects.toThrow(/ledger_lot_run_terms/);
    }
    await database.exec(
      `insert into ledger_lot (organization_id, kind) values ('o1', 'remix_credits')`,
    );
  });
});
