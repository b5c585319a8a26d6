import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Package } from '@hs/contracts/checkout';
import { ledgerLot, model, pricePackage } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { discountedPriceCents } from '@hs/domain/bulk-discount';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOf as rowTerms } from '../billing/pricing.ts';
import { paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { openLot } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { queueModel } from '../onboarding/submit.ts';
import { body, insertMembers, newLead } from '../organizations/test-helpers.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 35 item 1: seats granted by staff opened a lot without package terms; every
// member's submit took that oldest lot, failed with a TypeError and rolled back, so the
// lot stayed oldest for ever and the seats the lead bought later were never reached.

describe(`seats granted by staff (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    runner = paymentRunner(server);
    await seedDemoAccounts(server.services);
    admin = new TestClient(server.url);
    expect((await admin.signIn('admin@demo.example.com', DEMO_PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  const grantSeats = (organizationId: string, grant: Record<string, unknown>) =>
    admin.apiPost(`/admin/organization/${organizationId}/seats`, grant);
  const submit = (uid: string) =>
    server.database.db.transaction((tx) =>
      queueModel(tx, { uid, modelId: `m-${uid}`, styles: ['studio-grey'], locale: 'en' }),
    );
  /**
   * What one run of a package delivers, as its row sells it (the listed size is what the
   * running engine delivers, which may be less: decision 071).
   */
  const termsOf = async (p: Package) => {
    const [row] = await server.database.db
      .select()
      .from(pricePackage)
      .where(eq(pricePackage.id, p.id));
    return rowTerms(row!);
  };

  it('lets 20 members submit at once on granted seats, then on the seats the lead buys', async () => {
    const { db } = server.database;
    const { lead, organization } = await newLead(server, 'lead@granted-seats.test');
    const granted = await grantSeats(organization.id, { amount: 15, note: 'Pilot for 15' });
    expect(granted.status, await granted.clone().text()).toBe(200);
    const members = await insertMembers(db, organization.id, 20, 'granted-seats.test');

    const results = await Promise.allSettled(members.map(submit));
    const refused = members.filter((_, i) => results[i]!.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).reason).toBe('seats.none');
      }
    }
    // A granted seat gives what a bought one of the team package gives: the package the
    // lead's seat page sells (the first on sale).
    const catalogue = await body<{ data: { packages: Package[] } }>(
      await lead.api('/checkout/package/package'),
    );
    const teamPackage = catalogue.data.packages[0]!;
    const queued = await db.select().from(model).where(eq(model.status, 'queued'));
    const ours = queued.filter((m) => members.includes(m.uid));
    expect(ours).toHaveLength(15);
    const teamTerms = await termsOf(teamPackage);
    expect(ours.map((m) => m.packageTerms)).toEqual(ours.map(() => teamTerms));

    // The lead buys 5 seats: the 5 members refused before now submit on them.
    const session = await body<{ data: { orderId: string } }>(
      await lead.apiPost('/checkout/session', {
        packageId: teamPackage.id,
        currency: 'usd',
        seats: 5,
        expectedTotal: discountedPriceCents(teamPackage.priceUsdCents, 5),
      }),
    );
    expect((await lead.apiPost(`/checkout/test/${session.data.orderId}/pay`, {})).status).toBe(200);
    await runner.drain();
    const again = await Promise.allSettled(refused.map(submit));
    expect(again.map((r) => r.status)).toEqual(refused.map(() => 'fulfilled'));
    const lots = await db
      .select({ balance: ledgerLot.balance })
      .from(ledgerLot)
      .where(and(eq(ledgerLot.organizationId, organization.id), eq(ledgerLot.kind, 'team_seats')));
    expect(lots.map((l) => l.balance)).toEqual([0, 0]);
  });

  it('grants seats of the package staff name, and refuses a package that does not exist', async () => {
    const { db } = server.database;
    const { lead, organization } = await newLead(server, 'named@granted-seats.test');
    const catalogue = await body<{ data: { packages: Package[] } }>(
      await lead.api('/checkout/package/package'),
    );
    const last = catalogue.data.packages.at(-1)!;
    const unknown = await grantSeats(organization.id, {
      amount: 1,
      packageId: 'no-such-package',
      note: 'Pilot',
    });
    expect(unknown.status).toBe(400);
    expect(await body(unknown)).toMatchObject({ reason: 'grant.packageRequired' });
    const named = await grantSeats(organization.id, {
      amount: 1,
      packageId: last.id,
      note: 'Pilot',
    });
    expect(named.status).toBe(200);
    const [uid] = await insertMembers(db, organization.id, 1, 'named-seats.test');
    expect((await submit(uid!))?.packageTerms).toEqual(await termsOf(last));
  });

  it('cannot store a package or seat lot without terms, by the service or by hand', async () => {
    const { db } = server.database;
    const { organization } = await newLead(server, 'none@granted-seats.test');
    await expect(
      db.transaction((tx) =>
        openLot(tx, {
          owner: { organizationId: organization.id },
          kind: 'team_seats',
          amount: 1,
          reason: 'grant',
          // What a cast around the types would let through.
          terms: null as never,
        }),
      ),
    ).rejects.toThrow();
    for (const terms of [null, { packageId: 'x', styles: 2 }]) {
      await expect(
        db.insert(ledgerLot).values({
          organizationId: organization.id,
          kind: 'team_seats',
          terms: terms as Record<string, unknown> | null,
        }),
      ).rejects.toThrow();
    }
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerLot)
      .where(
        and(
          eq(ledgerLot.organizationId, organization.id),
          inArray(ledgerLot.kind, ['team_seats', 'package']),
        ),
      );
    expect(left?.n).toBe(0);
  });
});
