import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUploadsRoute, type AdminUploadRow } from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { when } from '../../components/admin/open-param.ts';
import { DataTable } from '../../components/data-kit/data-table.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

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
  const [q, setQ] = useState(list.params.filters.q);
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
  const title = t('backoffice.uploads.title');
  return (
    <div className="max-w-6xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('backoffice.uploads.intro')}</p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Select
          label={t('backoffice.uploads.kind')}
          options={[
            { value: 'all', title: t('backoffice.uploads.all') },
            { value: 'false', title: t('backoffice.uploads.portrait') },
            { value: 'true', title: t('backoffice.uploads.fullBody') },
          ]}
          value={list.params.filters.fullBody || 'all'}
          onChange={(v) => list.setFilter('fullBody', v === 'all' ? '' : v)}
          wrapperClassName="w-36"
        />
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            list.setFilter('q', q.trim());
          }}
        >
          <TextInput
            type="search"
            label={t('backoffice.uploads.search')}
            value={q}
            onValueChange={setQ}
            maxLength={200}
            wrapperClassName="w-64"
          />
          <Button type="submit" variant="secondary">
            {t('backoffice.uploads.filter')}
          </Button>
        </form>
      </div>
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={(row) => row.id}
          empty={t('backoffice.uploads.empty')}
          {...list.table}
        />
      </div>
    </div>
  );
}
