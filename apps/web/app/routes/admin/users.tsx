import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffUserListAnswerSchema, type StaffUserRow } from '@hs/contracts/staff-users';
import { Badge } from '@hs/ui/badge';
import { Button, buttonClasses } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { DataTable } from '../../components/data-kit/data-table.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const column = createColumnHelper<StaffUserRow>();
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

// spec 001 section 2: /admin/user (Users; section 6: admin, dev, support, sales).
export default function UsersPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/user', StaffUserListAnswerSchema, { sort: 'createdAt' }, ['q']);
  const [q, setQ] = useState(list.params.filters.q);
  const columns = [
    column.accessor('email', {
      header: t('people.users.email'),
      enableSorting: true,
      cell: (c) => (
        <span className="block max-w-64">
          <span className="block truncate font-medium">{c.getValue()}</span>
          <span className="block truncate text-xs text-gray-500">{c.row.original.displayName}</span>
        </span>
      ),
    }),
    column.accessor('role', {
      header: t('people.users.role'),
      enableSorting: false,
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone="neutral">{c.getValue()}</Badge>
          {c.row.original.adminRole ? <Badge tone="info">{c.row.original.adminRole}</Badge> : null}
          {c.row.original.isTestUser ? (
            <Badge tone="warning">{t('people.users.testUser')}</Badge>
          ) : null}
        </span>
      ),
    }),
    column.accessor('createdAt', {
      header: t('people.users.joined'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{day(c.getValue())}</time>,
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('people.users.open')}</span>,
      cell: (c) => (
        <Link
          to={`/admin/user/${encodeURIComponent(c.row.original.uid)}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('people.users.open')}
          <span className="sr-only"> {c.row.original.email}</span>
        </Link>
      ),
    }),
  ];
  const title = t('people.users.title');
  return (
    <div className="max-w-5xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('people.users.intro')}</p>
      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilter('q', q.trim());
        }}
      >
        <TextInput
          type="search"
          label={t('people.users.search')}
          value={q}
          onValueChange={setQ}
          maxLength={200}
          wrapperClassName="w-full sm:w-80"
        />
        <Button type="submit" variant="secondary">
          {t('people.users.find')}
        </Button>
      </form>
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={(row) => row.uid}
          empty={t('people.users.empty')}
          {...list.table}
        />
      </div>
    </div>
  );
}
