import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { DataTable, type DataTableProps } from '../data-kit/data-table.tsx';

/**
 * A back-office section that is a searchable, server-paged list (Users, Organization):
 * title, intro, one search box kept in the address as `q`, and the table (decision 018).
 */
export function SearchListPage<Row>({
  title,
  intro,
  searchLabel,
  findLabel,
  q,
  onSearch,
  columns,
  empty,
  getRowId,
  table,
}: {
  title: string;
  intro: string;
  searchLabel: string;
  findLabel: string;
  q: string;
  onSearch: (q: string) => void;
  // Column values differ per column, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  empty: ReactNode;
  getRowId: (row: Row) => string;
  table: Omit<DataTableProps<Row>, 'caption' | 'columns' | 'empty' | 'getRowId'>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(q);
  return (
    <div className="max-w-5xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{intro}</p>
      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <TextInput
          type="search"
          label={searchLabel}
          value={draft}
          onValueChange={setDraft}
          maxLength={200}
          wrapperClassName="w-full sm:w-80"
        />
        <Button type="submit" variant="secondary">
          {findLabel}
        </Button>
      </form>
      <div className="mt-6">
        <DataTable caption={title} columns={columns} getRowId={getRowId} empty={empty} {...table} />
      </div>
    </div>
  );
}
