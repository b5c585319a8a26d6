import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminReferralsRoute, type ReferrerRow } from '@hs/contracts/referral-admin';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button-classes';
import { when } from '../../components/admin/open-param.ts';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const listSchema = adminReferralsRoute.responses[200].content['application/json'].schema;
const column = createColumnHelper<ReferrerRow>();

// spec 001 section 2: /admin/referral (Referral Program; section 6: admin, dev, sales).
export default function ReferralPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/referral', listSchema, { sort: 'lastReferredAt' }, ['q']);
  const summary = list.query.data?.summary;
  const columns = [
    column.accessor('email', {
      header: t('people.referral.referrer'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-64">
          <span className="block truncate font-medium">{c.getValue()}</span>
          <span className="block truncate font-mono text-xs text-gray-500">
            {c.row.original.referralCode}
          </span>
        </span>
      ),
    }),
    column.accessor('referred', {
      header: t('people.referral.referred'),
      enableSorting: true,
      cell: (c) => (
        <span className="whitespace-nowrap">
          {c.getValue()}{' '}
          <span className="text-xs text-gray-500">
            ({t('people.referral.paid')} {c.row.original.paid})
          </span>
        </span>
      ),
    }),
    column.accessor('credits', {
      header: t('people.referral.credits'),
      enableSorting: true,
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-1">
          {c.getValue()}
          <span className="text-xs text-gray-500">
            / {c.row.original.rewards} {t('people.referral.rewards').toLowerCase()}
          </span>
          {c.row.original.revoked ? (
            <Badge tone="warning">
              {t('people.referral.revokedCount', { count: c.row.original.revoked })}
            </Badge>
          ) : null}
        </span>
      ),
    }),
    column.accessor('lastReferredAt', {
      header: t('people.referral.last'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('people.referral.open')}</span>,
      cell: (c) => (
        <Link
          to={`/admin/referral/${encodeURIComponent(c.row.original.uid)}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('people.referral.open')}
          <span className="sr-only"> {c.row.original.email}</span>
        </Link>
      ),
    }),
  ];
  const figures = summary
    ? [
        [t('people.referral.referrers'), summary.referrers],
        [t('people.referral.referredPeople'), summary.referred],
        [t('people.referral.paidPeople'), summary.paid],
        [t('people.referral.creditsInForce'), summary.credits],
      ]
    : [];
  return (
    <AdminListPage
      title={t('people.referral.title')}
      intro={t('people.referral.intro')}
      width="max-w-5xl"
      search={{
        label: t('people.referral.search'),
        submitLabel: t('people.referral.find'),
      }}
      columns={columns}
      empty={t('people.referral.empty')}
      getRowId={(row) => row.uid}
      list={list}
    >
      {summary ? (
        <section aria-label={t('people.referral.figures')} className="mt-6">
          <h2 className="text-sm font-semibold text-gray-700">{t('people.referral.figures')}</h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="referral-figures">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
                <dt className="text-xs text-gray-500">{label}</dt>
                <dd className="mt-1 text-xl font-semibold text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-gray-500">
            {t('people.referral.rewardRule', { credits: summary.rewardCredits })}
          </p>
        </section>
      ) : null}
    </AdminListPage>
  );
}
