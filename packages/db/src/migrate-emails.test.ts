import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeEmail } from '@hs/domain/email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { databaseBefore, type OldDatabase } from './testing/old-database.ts';
import { testDriver } from './testing/test-database.ts';

// Issue 35 item 9, decision 068: migration 0033 normalises stored e-mails and flags, without
// merging or deleting, the accounts whose addresses normalise to one another's.

const BEFORE_NORMALISED = 33; // migrations 0000..0032
const MIGRATION = join(migrationsFolder(), '0033_normalised_emails.sql');

describe(`migration 0033 normalises e-mails (${testDriver()})`, () => {
  let database: OldDatabase;

  beforeAll(async () => {
    database = await databaseBefore(BEFORE_NORMALISED);

    // Before: Bob signed up twice (once with a tag, once in capitals), Cy once in capitals,
    // Di holds her address exactly though a tagged look-alike is older.
    await database.exec(`
      insert into auth_user (id, name, email, created_at) values
        ('bob1', 'Bob', 'Bob+shop@X.io', now() - interval '3 days'),
        ('bob2', 'Bob', 'BOB@x.io', now() - interval '2 days'),
        ('bob3', 'Bob', 'bob+news@x.io', now() - interval '1 day'),
        ('cy', 'Cy', 'Cy@Y.io', now()),
        ('di-tagged', 'Di', 'di+old@z.io', now() - interval '5 days'),
        ('di', 'Di', 'di@z.io', now());
      insert into app_user (uid, email) values
        ('bob1', 'Bob+shop@X.io'), ('bob2', 'BOB@x.io'), ('cy', 'Cy@Y.io'), ('di', 'di@z.io');
      insert into organization (id, name, slug) values ('o1', 'Org', 'org');
      insert into invitation (id, organization_id, email, status, inviter_id, expires_at, created_at) values
        ('i1', 'o1', 'Eve+a@W.io', 'pending', 'cy', now() + interval '1 day', now() - interval '1 hour'),
        ('i2', 'o1', 'eve+b@w.io', 'pending', 'cy', now() + interval '1 day', now()),
        ('i3', 'o1', 'Eve@w.io', 'accepted', 'cy', now() + interval '1 day', now());
    `);
    await database.migrate(migrationsFolder());
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('gives the normalised address to the account holding it exactly, else the oldest', async () => {
    expect(await database.query(`select id, email from auth_user order by id`)).toEqual([
      { id: 'bob1', email: 'bob@x.io' },
      { id: 'bob2', email: 'BOB@x.io' },
      { id: 'bob3', email: 'bob+news@x.io' },
      { id: 'cy', email: 'cy@y.io' },
      { id: 'di', email: 'di@z.io' },
      { id: 'di-tagged', email: 'di+old@z.io' },
    ]);
  });

  it('flags every other look-alike with the account that kept the address', async () => {
    const flagged = await database.query(
      `select uid, normalised_email, kept_uid from email_lookalike order by uid`,
    );
    expect(flagged).toEqual([
      { uid: 'bob2', normalised_email: 'bob@x.io', kept_uid: 'bob1' },
      { uid: 'bob3', normalised_email: 'bob@x.io', kept_uid: 'bob1' },
      { uid: 'di-tagged', normalised_email: 'di@z.io', kept_uid: 'di' },
    ]);
  });

  it("moves the product's copy of an address with its account, and only then", async () => {
    expect(await database.query(`select uid, email from app_user order by uid`)).toEqual([
      { uid: 'bob1', email: 'bob@x.io' },
      { uid: 'bob2', email: 'BOB@x.io' },
      { uid: 'cy', email: 'cy@y.io' },
      { uid: 'di', email: 'di@z.io' },
    ]);
  });

  it('normalises invites, leaving a pending look-alike of a pending one as it was', async () => {
    expect(await database.query(`select id, email from invitation order by id`)).toEqual([
      { id: 'i1', email: 'eve@w.io' },
      { id: 'i2', email: 'eve+b@w.io' },
      { id: 'i3', email: 'eve@w.io' },
    ]);
  });

  // The SQL twin of normalizeEmail, run from the migration's own text.
  it('normalises as @hs/domain/email does', async () => {
    const text = readFileSync(MIGRATION, 'utf8');
    const create = text.match(/CREATE FUNCTION pg_temp\.normalised_email[\s\S]*?\$\$;/)?.[0];
    expect(create).toBeDefined();
    const samples = [
      ' A.B+x@Ex.com ',
      'a+b+c@x.io',
      'a+b@x+y.io',
      '"a@b"+tag@x.io',
      ' Not+An Email ',
      '+x@b.co',
      '\tTab@X.io\n',
      'plain@x.io',
    ];
    const values = samples.map((s) => `(${samples.indexOf(s)}, '${s.replace(/'/g, "''")}')`);
    await database.query(create!);
    const rows = await database.query(
      `select pg_temp.normalised_email(s) as n from (values ${values.join(', ')}) as t(i, s) order by i`,
    );
    expect(rows.map((r) => r.n)).toEqual(samples.map(normalizeEmail));
  });
});
