import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import * as schema from './schema.ts';
import { testDriver } from './testing/test-database.ts';

// Issue 12: orders, grants, gift cards, coupons and studio credits that existed before the
// ledger migrate into it (0011), before the old columns go (0012).

const BEFORE_LEDGER = 11; // migrations 0000..0010

async function rows(db: ReturnType<typeof drizzle>, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

// On its own PGlite: the SQL is the same on both drivers, and an old database is made here.
describe.skipIf(testDriver() === 'postgres')('the ledger migration keeps what people had', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = mkdtempSync(join(tmpdir(), 'hs-migrations-'));
    cpSync(migrationsFolder(), oldFolder, { recursive: true });
    const journalPath = join(oldFolder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, BEFORE_LEDGER);
    writeFileSync(journalPath, JSON.stringify(journal));
    client = await PGlite.create();
    db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: oldFolder });

    // The product as it was: a paid buyer, an unspent and a used package, credits, codes.
    await client.exec(`
      insert into auth_user (id, name, email) values ('u1', 'Ada', 'ada@x'), ('u2', 'Bo', 'bo@x');
      insert into app_user (uid, email, studio_credits) values ('u1', 'ada@x', 7), ('u2', 'bo@x', 0);
      insert into package (id, name, price_usd_cents, headshots, styles_allowed, turnaround_hours, resolution)
        values ('starter', 'Starter', 2900, 50, 4, 3, '1024 x 1024');
      insert into gift_card (id, code, currency, balance)
        values ('00000000-0000-4000-8000-00000000000a', 'GIFT', 'usd', 700);
      insert into coupon (id, code, percent_off, max_redemptions, redemptions)
        values ('00000000-0000-4000-8000-00000000000c', 'ONCE', 10, 3, 1);
      insert into checkout_order (id, uid, package_id, provider, currency, amount_subtotal, amount_gift_card, amount_total, gift_card_id, status)
        values ('00000000-0000-4000-8000-000000000001', 'u1', 'starter', 'test', 'usd', 2900, 300, 2600, '00000000-0000-4000-8000-00000000000a', 'paid'),
               ('00000000-0000-4000-8000-000000000002', 'u2', 'starter', 'test', 'usd', 2900, 0, 2900, null, 'paid');
      insert into payment (id, order_id, uid, package_id, provider, provider_ref, currency, amount_total, amount_gift_card, gift_card_id, created_on)
        values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', 'u1', 'starter', 'test', 'ref1', 'usd', 2600, 300, '00000000-0000-4000-8000-00000000000a', now() - interval '2 days'),
               ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000002', 'u2', 'starter', 'test', 'ref2', 'usd', 2900, 0, null, now() - interval '2 days');
      insert into entitlement (payment_id, uid, package_id, styles_allowed, photos)
        values ('00000000-0000-4000-8000-0000000000b1', 'u1', 'starter', 4, 50),
               ('00000000-0000-4000-8000-0000000000b2', 'u2', 'starter', 4, 50);
      insert into model (id, uid, status, submitted_at) values ('m2', 'u2', 'ready', now() - interval '1 day');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  }, 60_000);
  afterAll(async () => {
    await client.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('gives every old order its package line', async () => {
    const lines = await rows(
      db,
      sql`select order_id, kind, quantity, amount from order_line order by order_id`,
    );
    expect(lines).toEqual([
      {
        order_id: '00000000-0000-4000-8000-000000000001',
        kind: 'package',
        quantity: 1,
        amount: 2900,
      },
      {
        order_id: '00000000-0000-4000-8000-000000000002',
        kind: 'package',
        quantity: 1,
        amount: 2900,
      },
    ]);
  });

  it('keeps an unused package unspent and marks a used one spent', async () => {
    const lots = await rows(
      db,
      sql`select uid, kind, balance from ledger_lot where kind = 'package' order by uid`,
    );
    expect(lots).toEqual([
      { uid: 'u1', kind: 'package', balance: 1 },
      { uid: 'u2', kind: 'package', balance: 0 },
    ]);
  });

  it('moves studio credits, gift-card balances and coupon uses into lots', async () => {
    const lots = await rows(
      db,
      sql`select kind, balance from ledger_lot where kind <> 'package' order by kind`,
    );
    expect(lots).toEqual([
      { kind: 'coupon_uses', balance: 2 },
      { kind: 'gift_card_value', balance: 700 },
      { kind: 'studio_credits', balance: 7 },
    ]);
    const [card] = await rows(db, sql`select initial_value from gift_card`);
    expect(card).toEqual({ initial_value: 1000 });
  });

  it('leaves every balance equal to the sum of its entries', async () => {
    const drift = await rows(
      db,
      sql`select l.id from ledger_lot l left join ledger_entry e on e.lot_id = l.id
          group by l.id, l.balance having l.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drift).toEqual([]);
  });
});
