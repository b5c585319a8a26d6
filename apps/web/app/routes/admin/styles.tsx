import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  StyleDraftSchema,
  adminCreateStyleRoute,
  adminStylesRoute,
  type StaffStyle,
  type StyleDraft,
} from '@hs/contracts/catalogue-admin';
import {
  CATALOGUE_NAME_MAX,
  SORT_MAX,
  STYLE_DESCRIPTION_MAX,
  STYLE_PROMPT_MAX,
} from '@hs/domain/content-admin';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Textarea } from '@hs/ui/textarea';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FormCheck, FormNumber, FormText } from '../../components/data-kit/form-fields.tsx';
import { ListState } from '../../components/data-kit/list-state.tsx';

const listSchema = adminStylesRoute.responses[200].content['application/json'].schema;
const styleSchema = adminCreateStyleRoute.responses[200].content['application/json'].schema;
const PATH = '/admin/styles';
const k = 'contentAdmin';

const blank: StyleDraft = {
  name: '',
  description: '',
  backdrop: { kind: 'solid', colors: ['#1e3a8a', '#1e3a8a'] },
  prompt: '',
  preselected: false,
  sort: 0,
  enabled: true,
};

const draftOf = (s: StaffStyle): StyleDraft => ({
  name: s.name,
  description: s.description,
  backdrop: {
    kind: s.backdrop.kind,
    colors: [s.backdrop.colors[0]!, s.backdrop.colors[1] ?? s.backdrop.colors[0]!],
  },
  prompt: s.prompt,
  preselected: s.preselected,
  sort: s.sort,
  enabled: s.enabled,
});

// spec 001 sections 2 and 6: /admin/style (Styles: admin, dev, sales), backdrops with preview.
export default function StylesPage() {
  const { t } = useTranslation();
  const list = useApiQuery(PATH, listSchema);
  const [editing, setEditing] = useState<StaffStyle | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useApiMutation(styleSchema, {
    method: editing ? 'PUT' : 'POST',
    path: editing ? `${PATH}/${encodeURIComponent(editing.id)}` : PATH,
    invalidates: [PATH],
  });
  const toggle = useApiMutation(styleSchema, {
    method: 'PUT',
    path: (s: StaffStyle) => `${PATH}/${encodeURIComponent(s.id)}`,
    body: (s: StaffStyle) => ({ ...draftOf(s), enabled: !s.enabled }),
    invalidates: [PATH],
  });
  const { form, formError, submit, fieldError, state } = useContractForm(StyleDraftSchema, {
    defaultValues: blank,
    resetOnSuccess: true,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setDone(t(`${k}.common.${editing ? 'saved' : 'added'}`));
      setEditing(null);
    },
  });
  const kind = form.watch('backdrop.kind');
  const edit = (s: StaffStyle | null) => {
    setEditing(s);
    setDone(null);
    form.reset(s ? draftOf(s) : blank);
  };
  const colorField = (index: 0 | 1, label: string) => (
    <Controller
      control={form.control}
      name={`backdrop.colors.${index}`}
      render={({ field }) => (
        <label className="block text-sm font-medium text-gray-900">
          {label}
          <input
            type="color"
            className="mt-2 block h-10 w-24 cursor-pointer rounded-lg border border-gray-300"
            name={field.name}
            value={field.value ?? '#000000'}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        </label>
      )}
    />
  );

  return (
    <div className="max-w-5xl space-y-6">
      <title>{`${t(`${k}.styles.title`)} · ${t('admin.title')}`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t(`${k}.styles.title`)}</h1>
        <p className="mt-2 text-sm text-gray-700">{t(`${k}.styles.intro`)}</p>
      </div>
      <form
        aria-label={t(`${k}.styles.title`)}
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
        <div className="sm:col-span-2">
          <Textarea
            label={t(`${k}.styles.description`)}
            maxLength={STYLE_DESCRIPTION_MAX}
            rows={2}
            error={fieldError('description')}
            {...form.register('description')}
          />
        </div>
        <Controller
          control={form.control}
          name="backdrop.kind"
          render={({ field }) => (
            <Select
              label={t(`${k}.styles.kind`)}
              options={(['solid', 'gradient'] as const).map((v) => ({
                value: v,
                title: t(`${k}.styles.kinds.${v}`),
              }))}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <div className="flex gap-4">
          {colorField(0, t(`${k}.styles.color`))}
          {kind === 'gradient' ? colorField(1, t(`${k}.styles.secondColor`)) : null}
        </div>
        <div className="sm:col-span-2">
          <Textarea
            label={t(`${k}.styles.prompt`)}
            maxLength={STYLE_PROMPT_MAX}
            rows={2}
            error={fieldError('prompt')}
            {...form.register('prompt')}
          />
        </div>
        <FormCheck control={form.control} name="preselected" label={t(`${k}.styles.preselected`)} />
        <FormCheck control={form.control} name="enabled" label={t(`${k}.common.enabled`)} />
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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {answer.data.map((s) => (
              <li key={s.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
                <img
                  src={s.previewUrl}
                  alt={t(`${k}.styles.preview`, { name: s.name })}
                  width={480}
                  height={480}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <p className="min-w-0 flex-1 font-semibold break-words text-gray-900">{s.name}</p>
                  <Badge tone={s.enabled ? 'success' : 'neutral'}>
                    {t(`${k}.common.${s.enabled ? 'on' : 'off'}`)}
                  </Badge>
                </div>
                <p className="mt-1 line-clamp-2 text-xs text-gray-600">{s.description}</p>
                <div className="mt-3 flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-pressed={s.enabled}
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate(s)}
                  >
                    {t(`${k}.common.${s.enabled ? 'off' : 'on'}`)}
                    <span className="sr-only"> {s.name}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => edit(s)}>
                    {t(`${k}.common.edit`)}
                    <span className="sr-only"> {s.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
