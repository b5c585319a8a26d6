import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appUser, authUser, ledgerLot, member, model } from '@hs/db/schema';
import { teamMaxSeats } from '@hs/domain/bulk-discount';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { openLot } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { queueModel } from '../onboarding/submit.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, insertMembers, newLead, newPerson } from './test-helpers.ts';

interface Quote {
  data: {
    lines: { kind: string; quantity: number; unitAmount: number; amount: number }[];
    subtotal: number;
    discount: number;
    total: number;
  };
}

describe(`team seats (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  beforeAll(async () => {
    server = await startTestServer();
    runner = paymentRunner(server);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('sells a lead 10 seats at the 10% tier; the organization owns them', async () => {
    const { lead, organization } = await newLead(server, 'buyer@seats.test');
    const quote = await body<Quote>(
      await lead.apiPost('/checkout/quote', { packageId: 'starter', currency: 'usd', seats: 10 }),
    );
    // spec 000 section 9: 5-24 seats are 10% off.
    expect(quote.data).toMatchObject({
      lines: [{ kind: 'team_seats', quantity: 10, unitAmount: 2900, amount: 29000 }],
      subtotal: 29000,
      discount: 2900,
      total: 26100,
    });
    const session = await body<{ data: { orderId: string } }>(
      await lead.apiPost('/checkout/session', {
        packageId: 'starter',
        currency: 'usd',
        seats: 10,
        expectedTotal: 26100,
      }),
    );
    expect((await lead.apiPost(`/checkout/test/${session.data.orderId}/pay`, {})).status).toBe(200);
    await runner.drain();
    const stats = await body<{ data: { creditsLeft: number } }>(
      await lead.api('/organization/stats'),
    );
    expect(stats.data.creditsLeft).toBe(10);
    const org = await body<{ data: { organization: { totalCreditsPurchased: number } } }>(
      await lead.api('/organization'),
    );
    expect(org.data.organization.totalCreditsPurchased).toBe(10);
    // The lead bought nothing for themselves.
    const own = await server.database.db
      .select()
      .from(ledgerLot)
      .where(eq(ledgerLot.uid, lead.uid!));
    expect(own).toEqual([]);
    expect(organization.id).toBeTruthy();
  });

  it('refuses seats past the max-seats rule, and seats to anyone but a lead', async () => {
    const { lead } = await newLead(server, 'max@seats.test');
    const tooMany = await lead.apiPost('/checkout/quote', {
      packageId: 'starter',
      currency: 'usd',
      seats: teamMaxSeats() + 1,
    });
    expect(tooMany.status).toBe(400);
    const person = await newPerson(server, 'nolead@seats.test');
    const refused = await person.apiPost('/checkout/session', {
      packageId: 'starter',
      currency: 'usd',
      seats: 5,
    });
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ reason: 'organization.required' });
  });

  it('lets one of 20 members submitting in parallel take the last seat; the balance never goes below 0', async () => {
    const { db } = server.database;
    const { organization } = await newLead(server, 'last@seats.test');
    await db.transaction((tx) =>
      openLot(tx, {
        owner: { organizationId: organization.id },
        kind: 'team_seats',
        amount: 1,
        reason: 'grant',
        terms: { packageId: 'test', headshots: 10, styles: 2, width: 256, height: 320 },
        note: 'test',
      }),
    );
    const members = await insertMembers(db, organization.id, 20, 'seats.test');
    const results = await Promise.allSettled(
      members.map((uid) =>
        db.transaction((tx) =>
          queueModel(tx, { uid, modelId: `m-${uid}`, styles: ['studio-grey'], locale: 'en' }),
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(
      refused.every(
        (r) =>
          r.reason instanceof AppError &&
          ['seats.none', 'package.notEnoughLeft'].includes(r.reason.reason),
      ),
    ).toBe(true);
    const [lot] = await db
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.organizationId, organization.id), eq(ledgerLot.kind, 'team_seats')));
    expect(lot?.balance).toBe(0);
    const queued = await db.select().from(model).where(eq(model.status, 'queued'));
    expect(queued.filter((m) => members.includes(m.uid))).toHaveLength(1);
  });

  it('lets a member with no seat left submit on a package of their own, and refuses one with neither', async () => {
    const { db } = server.database;
    const { organization } = await newLead(server, 'own@seats.test');
    const terms = { packageId: 'own', headshots: 10, styles: 2, width: 256, height: 320 };
    const people = ['with-package', 'without'].map(
      (name) => `${name}-${randomBytes(6).toString('hex')}`,
    );
    for (const uid of people) {
      await db.insert(authUser).values({ id: uid, name: uid, email: `${uid}@seats.test` });
      await db.insert(appUser).values({ uid, email: `${uid}@seats.test`, role: 'TeamMember' });
      await db
        .insert(member)
        .values({ id: uid, organizationId: organization.id, userId: uid, role: 'member' });
      await db.insert(model).values({ id: `m-${uid}`, uid, status: 'onboarding' });
    }
    const [withPackage, without] = people as [string, string];
    await db.transaction((tx) =>
      openLot(tx, {
        owner: { uid: withPackage },
        kind: 'package',
        amount: 1,
        reason: 'grant',
        terms,
        note: 'test',
      }),
    );
    const submit = (uid: string) =>
      db.transaction((tx) =>
        queueModel(tx, { uid, modelId: `m-${uid}`, styles: ['studio-grey'], locale: 'en' }),
      );
    expect((await submit(withPackage))?.packageTerms).toEqual(terms);
    const [own] = await db.select().from(ledgerLot).where(eq(ledgerLot.uid, withPackage));
    expect(own?.balance).toBe(0);
    await expect(submit(without)).rejects.toMatchObject({ reason: 'seats.none' });
    const [still] = await db
      .select()
      .from(model)
      .where(eq(model.id, `m-${without}`));
    expect(still?.status).toBe('onboarding');
    expect(organization.id).toBeTruthy();
  });
  it('tells a member what their next seat gives, and that none is left once spent', async () => {
    const { db } = server.database;
    const { lead, organization } = await newLead(server, 'tell@seats.test');
    const link = await body<{ data: { id: string } }>(
      await lead.apiPost('/organization/invite-links', {}),
    );
    const member = await newPerson(server, 'member@tell-seats.test');
    expect((await member.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
    const terms = { packageId: 'starter', headshots: 40, styles: 2, width: 1024, height: 1280 };
    await db.transaction((tx) =>
      openLot(tx, {
        owner: { organizationId: organization.id },
        kind: 'team_seats',
        amount: 1,
        reason: 'grant',
        terms,
        note: 'test',
      }),
    );
    const seatOf = async (client: typeof lead) =>
      (await body<{ data: { seat: unknown } }>(await client.api('/user/entitlements'))).data.seat;
    expect(await seatOf(member)).toEqual({ next: terms });
    // The lead's own wizard is not paid by a seat, nor is anyone outside an organization.
    expect(await seatOf(lead)).toBeNull();
    expect(await seatOf(await newPerson(server, 'alone@tell-seats.test'))).toBeNull();
    await db
      .insert(model)
      .values({ id: `m-tell-${member.uid}`, uid: member.uid!, status: 'onboarding' });
    await db.transaction((tx) =>
      queueModel(tx, {
        uid: member.uid!,
        modelId: `m-tell-${member.uid}`,
        styles: ['studio-grey'],
        locale: 'en',
      }),
    );
    expect(await seatOf(member)).toEqual({ next: null });
  });
});
