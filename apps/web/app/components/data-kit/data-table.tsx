import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@hs/contracts/paging';
import type { PageMeta } from '@hs/domain/paging';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  // Column values differ per column; TanStack's own examples type the list this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** This page's rows; undefined while the first page loads. */
  rows: Row[] | undefined;
  /** The server's paging metadata of this page (spec 001 section 3). */
  paging: PageMeta | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** The server's sort; a column sorts when its definition has enableSorting. */
  sort?: { id: string; order: SortOrder };
  onSortChange?: (id: string, order: SortOrder) => void;
  /** The load failed: its message, shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** A later page is loading (the previous rows stay visible, dimmed). */
  fetching?: boolean;
  empty?: ReactNode;
  getRowId?: (row: Row) => string;
  /**
   * Below the `sm` breakpoint each row is a card, each cell under its column's name, instead
   * of a table wider than a phone that hides its last columns (the actions) off-screen.
   */
  stackOnPhone?: boolean;
}

/**
 * A server-paged, server-sorted table on TanStack Table (decision 018): the server
 * filters, sorts and pages; this renders the rows, the sortable headers and the pager,
 * with loading, empty and error states. Wide tables scroll sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  paging,
  page,
  onPageChange,
  sort,
  onSortChange,
  error,
  onRetry,
  fetching = false,
  empty,
  getRowId,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.order === 'desc' }] : [];
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    pageCount: paging?.pages ?? -1,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: rows?.length || 1 } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && onSortChange) onSortChange(first.id, first.desc ? 'desc' : 'asc');
    },
  });

  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm">
        <p className="text-red-800">{error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            {t('data.table.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (rows === undefined) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-gray-600">
        <Spinner size="sm" />
        {t('data.table.loading')}
      </p>
    );
  }
  if (rows.length === 0 && page === 1) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
        {empty ?? t('data.table.empty')}
      </p>
    );
  }

  const pages = Math.max(paging?.pages ?? 1, 1);
  // Stacked: the table's parts are blocks on a phone, the header row is left to screen
  // readers, and each cell shows its column's name (a header given as text) beside its value.
  const stack = (classes: string) => (stackOnPhone ? classes : '');
  return (
    <div>
      {/* relative: sr-only text in cells is absolutely placed; without a positioned box here
          it escapes the scroll box and widens a phone's page. */}
      <div
        className={`relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm ${fetching ? 'opacity-60' : ''}`}
        aria-busy={fetching}
      >
        <table
          className={`min-w-full divide-y divide-gray-200 text-left text-sm ${stack('max-sm:block')}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            className={`bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase ${stack('max-sm:sr-only')}`}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-3 whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() && onSortChange ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                          {sorted ? (
                            <span className="sr-only">
                              {t(
                                sorted === 'asc'
                                  ? 'data.table.sortAscending'
                                  : 'data.table.sortDescending',
                              )}
                            </span>
                          ) : null}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={`divide-y divide-gray-100 ${stack('max-sm:block')}`}>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={`align-top ${stack('max-sm:block max-sm:py-2')}`}>
                {row.getVisibleCells().map((cell) => {
                  const name = cell.column.columnDef.header;
                  return (
                    <td
                      key={cell.id}
                      className={`px-4 py-3 text-gray-800 ${stack('max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:py-1.5')}`}
                    >
                      {stackOnPhone && typeof name === 'string' ? (
                        <span className="w-24 shrink-0 text-xs font-semibold tracking-wide text-gray-500 uppercase sm:hidden">
                          {name}
                        </span>
                      ) : null}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={caption}
        className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600"
      >
        <span>
          {t('data.table.page', { page, pages })} ·{' '}
          {t('data.table.total', { count: paging?.total ?? rows.length })}
        </span>
        <span className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || fetching}
            onClick={() => onPageChange(page - 1)}
          >
            {t('data.table.previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={(paging?.reachedEnd ?? true) || fetching}
            onClick={() => onPageChange(page + 1)}
          >
            {t('data.table.next')}
          </Button>
        </span>
      </nav>
    </div>
  );
}
