import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  StyleDraftSchema,
  adminCreateStyleRoute,
  adminStylesRoute,
  type StaffStyle,
  type StyleDraft,
} from '@hs/contracts/catalogue-admin';
import { STYLE_DESCRIPTION_MAX, STYLE_PROMPT_MAX } from '@hs/domain/content-admin';
import { NEUTRAL_KELVIN, KELVIN_RANGE } from '@hs/domain/style-light';
import { NumberInput } from '@hs/ui/number-input';
import { Select } from '@hs/ui/select';
import { Textarea } from '@hs/ui/textarea';
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

// A style given its own light starts from daylight, even and mid-bright (issue 15 item 4).
const firstLight = { kelvin: NEUTRAL_KELVIN, contrast: 0.4, key: 0.5 };
const SIDES = ['varies', 'left', 'front', 'right'] as const;
const sideOf = { varies: undefined, left: -1, front: 0, right: 1 } as const;

const draftOf = (s: StaffStyle): StyleDraft => ({
  name: s.name,
  description: s.description,
  backdrop: {
    kind: s.backdrop.kind,
    colors: [s.backdrop.colors[0]!, s.backdrop.colors[1] ?? s.backdrop.colors[0]!],
    ...(s.backdrop.light ? { light: s.backdrop.light } : {}),
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
  const editor = useCatalogueEditor({
    path: PATH,
    itemSchema: styleSchema,
    draftSchema: StyleDraftSchema,
    blank,
    draftOf,
  });
  const { form, fieldError } = editor;
  const kind = form.watch('backdrop.kind');
  const light = form.watch('backdrop.light');
  const lightNumber = (
    name: 'kelvin' | 'contrast' | 'key',
    range: { min: number; max: number; step: number },
  ) => (
    <Controller
      control={form.control}
      name={`backdrop.light.${name}`}
      render={({ field }) => (
        <NumberInput
          label={t(`${k}.styles.light.${name}`)}
          hint={t(`${k}.styles.light.${name}Hint`)}
          min={range.min}
          max={range.max}
          step={range.step}
          error={fieldError(`backdrop.light.${name}`)}
          name={field.name}
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
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
      <ContentHeading title={t(`${k}.styles.title`)} intro={t(`${k}.styles.intro`)} />
      <CatalogueForm label={t(`${k}.styles.title`)} editor={editor}>
        <NameAndSortFields control={form.control} fieldError={fieldError} />
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
        <fieldset className="space-y-3 sm:col-span-2">
          <legend className="text-sm font-medium text-gray-900">
            {t(`${k}.styles.light.title`)}
          </legend>
          <label className="flex items-center gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              name="ownLight"
              checked={Boolean(light)}
              onChange={(e) =>
                form.setValue('backdrop.light', e.target.checked ? firstLight : undefined, {
                  shouldDirty: true,
                })
              }
            />
            {t(`${k}.styles.light.own`)}
          </label>
          {light ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {lightNumber('kelvin', { ...KELVIN_RANGE, step: 100 })}
              <Controller
                control={form.control}
                name="backdrop.light.side"
                render={({ field }) => (
                  <Select
                    label={t(`${k}.styles.light.side`)}
                    options={SIDES.map((v) => ({
                      value: v,
                      title: t(`${k}.styles.light.sides.${v}`),
                    }))}
                    value={SIDES.find((v) => sideOf[v] === field.value) ?? 'varies'}
                    onChange={(v) => field.onChange(sideOf[v])}
                    name={field.name}
                  />
                )}
              />
              {lightNumber('contrast', { min: 0, max: 1, step: 0.05 })}
              {lightNumber('key', { min: 0, max: 1, step: 0.05 })}
            </div>
          ) : (
            <p className="text-xs text-gray-600">{t(`${k}.styles.light.fromColours`)}</p>
          )}
        </fieldset>
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
      </CatalogueForm>
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
                  <EnabledBadge enabled={s.enabled} />
                </div>
                <p className="mt-1 line-clamp-2 text-xs text-gray-600">{s.description}</p>
                <div className="mt-3 flex gap-2">
                  <EntryButtons item={s} toggle={editor.toggle} onEdit={editor.edit} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
