import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffUserListAnswerSchema, type StaffUserRow } from '@hs/contracts/staff-users';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button-classes';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const column = createColumnHelper<StaffUserRow>();
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

// spec 001 section 2: /admin/user (Users; section 6: admin, dev, support, sales).
export default function UsersPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/user', StaffUserListAnswerSchema, { sort: 'createdAt' }, ['q']);
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
  return (
    <AdminListPage
      title={t('people.users.title')}
      intro={t('people.users.intro')}
      width="max-w-5xl"
      search={{
        label: t('people.users.search'),
        submitLabel: t('people.users.find'),
      }}
      columns={columns}
      empty={t('people.users.empty')}
      getRowId={(row) => row.uid}
      list={list}
    />
  );
}
