import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminStatsSchema, type AdminStats } from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { formatPaymentMoney } from '../buying/money.ts';
import { useApiQuery } from '../data-kit/api-query.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { when } from './open-param.ts';
import { TimeChart } from './time-chart.tsx';

const COLORS = ['#4f46e5', '#059669', '#d97706', '#dc2626', '#0891b2', '#7c3aed'];
const STAGE_TONE = { ready: 'success', failed: 'danger', onboarding: 'neutral' } as const;
const whole = (v: number) => String(Math.round(v));
/** Minor units as whole major units for an axis tick (the title names the currency). */
const major = (v: number) => String(Math.round(v / 100));

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words text-gray-900">{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-gray-600">{detail}</dd> : null}
    </div>
  );
}

/** The back-office home's figures (issue 19): today, models by stage, the queue, 30 days. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const stats = useApiQuery('/admin/stats', AdminStatsSchema);
  if (stats.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm">
        <p className="text-red-800">{failureMessage(stats.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
          {t('data.table.retry')}
        </Button>
      </div>
    );
  }
  if (!stats.data) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-gray-600">
        <Spinner size="sm" /> {t('backoffice.home.loading')}
      </p>
    );
  }
  return <Figures stats={stats.data} />;
}

function Figures({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const days = useMemo(() => stats.days.map((d) => d.date), [stats]);
  const activity = useMemo(
    () => [
      {
        label: t('backoffice.home.paid'),
        values: stats.days.map((d) => d.paid),
        color: COLORS[0]!,
      },
      {
        label: t('backoffice.home.signups'),
        values: stats.days.map((d) => d.signups),
        color: COLORS[1]!,
      },
      {
        label: t('backoffice.home.modelsReady'),
        values: stats.days.map((d) => d.modelsReady),
        color: COLORS[2]!,
      },
    ],
    [stats, t],
  );
  const failures = useMemo(
    () => [
      {
        label: t('backoffice.home.jobsFailed'),
        values: stats.days.map((d) => d.jobsFailed),
        color: COLORS[3]!,
      },
    ],
    [stats, t],
  );
  const revenue = stats.revenueDays;
  const { queue } = stats;
  return (
    <section aria-labelledby="figures" className="space-y-6">
      <div>
        <h2 id="figures" className="text-lg font-semibold text-gray-900">
          {t('backoffice.home.figures')}
        </h2>
        <p className="text-xs text-gray-500">{t('backoffice.home.utc', { day: stats.today })}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="today">
        <Tile
          label={t('backoffice.home.ordersToday')}
          value={String(stats.orders.paid)}
          detail={t('backoffice.home.ordersDetail', stats.orders)}
        />
        {stats.revenue ? (
          <Tile
            label={t('backoffice.home.revenueToday')}
            value={
              stats.revenue.length
                ? stats.revenue.map((r) => formatPaymentMoney(r.amount, r.currency)).join(' · ')
                : '—'
            }
            detail={stats.revenue.length ? undefined : t('backoffice.home.noRevenue')}
          />
        ) : null}
        <Tile label={t('backoffice.home.signupsToday')} value={String(stats.signups)} />
        <Tile
          label={t('backoffice.home.queue')}
          value={String(queue.waiting)}
          detail={`${t('backoffice.home.queueDetail', queue)} · ${t('backoffice.home.failed24h', { count: queue.failed24h })}`}
        />
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t('backoffice.home.models')}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {stats.models.map((m) => (
            <li key={m.stage}>
              <Badge tone={STAGE_TONE[m.stage as keyof typeof STAGE_TONE] ?? 'info'}>
                {t(`backoffice.stages.${m.stage}`)}: {m.count}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TimeChart
          title={t('backoffice.home.chartActivity')}
          days={days}
          series={activity}
          format={whole}
          whole
        />
        <TimeChart
          title={t('backoffice.home.chartFailures')}
          days={days}
          series={failures}
          format={whole}
          whole
        />
        {revenue?.map((r, i) => (
          <RevenueChart
            key={r.currency}
            days={days}
            currency={r.currency}
            amounts={r.amounts}
            color={COLORS[(i + 4) % COLORS.length]!}
          />
        ))}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">
          {t('backoffice.home.recentFailures')}
        </h3>
        {queue.recentFailures.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">{t('backoffice.home.noFailures')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
            {queue.recentFailures.map((f) => (
              <li key={f.id} className="px-4 py-2">
                <span className="font-mono text-xs">{f.name}</span> · {when(f.at)}
                <p className="break-words text-red-700">{f.error ?? '—'}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RevenueChart({
  days,
  currency,
  amounts,
  color,
}: {
  days: string[];
  currency: string;
  amounts: number[];
  color: string;
}) {
  const { t } = useTranslation();
  const series = useMemo(
    () => [{ label: currency.toUpperCase(), values: amounts, color }],
    [currency, amounts, color],
  );
  const format = useMemo(() => (v: number) => formatPaymentMoney(v, currency), [currency]);
  return (
    <TimeChart
      title={`${t('backoffice.home.chartRevenue')} · ${currency.toUpperCase()}`}
      days={days}
      series={series}
      format={format}
      axisFormat={major}
    />
  );
}
