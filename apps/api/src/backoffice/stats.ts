import { sql, type SQL } from 'drizzle-orm';
import { STATS_DAYS, type AdminStats, MODEL_STAGES } from '@hs/contracts/backoffice';
import type { Database } from '@hs/db/database';
import type { CurrencyCode } from '@hs/domain/currency';

// The back-office home's figures (issue 19): each one SQL aggregate, days in UTC.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The UTC days from `days - 1` days before `today` up to it, as YYYY-MM-DD. */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const day = (column: SQL) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** Per day of the window, the count a grouped query answered (0 for days without rows). */
function perDay(days: string[], counted: { day: string; n: number }[]): number[] {
  const byDay = new Map(counted.map((r) => [r.day, Number(r.n)]));
  return days.map((d) => byDay.get(d) ?? 0);
}

export async function adminStats(
  db: Database,
  now: Date,
  { withRevenue }: { withRevenue: boolean },
): Promise<AdminStats> {
  const days = lastDays(now, STATS_DAYS);
  const today = days[days.length - 1]!;
  const since = sql`${`${days[0]}T00:00:00Z`}::timestamptz`;
  const todayStart = sql`${`${today}T00:00:00Z`}::timestamptz`;
  const anon = sql`uid not like 'anon\\_%'`;

  const [
    [todayRow],
    paidDays,
    signupDays,
    readyDays,
    failedDays,
    stages,
    [queue],
    failures,
    revenueRows,
  ] = await Promise.all([
    rows<{ started: number; paid: number; signups: number }>(
      db,
      sql`select
        (select count(*) from checkout_order where created_at >= ${todayStart})::int as started,
        (select count(*) from payment where created_on >= ${todayStart})::int as paid,
        (select count(*) from app_user where created_at >= ${todayStart} and ${anon})::int as signups`,
    ),
    rows<{ day: string; n: number }>(
      db,
      sql`select ${day(sql`created_on`)} as day, count(*)::int as n from payment
        where created_on >= ${since} group by 1`,
    ),
    rows<{ day: string; n: number }>(
      db,
      sql`select ${day(sql`created_at`)} as day, count(*)::int as n from app_user
        where created_at >= ${since} and ${anon} group by 1`,
    ),
    rows<{ day: string; n: number }>(
      db,
      sql`select ${day(sql`ready_at`)} as day, count(*)::int as n from model
        where ready_at >= ${since} group by 1`,
    ),
    rows<{ day: string; n: number }>(
      db,
      sql`select ${day(sql`finished_at`)} as day, count(*)::int as n from job
        where status = 'failed' and finished_at >= ${since} group by 1`,
    ),
    rows<{ stage: string; n: number }>(
      db,
      sql`select status as stage, count(*)::int as n from model group by 1`,
    ),
    rows<{ waiting: number; running: number; failed24h: number }>(
      db,
      sql`select
        count(*) filter (where status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)::int as waiting,
        count(*) filter (where status = 'running')::int as running,
        count(*) filter (where status = 'failed' and finished_at >= ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz)::int as failed24h
        from job`,
    ),
    rows<{ id: string; name: string; error: string | null; at: Date | string }>(
      db,
      sql`select id, name, last_error as error, finished_at as at from job
        where status = 'failed' and finished_at is not null
        order by finished_at desc limit 5`,
    ),
    withRevenue
      ? rows<{ day: string; currency: CurrencyCode; amount: number }>(
          db,
          sql`select ${day(sql`created_on`)} as day, currency, sum(amount_total)::int as amount
            from payment where status = 'paid' and created_on >= ${since} group by 1, 2`,
        )
      : Promise.resolve([]),
  ]);

  const currencies = [...new Set(revenueRows.map((r) => r.currency))].sort();
  const revenueDays = currencies.map((currency) => ({
    currency,
    amounts: days.map((d) =>
      Number(revenueRows.find((r) => r.currency === currency && r.day === d)?.amount ?? 0),
    ),
  }));
  const paid = perDay(days, paidDays);
  const signups = perDay(days, signupDays);
  const ready = perDay(days, readyDays);
  const failed = perDay(days, failedDays);
  return {
    success: true,
    today,
    orders: { started: Number(todayRow?.started ?? 0), paid: Number(todayRow?.paid ?? 0) },
    revenue: withRevenue
      ? revenueDays
          .map((r) => ({ currency: r.currency, amount: r.amounts[r.amounts.length - 1]! }))
          .filter((r) => r.amount > 0)
      : null,
    signups: Number(todayRow?.signups ?? 0),
    models: MODEL_STAGES.map((stage) => ({
      stage,
      count: Number(stages.find((s) => s.stage === stage)?.n ?? 0),
    })),
    queue: {
      waiting: Number(queue?.waiting ?? 0),
      running: Number(queue?.running ?? 0),
      failed24h: Number(queue?.failed24h ?? 0),
      recentFailures: failures.map((f) => ({
        id: f.id,
        name: f.name,
        error: f.error,
        at: new Date(f.at).toISOString(),
      })),
    },
    days: days.map((date, i) => ({
      date,
      paid: paid[i]!,
      signups: signups[i]!,
      modelsReady: ready[i]!,
      jobsFailed: failed[i]!,
    })),
    revenueDays: withRevenue ? revenueDays : null,
  };
}
