import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ReviewAdminListAnswerSchema,
  ReviewDraftSchema,
  adminReviewCreateRoute,
  type StaffReview,
} from '@hs/contracts/reviews-admin';
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_SOURCES,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_URL_MAX,
} from '@hs/domain/content-admin';
import { LOCALES } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { when } from '../../components/admin/open-param.ts';
import { useApiMutation } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FilterSelect } from '../../components/data-kit/filter-select.tsx';
import {
  FormCheck,
  FormOutcome,
  FormText,
  FormTextarea,
} from '../../components/data-kit/form-fields.tsx';
import { bindFilter, usePagedList } from '../../components/data-kit/paged-list.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const reviewSchema = adminReviewCreateRoute.responses[200].content['application/json'].schema;
const column = createColumnHelper<StaffReview>();
const k = 'contentAdmin.reviews';
const LIST = '/admin/reviews';

const blank = {
  source: 'site' as const,
  author: '',
  title: '',
  text: '',
  rating: 5,
  locale: 'en' as const,
  url: null,
  published: false,
  demo: false,
};
const draftOf = ({ id: _id, reviewedAt: _at, ...draft }: StaffReview) => draft;

// spec 001 section 2: /admin/reviews (Reviews; section 6: admin, dev, marketer, sales).
export default function AdminReviewsPage() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const list = usePagedList(LIST, ReviewAdminListAnswerSchema, { sort: 'reviewedAt' }, [
    'q',
    'source',
    'published',
    'demo',
  ]);
  const [editing, setEditing] = useState<StaffReview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useApiMutation(reviewSchema, {
    method: editing ? 'PUT' : 'POST',
    path: editing ? `${LIST}/${editing.id}` : LIST,
    invalidates: [LIST],
  });
  // Publish, hide and the demo mark: the row as it is with one flag changed.
  const moderate = useApiMutation(reviewSchema, {
    method: 'PUT',
    path: (row: StaffReview) => `${LIST}/${row.id}`,
    body: draftOf,
    invalidates: [LIST],
  });
  const { form, formError, submit, fieldError, state } = useContractForm(ReviewDraftSchema, {
    defaultValues: blank,
    resetOnSuccess: true,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setDone(t(`${k}.changed`));
      setEditing(null);
    },
  });
  const edit = (row: StaffReview | null) => {
    setEditing(row);
    setDone(null);
    form.reset(row ? draftOf(row) : blank);
  };
  const yesNo = [
    { value: 'yes', title: t(`${k}.yes`) },
    { value: 'no', title: t(`${k}.no`) },
  ];

  const columns = [
    column.accessor('text', {
      header: t(`${k}.review`),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-80" lang={c.row.original.locale}>
          <span className="block font-medium">{c.row.original.author}</span>
          {c.row.original.title ? (
            <span className="block truncate text-sm">{c.row.original.title}</span>
          ) : null}
          <span className="line-clamp-2 text-xs whitespace-normal text-gray-600">
            {c.getValue()}
          </span>
        </span>
      ),
    }),
    column.accessor('rating', {
      header: t(`${k}.rating`),
      enableSorting: true,
      cell: (c) => (
        <span aria-label={t(`${k}.stars`, { count: c.getValue() })}>
          {'★'.repeat(c.getValue())}
          <span className="text-gray-300">{'★'.repeat(5 - c.getValue())}</span>
        </span>
      ),
    }),
    column.display({
      id: 'state',
      header: t(`${k}.shown`),
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={c.row.original.published ? 'success' : 'neutral'}>
            {t(`${k}.badges.${c.row.original.published ? 'published' : 'hidden'}`)}
          </Badge>
          {c.row.original.demo ? <Badge tone="warning">{t(`${k}.badges.demo`)}</Badge> : null}
          <Badge tone="info">{t(`${k}.sources.${c.row.original.source}`)}</Badge>
        </span>
      ),
    }),
    column.accessor('reviewedAt', {
      header: t(`${k}.reviewed`),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.display({
      id: 'actions',
      header: t(`${k}.actions`),
      cell: (c) => {
        const row = c.row.original;
        const who = <span className="sr-only"> {row.author}</span>;
        return (
          <span className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="secondary"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ ...row, published: !row.published })}
            >
              {t(`${k}.${row.published ? 'hide' : 'publish'}`)}
              {who}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ ...row, demo: !row.demo })}
            >
              {t(`${k}.${row.demo ? 'unmarkDemo' : 'markDemo'}`)}
              {who}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => edit(row)}>
              {t(`${k}.edit`)}
              {who}
            </Button>
          </span>
        );
      },
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
          <FilterSelect
            label={t(`${k}.source`)}
            allLabel={t(`${k}.all`)}
            options={REVIEW_SOURCES.map((s) => ({ value: s, title: t(`${k}.sources.${s}`) }))}
            {...bindFilter(list, 'source')}
          />
          <FilterSelect
            label={t(`${k}.shown`)}
            allLabel={t(`${k}.all`)}
            options={yesNo}
            className="w-32"
            {...bindFilter(list, 'published')}
          />
          <FilterSelect
            label={t(`${k}.demo`)}
            allLabel={t(`${k}.all`)}
            options={yesNo}
            className="w-32"
            {...bindFilter(list, 'demo')}
          />
        </>
      }
      columns={columns}
      empty={t(`${k}.empty`)}
    >
      {moderate.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureMessage(moderate.error)}
        </p>
      ) : null}
      <form
        aria-label={editing ? t(`${k}.editing`, { author: editing.author }) : t(`${k}.add`)}
        className="mt-8 grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2"
        onSubmit={submit}
        noValidate
      >
        <h2 className="text-base font-semibold text-gray-900 sm:col-span-2">
          {editing ? t(`${k}.editing`, { author: editing.author }) : t(`${k}.add`)}
        </h2>
        <FormText
          control={form.control}
          name="author"
          label={t(`${k}.author`)}
          maxLength={REVIEW_AUTHOR_MAX}
          error={fieldError('author')}
        />
        <FormText
          control={form.control}
          name="title"
          label={t(`${k}.titleField`)}
          maxLength={REVIEW_TITLE_MAX}
          error={fieldError('title')}
        />
        <div className="sm:col-span-2">
          <FormTextarea
            control={form.control}
            name="text"
            label={t(`${k}.text`)}
            maxLength={REVIEW_TEXT_MAX}
            rows={4}
            error={fieldError('text')}
          />
        </div>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Select
              label={t(`${k}.rating`)}
              options={[5, 4, 3, 2, 1].map((n) => ({
                value: String(n),
                title: t(`${k}.stars`, { count: n }),
              }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              name={field.name}
            />
          )}
        />
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <Select
              label={t(`${k}.language`)}
              options={LOCALES.map((l) => ({
                value: l,
                title: t(`contentAdmin.blog.languages.${l}`),
              }))}
              value={field.value ?? 'en'}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Select
              label={t(`${k}.source`)}
              options={REVIEW_SOURCES.map((s) => ({ value: s, title: t(`${k}.sources.${s}`) }))}
              value={field.value ?? 'site'}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <Controller
          control={form.control}
          name="url"
          render={({ field }) => (
            <TextInput
              type="url"
              label={t(`${k}.url`)}
              maxLength={REVIEW_URL_MAX}
              error={fieldError('url')}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v.trim() === '' ? null : v)}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className="space-y-2 sm:col-span-2">
          <FormCheck control={form.control} name="published" label={t(`${k}.publishedField`)} />
          <FormCheck control={form.control} name="demo" label={t(`${k}.demoField`)} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <Button type="submit" loading={state === 'loading'}>
            {t(`contentAdmin.common.${editing ? 'save' : 'add'}`)}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => edit(null)}>
              {t('contentAdmin.common.cancel')}
            </Button>
          ) : null}
          <FormOutcome error={formError} done={done} />
        </div>
      </form>
    </AdminListPage>
  );
}
