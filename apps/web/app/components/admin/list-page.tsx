import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../data-kit/data-table.tsx';
import { bindFilter } from '../data-kit/paged-list.ts';
import { SearchForm, type SearchFormProps } from '../data-kit/search-form.tsx';

/** What a section needs of its list (usePagedList's answer). */
export interface ListOf<Row, F extends string = string> {
  params: { filters: Record<F, string> };
  setFilter: (name: F, value: string) => void;
  table: Omit<DataTableProps<Row>, 'caption' | 'columns' | 'empty' | 'getRowId'>;
}

const ALONE = {
  className: 'flex w-full flex-wrap items-end gap-2',
  fieldClassName: 'w-full sm:w-80',
};

/** A back-office section's document title, heading and one-line introduction. */
export function SectionHeading({ title, intro }: { title: string; intro: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{intro}</p>
    </>
  );
}

/**
 * A back-office section that is a server-paged list (decision 018): heading, a bar of
 * filters (FilterSelect…) ending with the text search, the table, and whatever opens over
 * it (a row's detail). A new list section is a contract, a service, its columns and this.
 */
export function AdminListPage<Row, F extends string>({
  title,
  intro,
  width = 'max-w-6xl',
  filters,
  list,
  search,
  columns,
  empty,
  getRowId = (row) => (row as { id: string }).id,
  children,
}: {
  title: string;
  intro: ReactNode;
  width?: 'max-w-5xl' | 'max-w-6xl';
  filters?: ReactNode;
  /** The list (usePagedList) whose table this shows. */
  list: ListOf<Row, F>;
  /** The text search, kept in the list's `q` filter; alone in the bar it takes its width. */
  search?: Pick<SearchFormProps, 'label' | 'submitLabel'>;
  // Column values differ per column, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  empty: ReactNode;
  /** A row's key; by default its `id`. */
  getRowId?: (row: Row) => string;
  children?: ReactNode;
}) {
  return (
    <div className={width}>
      <SectionHeading title={title} intro={intro} />
      {filters || search ? (
        <div className="mt-6 flex flex-wrap items-end gap-3">
          {filters}
          {search ? (
            <SearchForm
              {...search}
              {...(filters ? {} : ALONE)}
              // A page with a search lists 'q' among its filters.
              {...bindFilter(list, 'q' as F)}
            />
          ) : null}
        </div>
      ) : null}
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={getRowId}
          empty={empty}
          {...list.table}
        />
      </div>
      {children}
    </div>
  );
}
