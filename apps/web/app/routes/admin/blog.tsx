import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlogAdminListAnswerSchema, type StaffBlogPost } from '@hs/contracts/blog-admin';
import { BLOG_POST_STATUSES } from '@hs/domain/content-admin';
import { LOCALES } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button-classes';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { when } from '../../components/admin/open-param.ts';
import { FilterSelect } from '../../components/data-kit/filter-select.tsx';
import { bindFilter, usePagedList } from '../../components/data-kit/paged-list.ts';

const column = createColumnHelper<StaffBlogPost>();
const k = 'contentAdmin.blog';

// spec 001 section 2: /admin/blog (Blog; section 6: admin, support, dev, marketer, sales).
export default function AdminBlogPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/blog/posts', BlogAdminListAnswerSchema, { sort: 'updatedAt' }, [
    'q',
    'locale',
    'status',
    'category',
  ]);
  const categories = list.query.data?.categories ?? [];
  const columns = [
    column.accessor('title', {
      header: t(`${k}.titleField`),
      enableSorting: true,
      cell: (c) => (
        <span className="block max-w-72">
          <span className="block truncate font-medium">{c.getValue()}</span>
          <span className="block truncate font-mono text-xs text-gray-500">
            {c.row.original.slug}
          </span>
        </span>
      ),
    }),
    column.accessor('locale', {
      header: t(`${k}.language`),
      enableSorting: false,
      cell: (c) => t(`${k}.languages.${c.getValue()}`),
    }),
    column.accessor('status', {
      header: t(`${k}.status`),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={c.getValue() === 'published' ? 'success' : 'neutral'}>
          {t(`${k}.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.accessor('category', { header: t(`${k}.category`), enableSorting: false }),
    column.accessor('updatedAt', {
      header: t(`${k}.updated`),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t(`${k}.open`)}</span>,
      cell: (c) => (
        <Link
          to={`/admin/blog/${encodeURIComponent(c.row.original.key)}?lang=${c.row.original.locale}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t(`${k}.open`)}
          <span className="sr-only"> {c.row.original.title}</span>
        </Link>
      ),
    }),
  ];
  return (
    <AdminListPage
      title={t(`${k}.title`)}
      intro={t(`${k}.intro`)}
      list={list}
      search={{ label: t(`${k}.search`), submitLabel: t(`${k}.find`) }}
      filters={
        <>
          <Link to="/admin/blog/new" className={buttonClasses('primary', 'md')}>
            {t(`${k}.newPost`)}
          </Link>
          <FilterSelect
            label={t(`${k}.language`)}
            allLabel={t(`${k}.all`)}
            options={LOCALES.map((l) => ({ value: l, title: t(`${k}.languages.${l}`) }))}
            className="w-32"
            {...bindFilter(list, 'locale')}
          />
          <FilterSelect
            label={t(`${k}.status`)}
            allLabel={t(`${k}.all`)}
            options={BLOG_POST_STATUSES.map((s) => ({ value: s, title: t(`${k}.statuses.${s}`) }))}
            className="w-36"
            {...bindFilter(list, 'status')}
          />
          <FilterSelect
            label={t(`${k}.category`)}
            allLabel={t(`${k}.all`)}
            options={categories.map((c) => ({ value: c, title: c }))}
            className="w-36"
            {...bindFilter(list, 'category')}
          />
        </>
      }
      columns={columns}
      empty={t(`${k}.empty`)}
    />
  );
}
