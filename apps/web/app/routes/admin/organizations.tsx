import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  StaffOrganizationListAnswerSchema,
  type StaffOrganizationRow,
} from '@hs/contracts/staff-organizations';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button-classes';
import { AdminListPage } from '../../components/admin/list-page.tsx';
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
  return (
    <AdminListPage
      title={t('people.organizations.title')}
      intro={t('people.organizations.intro')}
      width="max-w-5xl"
      search={{
        label: t('people.organizations.search'),
        submitLabel: t('people.organizations.find'),
      }}
      columns={columns}
      empty={t('people.organizations.empty')}
      list={list}
    />
  );
}
