import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CatalogueItemDraftSchema,
  adminCatalogueCreateRoute,
  adminCatalogueListRoute,
  type CatalogueSection,
  type StaffCatalogueItem,
} from '@hs/contracts/catalogue-admin';
import { Select } from '@hs/ui/select';
import { Controller } from 'react-hook-form';
import {
  CatalogueForm,
  ContentHeading,
  EnabledBadge,
  EntryButtons,
  NameAndSortFields,
  useCatalogueEditor,
} from '../../components/admin/catalogue-editor.tsx';
import { useApiQuery } from '../../components/data-kit/api-query.ts';
import { FormCheck } from '../../components/data-kit/form-fields.tsx';
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
  const editor = useCatalogueEditor({
    path,
    itemSchema,
    draftSchema: CatalogueItemDraftSchema,
    blank,
    draftOf: ({ name, gender, sort, enabled }: StaffCatalogueItem) => ({
      name,
      gender,
      sort,
      enabled,
    }),
  });
  const { form, fieldError, editing } = editor;
  const title = t(`${k}.items.${section}.title`);
  const genderTitle = (g: string | null) => t(`${k}.items.genders.${g ?? 'all'}`);

  return (
    <div className="max-w-4xl space-y-6">
      <ContentHeading title={title} intro={t(`${k}.items.${section}.intro`)} />
      <CatalogueForm
        label={editing ? t(`${k}.common.editing`, { name: editing.name }) : title}
        editor={editor}
      >
        <NameAndSortFields control={form.control} fieldError={fieldError} />
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
      </CatalogueForm>
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
                <EnabledBadge enabled={item.enabled} />
                <EntryButtons item={item} toggle={editor.toggle} onEdit={editor.edit} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
