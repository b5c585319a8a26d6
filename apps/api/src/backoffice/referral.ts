import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  ReferralListQuery,
  ReferralReward,
  ReferrerDetail,
  ReferrerRow,
} from '@hs/contracts/referral-admin';
import { REFERRAL_DETAIL_LIMIT } from '@hs/contracts/referral-admin';
import type { Database } from '@hs/db/database';
import { appUser, ledgerLot, reward } from '@hs/db/schema';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { referralLink } from '@hs/domain/referral';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { post } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';

// The Referral Program section (issue 19, spec 001 sections 2, 3 and 6; decision 037): who
// brought whom, what their rewards gave, and taking a reward back through the ledger.

/** Per referrer: the people they referred (app_user.referred_by). */
const referredBy = (db: Database) =>
  db.$with('referred').as(
    db
      .select({
        uid: sql<string>`${appUser.referredBy}`.as('referrer_uid'),
        referred: count().as('referred'),
        paid: sql<number>`count(*) filter (where ${appUser.hasPaidAccount})::int`.as('paid'),
        last: sql<Date>`max(${appUser.createdAt})`.as('last'),
      })
      .from(appUser)
      .where(isNotNull(appUser.referredBy))
      .groupBy(appUser.referredBy),
  );

/** Per referrer: their rewards, and the credits of those still in force. */
const rewardsOf = (db: Database) =>
  db.$with('rewarded').as(
    db
      .select({
        uid: sql<string>`${reward.referrerUid}`.as('rewarded_uid'),
        rewards: count().as('rewards'),
        credits:
          sql<number>`coalesce(sum(${reward.credits}) filter (where ${reward.revokedAt} is null), 0)::int`.as(
            'credits',
          ),
        revoked: sql<number>`count(*) filter (where ${reward.revokedAt} is not null)::int`.as(
          'revoked',
        ),
      })
      .from(reward)
      .groupBy(reward.referrerUid),
  );

export async function listReferrers(db: Database, q: ReferralListQuery) {
  const referred = referredBy(db);
  const rewarded = rewardsOf(db);
  const where: SQL | undefined = q.q
    ? or(
        eq(appUser.uid, q.q),
        eq(appUser.referralCode, q.q.toLowerCase()),
        ilike(appUser.email, containsLike(q.q)),
      )
    : undefined;
  const credits = sql<number>`coalesce(${rewarded.credits}, 0)`;
  const column =
    q.sort === 'referred' ? referred.referred : q.sort === 'credits' ? credits : referred.last;
  const direction = q.order === 'asc' ? asc : desc;
  const base = () =>
    db
      .with(referred, rewarded)
      .select({
        uid: appUser.uid,
        email: appUser.email,
        referralCode: appUser.referralCode,
        referred: referred.referred,
        paid: referred.paid,
        last: referred.last,
        rewards: sql<number>`coalesce(${rewarded.rewards}, 0)::int`,
        credits: sql<number>`${credits}::int`,
        revoked: sql<number>`coalesce(${rewarded.revoked}, 0)::int`,
      })
      .from(referred)
      .innerJoin(appUser, eq(appUser.uid, referred.uid))
      .leftJoin(rewarded, eq(rewarded.uid, referred.uid))
      .where(where);
  const [rows, [total], summary] = await Promise.all([
    base()
      .orderBy(direction(column), direction(appUser.uid))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .with(referred)
      .select({ n: count() })
      .from(referred)
      .innerJoin(appUser, eq(appUser.uid, referred.uid))
      .where(where),
    programmeTotals(db),
  ]);
  return {
    rows: rows.map((r): ReferrerRow => ({
      uid: r.uid,
      email: r.email,
      referralCode: r.referralCode,
      referred: Number(r.referred),
      paid: Number(r.paid),
      rewards: Number(r.rewards),
      credits: Number(r.credits),
      revoked: Number(r.revoked),
      lastReferredAt: new Date(r.last).toISOString(),
    })),
    paging: pageMeta(total?.n ?? 0, q.page, q.pageSize),
    summary,
  };
}

async function programmeTotals(db: Database) {
  const [[people], [rewards]] = await Promise.all([
    db
      .select({
        referrers: sql<number>`count(distinct ${appUser.referredBy})::int`,
        referred: count(),
        paid: sql<number>`count(*) filter (where ${appUser.hasPaidAccount})::int`,
      })
      .from(appUser)
      .where(isNotNull(appUser.referredBy)),
    db
      .select({
        rewards: count(),
        credits: sql<number>`coalesce(sum(${reward.credits}) filter (where ${reward.revokedAt} is null), 0)::int`,
      })
      .from(reward),
  ]);
  return {
    referrers: Number(people?.referrers ?? 0),
    referred: Number(people?.referred ?? 0),
    paid: Number(people?.paid ?? 0),
    rewards: Number(rewards?.rewards ?? 0),
    credits: Number(rewards?.credits ?? 0),
  };
}

const rewardView = (
  r: typeof reward.$inferSelect & { referredEmail: string | null },
): ReferralReward => ({
  id: r.id,
  referredUid: r.referredUid,
  referredEmail: r.referredEmail,
  paymentId: r.paymentId,
  credits: r.credits,
  createdAt: r.createdAt.toISOString(),
  revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
});

export async function referrerDetail(
  db: Database,
  uid: string,
  baseUrl: string,
): Promise<ReferrerDetail> {
  const [user] = await db.select().from(appUser).where(eq(appUser.uid, uid));
  if (!user) throw new AppError('person.unknown');
  const [referred, [total], rewards] = await Promise.all([
    db
      .select({
        uid: appUser.uid,
        email: appUser.email,
        createdAt: appUser.createdAt,
        hasPaidAccount: appUser.hasPaidAccount,
      })
      .from(appUser)
      .where(eq(appUser.referredBy, uid))
      .orderBy(desc(appUser.createdAt), desc(appUser.uid))
      .limit(REFERRAL_DETAIL_LIMIT),
    db.select({ n: count() }).from(appUser).where(eq(appUser.referredBy, uid)),
    db
      .select({ reward, referredEmail: appUser.email })
      .from(reward)
      .leftJoin(appUser, eq(appUser.uid, reward.referredUid))
      .where(eq(reward.referrerUid, uid))
      .orderBy(desc(reward.createdAt), desc(reward.id)),
  ]);
  return {
    uid: user.uid,
    email: user.email,
    referralCode: user.referralCode,
    referralLink: user.referralCode ? referralLink(baseUrl, user.referralCode) : null,
    referredBy: user.referredBy,
    referred: referred.map((r) => ({
      uid: r.uid,
      email: r.email,
      joinedAt: r.createdAt.toISOString(),
      hasPaidAccount: r.hasPaidAccount,
    })),
    referredTotal: total?.n ?? 0,
    rewards: rewards.map((r) => rewardView({ ...r.reward, referredEmail: r.referredEmail })),
  };
}

/**
 * Takes a reward back once: what is left of the credits it gave leaves the referrer's lot
 * (the lot the reward opened, keyed by the referred person's payment), the reward is marked
 * revoked, and the audit entry is written, all in one transaction. A second call is 409.
 */
export async function revokeReward(
  db: Database,
  actor: StaffActor,
  id: string,
  note: string,
): Promise<{ reward: ReferralReward; takenBack: number; spent: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(reward).where(eq(reward.id, id)).for('update');
    if (!found) throw new AppError('referral.unknownReward');
    if (found.revokedAt) throw new AppError('referral.rewardRevoked');
    const lots = await tx
      .select()
      .from(ledgerLot)
      .where(
        and(
          eq(ledgerLot.uid, found.referrerUid),
          eq(ledgerLot.paymentId, found.paymentId),
          eq(ledgerLot.kind, 'studio_credits'),
        ),
      )
      .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id))
      .for('update');
    let takenBack = 0;
    for (const lot of lots) {
      const take = Math.min(lot.balance, found.credits - takenBack);
      if (take <= 0) continue;
      await post(tx, lot.id, -take, 'revoke', {
        note: `referral reward revoked: ${note}`,
        byUid: actor.uid,
        paymentId: found.paymentId,
      });
      takenBack += take;
    }
    const [revoked] = await tx
      .update(reward)
      .set({ revokedAt: new Date() })
      .where(and(eq(reward.id, id), isNull(reward.revokedAt)))
      .returning();
    const spent = found.credits - takenBack;
    await recordStaffAction(tx, actor, {
      action: 'referral.revoke',
      targetType: 'reward',
      targetId: id,
      before: { referrerUid: found.referrerUid, credits: found.credits, revokedAt: null },
      after: { revokedAt: revoked!.revokedAt, takenBack, spent, note },
    });
    const [referred] = await tx
      .select({ email: appUser.email })
      .from(appUser)
      .where(eq(appUser.uid, found.referredUid));
    return {
      reward: rewardView({ ...revoked!, referredEmail: referred?.email ?? null }),
      takenBack,
      spent,
    };
  });
}
