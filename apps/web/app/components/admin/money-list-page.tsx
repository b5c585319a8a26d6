import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '@hs/ui/badge';
import { Badge } from '@hs/ui/badge';
import { CURRENCY_OPTIONS } from '../buying/currency-options.ts';
import { formatPaymentMoney } from '../buying/money.ts';
import { withQuery } from '../data-kit/api-query.ts';
import { DownloadButton } from '../data-kit/download-button.tsx';
import { FilterSelect } from '../data-kit/filter-select.tsx';
import { bindFilter } from '../data-kit/paged-list.ts';
import { SearchForm } from '../data-kit/search-form.tsx';
import { AdminListPage, type ListOf } from './list-page.tsx';
import { when } from './open-param.ts';

export const MONEY_FILTERS = ['status', 'currency', 'from', 'to', 'q'] as const;
type MoneyFilter = (typeof MONEY_FILTERS)[number];
type MoneyList = 'transactions' | 'invoices';

/** What Transactions and Invoices rows both have (one row per payment). */
interface MoneyRow {
  id: string;
  email: string;
  items: string;
  amountTotal: number;
  currency: string;
  status: string;
}

const dateClass =
  'mt-2 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 ring-inset';

/**
 * The columns both money lists show, in order: created (sorted by its own field name),
 * buyer, items, total, status. `extra` goes right after created; `totalBadge` beside a
 * total (a test payment).
 */
export function useMoneyColumns<K extends string, Row extends MoneyRow & Record<K, string>>({
  created,
  tone,
  extra = [],
  totalBadge,
}: {
  created: K;
  tone: (status: string) => BadgeTone;
  // Column values differ per column, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extra?: ColumnDef<Row, any>[];
  totalBadge?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const column = createColumnHelper<Row>();
  return [
    column.accessor((row: Row): string => row[created], {
      id: created,
      header: t('backoffice.money.created'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    ...extra,
    column.accessor((row: Row) => row.email, {
      id: 'email',
      header: t('backoffice.money.buyer'),
      enableSorting: false,
      cell: (c) => <span className="block max-w-56 truncate">{c.getValue()}</span>,
    }),
    column.accessor((row: Row) => row.items, {
      id: 'items',
      header: t('backoffice.money.items'),
      enableSorting: false,
      cell: (c) => <span className="line-clamp-2 max-w-64">{c.getValue()}</span>,
    }),
    column.accessor((row: Row) => row.amountTotal, {
      id: 'amountTotal',
      header: t('backoffice.money.total'),
      enableSorting: true,
      cell: (c) => (
        <span className="whitespace-nowrap">
          {formatPaymentMoney(c.getValue(), c.row.original.currency)}
          {totalBadge?.(c.row.original)}
        </span>
      ),
    }),
    column.accessor((row: Row) => row.status, {
      id: 'status',
      header: t('backoffice.money.status'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={tone(c.getValue())}>{t(`backoffice.money.statuses.${c.getValue()}`)}</Badge>
      ),
    }),
  ];
}

/**
 * Transactions or Invoices: status, currency, UTC dates, a search, the CSV export of
 * everything the filters match (the server streams it), and the table.
 */
export function MoneyListPage<Row extends MoneyRow>({
  kind,
  statuses,
  list,
  columns,
  children,
}: {
  kind: MoneyList;
  statuses: readonly string[];
  list: ListOf<Row, MoneyFilter>;
  // Column values differ per column, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const filters = list.params.filters;
  return (
    <AdminListPage
      title={t(`backoffice.money.${kind}Title`)}
      intro={t(`backoffice.money.${kind}Intro`)}
      filters={
        <>
          <FilterSelect
            label={t('backoffice.money.status')}
            allLabel={t('backoffice.money.all')}
            options={statuses.map((s) => ({
              value: s,
              title: t(`backoffice.money.statuses.${s}`),
            }))}
            {...bindFilter(list, 'status')}
            className="w-36"
          />
          <FilterSelect
            label={t('backoffice.money.currency')}
            allLabel={t('backoffice.money.all')}
            options={CURRENCY_OPTIONS}
            {...bindFilter(list, 'currency')}
            className="w-28"
          />
          {(['from', 'to'] as const).map((name) => (
            <label key={name} className="block w-40 text-sm font-medium text-gray-900">
              {t(`backoffice.money.${name}`)}
              <input
                type="date"
                value={filters[name]}
                onChange={(e) => list.setFilter(name, e.target.value)}
                className={dateClass}
              />
            </label>
          ))}
          <SearchForm
            label={t('backoffice.money.search')}
            submitLabel={t('backoffice.money.filter')}
            {...bindFilter(list, 'q')}
          />
          <ExportButton kind={kind} filters={filters} />
        </>
      }
      columns={columns}
      empty={t('backoffice.money.empty')}
      list={list}
    >
      {children}
    </AdminListPage>
  );
}

function ExportButton({ kind, filters }: { kind: MoneyList; filters: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={withQuery(`/admin/${kind}/export`, filters)}
      fileName={() => `${kind}-${new Date().toISOString().slice(0, 10)}.csv`}
      done={t('backoffice.money.exported')}
      busyLabel={t('backoffice.money.exporting')}
    >
      {t('backoffice.money.export')}
    </DownloadButton>
  );
}
