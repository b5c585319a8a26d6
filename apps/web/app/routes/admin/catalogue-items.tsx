import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CatalogueItemDraftSchema,
  adminCatalogueCreateRoute,
  adminCatalogueListRoute,
  type CatalogueSection,
  type StaffCatalogueItem,
} from '@hs/contracts/catalogue-admin';
import { CATALOGUE_NAME_MAX, SORT_MAX } from '@hs/domain/content-admin';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Controller } from 'react-hook-form';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FormCheck, FormNumber, FormText } from '../../components/data-kit/form-fields.tsx';
import { ListState } from '../../components/data-kit/list-state.tsx';

const listSchema = adminCatalogueListRoute.responses[200].content['application/json'].schema;
const itemSchema = adminCatalogueCreateRoute.responses[200].content['application/json'].schema;

/** /admin/hairstyles, /admin/emotions and /admin/clothing: the section is the path's. */
function sectionOf(pathname: string): CatalogueSection {
  if (pathname.startsWith('/admin/emotions')) return 'emotions';
  if (pathname.startsWith('/admin/clothing')) return 'clothing';
  return 'hairstyles';
}

const blank = { name: '', gender: null, sort: 0, enabled: true };

// spec 001 sections 2 and 6: Hairstyles, Emotions (admin, dev) and Clothing (admin, dev, sales).
export default function CatalogueItemsPage() {
  const { t } = useTranslation();
  const section = sectionOf(useLocation().pathname);
  const path = `/admin/catalogue/${section}`;
  const k = 'contentAdmin';
  const list = useApiQuery(path, listSchema);
  const [editing, setEditing] = useState<StaffCatalogueItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useApiMutation(itemSchema, {
    method: editing ? 'PUT' : 'POST',
    path: editing ? `${path}/${encodeURIComponent(editing.id)}` : path,
    invalidates: [path],
  });
  const toggle = useApiMutation(itemSchema, {
    method: 'PUT',
    path: (item: StaffCatalogueItem) => `${path}/${encodeURIComponent(item.id)}`,
    body: ({ name, gender, sort, enabled }: StaffCatalogueItem) => ({
      name,
      gender,
      sort,
      enabled: !enabled,
    }),
    invalidates: [path],
  });
  const { form, formError, submit, fieldError, state } = useContractForm(CatalogueItemDraftSchema, {
    defaultValues: blank,
    resetOnSuccess: true,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setDone(t(`${k}.common.${editing ? 'saved' : 'added'}`));
      setEditing(null);
    },
  });
  const edit = (item: StaffCatalogueItem | null) => {
    setEditing(item);
    setDone(null);
    form.reset(item ? { ...item } : blank);
  };
  const title = t(`${k}.items.${section}.title`);
  const genderTitle = (g: string | null) => t(`${k}.items.genders.${g ?? 'all'}`);

  return (
    <div className="max-w-4xl space-y-6">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-700">{t(`${k}.items.${section}.intro`)}</p>
      </div>
      <form
        aria-label={editing ? t(`${k}.common.editing`, { name: editing.name }) : title}
        className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2"
        onSubmit={submit}
        noValidate
      >
        <h2 className="text-base font-semibold text-gray-900 sm:col-span-2">
          {editing ? t(`${k}.common.editing`, { name: editing.name }) : t(`${k}.common.newItem`)}
        </h2>
        <FormText
          control={form.control}
          name="name"
          label={t(`${k}.common.name`)}
          maxLength={CATALOGUE_NAME_MAX}
          error={fieldError('name')}
        />
        <FormNumber
          control={form.control}
          name="sort"
          label={t(`${k}.common.sort`)}
          max={SORT_MAX}
          error={fieldError('sort')}
        />
        {section === 'clothing' ? (
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                label={t(`${k}.items.gender`)}
                options={(['all', 'male', 'female'] as const).map((g) => ({
                  value: g,
                  title: t(`${k}.items.genders.${g}`),
                }))}
                value={field.value ?? 'all'}
                onChange={(v) => field.onChange(v === 'all' ? null : v)}
                name={field.name}
              />
            )}
          />
        ) : null}
        <div className="self-end">
          <FormCheck control={form.control} name="enabled" label={t(`${k}.common.enabled`)} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <Button type="submit" loading={state === 'loading'}>
            {t(`${k}.common.${editing ? 'save' : 'add'}`)}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => edit(null)}>
              {t(`${k}.common.cancel`)}
            </Button>
          ) : null}
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          ) : done ? (
            <p role="status" className="text-sm text-green-700">
              {done}
            </p>
          ) : null}
        </div>
      </form>
      <ListState query={list} empty={t(`${k}.common.empty`)}>
        {(answer) => (
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {answer.data.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-gray-900">{item.name}</p>
                  <p className="text-xs text-gray-500">
                    {item.id} · {t(`${k}.common.sort`)} {item.sort}
                    {section === 'clothing' ? ` · ${genderTitle(item.gender)}` : ''}
                  </p>
                </div>
                <Badge tone={item.enabled ? 'success' : 'neutral'}>
                  {t(`${k}.common.${item.enabled ? 'on' : 'off'}`)}
                </Badge>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-pressed={item.enabled}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(item)}
                >
                  {t(`${k}.common.${item.enabled ? 'off' : 'on'}`)}
                  <span className="sr-only"> {item.name}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => edit(item)}>
                  {t(`${k}.common.edit`)}
                  <span className="sr-only"> {item.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
