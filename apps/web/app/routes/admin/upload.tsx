import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { adminUploadsRoute, type AdminUploadRow } from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { when } from '../../components/admin/open-param.ts';
import { FilterSelect } from '../../components/data-kit/filter-select.tsx';
import { bindFilter, usePagedList } from '../../components/data-kit/paged-list.ts';

const listSchema = adminUploadsRoute.responses[200].content['application/json'].schema;
const column = createColumnHelper<AdminUploadRow>();
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The photo with the box of the face the check found. */
function FacePhoto({ row, size = 'size-20' }: { row: AdminUploadRow; size?: string }) {
  return (
    <span className={`relative block ${size} overflow-hidden rounded bg-gray-100`}>
      <img src={row.url} alt="" loading="lazy" className="size-full object-contain" />
      <span
        aria-hidden="true"
        className="absolute border-2 border-green-500"
        style={{
          left: percent(row.face.x),
          top: percent(row.face.y),
          width: percent(row.face.width),
          height: percent(row.face.height),
        }}
      />
    </span>
  );
}

// spec 001 section 2: /admin/upload (Uploads: admin, dev, marketer, adwords, sales).
export default function AdminUploadsPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/upload', listSchema, { sort: 'createdAt' }, ['q', 'fullBody']);
  const columns = [
    column.display({
      id: 'photo',
      header: t('backoffice.uploads.photo'),
      cell: (c) => <FacePhoto row={c.row.original} />,
    }),
    column.accessor('email', {
      header: t('backoffice.uploads.owner'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-56">
          <span className="block truncate">{c.getValue()}</span>
          <span className="block truncate font-mono text-xs text-gray-500">
            {c.row.original.modelId}
          </span>
        </span>
      ),
    }),
    column.accessor('fullBody', {
      header: t('backoffice.uploads.kind'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone="neutral">
          {t(c.getValue() ? 'backoffice.uploads.fullBody' : 'backoffice.uploads.portrait')}
        </Badge>
      ),
    }),
    column.accessor('faceShare', {
      header: t('backoffice.uploads.face'),
      enableSorting: false,
      cell: (c) => t('backoffice.uploads.faceShare', { percent: Math.round(c.getValue() * 100) }),
    }),
    column.accessor('width', {
      header: t('backoffice.uploads.size'),
      enableSorting: false,
      cell: (c) => `${c.getValue()} × ${c.row.original.height}`,
    }),
    column.accessor('createdAt', {
      header: t('backoffice.uploads.created'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
  ];
  return (
    <AdminListPage
      title={t('backoffice.uploads.title')}
      intro={t('backoffice.uploads.intro')}
      filters={
        <FilterSelect
          label={t('backoffice.uploads.kind')}
          allLabel={t('backoffice.uploads.all')}
          options={[
            { value: 'false', title: t('backoffice.uploads.portrait') },
            { value: 'true', title: t('backoffice.uploads.fullBody') },
          ]}
          {...bindFilter(list, 'fullBody')}
          className="w-36"
        />
      }
      search={{
        label: t('backoffice.uploads.search'),
        submitLabel: t('backoffice.uploads.filter'),
      }}
      columns={columns}
      empty={t('backoffice.uploads.empty')}
      list={list}
    />
  );
}
