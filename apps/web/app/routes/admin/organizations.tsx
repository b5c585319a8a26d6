import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  StaffOrganizationListAnswerSchema,
  type StaffOrganizationRow,
} from '@hs/contracts/staff-organizations';
import { Badge } from '@hs/ui/badge';
import { Button, buttonClasses } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { DataTable } from '../../components/data-kit/data-table.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const column = createColumnHelper<StaffOrganizationRow>();

// spec 001 section 2: /admin/organization (section 6: admin, dev, support, sales).
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const list = usePagedList(
    '/admin/organization',
    StaffOrganizationListAnswerSchema,
    { sort: 'createdAt' },
    ['q'],
  );
  const [q, setQ] = useState(list.params.filters.q);
  const columns = [
    column.accessor('name', {
      header: t('people.organizations.name'),
      enableSorting: true,
      cell: (c) => (
        <span className="block max-w-64">
          <span className="block truncate font-medium">{c.getValue()}</span>
          <span className="block truncate text-xs text-gray-500">{c.row.original.slug}</span>
        </span>
      ),
    }),
    column.accessor('members', { header: t('people.organizations.members'), enableSorting: false }),
    column.accessor('seatsLeft', {
      header: t('people.organizations.seatsLeft'),
      enableSorting: false,
    }),
    column.accessor('bulkUpload', {
      header: t('people.organizations.bulkUpload'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={c.getValue() ? 'success' : 'neutral'}>
          {c.getValue() ? t('people.organizations.on') : t('people.organizations.off')}
        </Badge>
      ),
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('people.organizations.open')}</span>,
      cell: (c) => (
        <Link
          to={`/admin/organization/${encodeURIComponent(c.row.original.id)}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('people.organizations.open')}
          <span className="sr-only"> {c.row.original.name}</span>
        </Link>
      ),
    }),
  ];
  const title = t('people.organizations.title');
  return (
    <div className="max-w-5xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('people.organizations.intro')}</p>
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
          label={t('people.organizations.search')}
          value={q}
          onValueChange={setQ}
          maxLength={200}
          wrapperClassName="w-full sm:w-80"
        />
        <Button type="submit" variant="secondary">
          {t('people.organizations.find')}
        </Button>
      </form>
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={(row) => row.id}
          empty={t('people.organizations.empty')}
          {...list.table}
        />
      </div>
    </div>
  );
}
