import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SaveOrganizationSettingsSchema,
  removeBrandingImageRoute,
  saveOrganizationSettingsRoute,
  uploadBrandingImageRoute,
  type OrganizationSettings,
} from '@hs/contracts/organization-settings';
import {
  MAX_CUSTOM_OUTPUT_SIZES,
  OUTPUT_SIDE_MAX,
  OUTPUT_SIDE_MIN,
  type OptionCombo,
} from '@hs/domain/organization-options';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { useToast } from '@hs/ui/toast';
import { useApiMutation } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FormNumber, FormText } from '../../components/data-kit/form-fields.tsx';
import { OptionChecklist } from '../../components/team-area/option-checklist.tsx';
import { OptionsState } from '../../components/team-area/options-state.tsx';
import {
  PRESELECTED_PATH,
  SETTINGS_PATH,
  useCatalogueOptions,
  useOrganizationSettings,
  type OptionItem,
} from '../../components/team-area/options-data.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { AreaHeading, WithOrganization } from './dashboard.tsx';

const settingsAnswer =
  saveOrganizationSettingsRoute.responses[200].content['application/json'].schema;
const imageAnswer = uploadBrandingImageRoute.responses[200].content['application/json'].schema;
const removeAnswer = removeBrandingImageRoute.responses[200].content['application/json'].schema;

const DEFAULT_COLOUR = '#1f2937';
const DEFAULT_SIZE = { width: 1024, height: 1280 };
/** What 'Add a size' starts from: a smaller copy for web profiles. */
const SECOND_SIZE = { width: 512, height: 640 };

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-6 text-gray-700">{intro}</p>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** The background image: upload (decoded and re-encoded by the server) and remove. */
function BrandingImage({ image }: { image: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useApiMutation(imageAnswer, {
    method: 'PUT',
    path: '/organization/branding/image',
    body: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return form;
    },
    invalidates: [SETTINGS_PATH],
  });
  const remove = useApiMutation(removeAnswer, {
    method: 'DELETE',
    path: '/organization/branding/image',
    body: () => undefined,
    invalidates: [SETTINGS_PATH],
  });
  const send = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('orgSettings.settings.branding.uploaded')),
      onError: (failure) => setError(failureMessage(failure)),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div>
      <p className="text-sm font-medium text-gray-900">
        {t('orgSettings.settings.branding.image')}
      </p>
      <p className="mt-1 text-xs text-gray-600">{t('orgSettings.settings.branding.imageHelp')}</p>
      {image ? (
        <img
          src={image}
          alt={t('orgSettings.settings.branding.imagePreview')}
          data-testid="branding-image"
          className="mt-3 aspect-[4/3] w-full max-w-xs rounded-lg object-cover ring-1 ring-gray-200"
        />
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/heic,image/heif"
          className="sr-only"
          id="branding-image-file"
          aria-label={t('orgSettings.settings.branding.upload')}
          onChange={(e) => send(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending
            ? t('orgSettings.settings.branding.uploading')
            : t('orgSettings.settings.branding.upload')}
        </Button>
        {image ? (
          <Button
            variant="secondary"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('orgSettings.settings.branding.removed')),
                onError: (failure) => setError(failureMessage(failure)),
              })
            }
          >
            {t('orgSettings.settings.branding.remove')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "All of them" or "Only these" with the checklist. */
function AllowedList({
  name,
  legend,
  items,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  items: OptionItem[];
  value: string[] | null;
  onChange: (next: string[] | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {t('orgSettings.settings.allowed.all')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={value !== null} onChange={() => onChange([])} />
          {t('orgSettings.settings.allowed.only')}
        </label>
      </div>
      {value !== null ? (
        <OptionChecklist
          legend={`${legend}: ${t('orgSettings.settings.allowed.only')}`}
          items={items}
          selected={value}
          onChange={onChange}
          testId={`allowed-${name}`}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error === t('data.form.required') ? t('orgSettings.settings.allowed.noneChosen') : error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The combos: pairs of a backdrop and its clothing. */
function Combos({
  styles,
  clothing,
  value,
  onChange,
}: {
  styles: OptionItem[];
  clothing: OptionItem[];
  value: OptionCombo[];
  onChange: (next: OptionCombo[]) => void;
}) {
  const { t } = useTranslation();
  const [styleId, setStyleId] = useState<string | null>(null);
  const [clothingId, setClothingId] = useState<string | null>(null);
  const nameOf = (items: OptionItem[], id: string) => items.find((i) => i.id === id)?.name ?? id;
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-gray-600">{t('orgSettings.settings.combos.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
          data-testid="combos"
        >
          {value.map((combo) => (
            <li
              key={`${combo.styleId}+${combo.clothingId}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                {nameOf(styles, combo.styleId)} + {nameOf(clothing, combo.clothingId)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onChange(value.filter((c) => c !== combo))}
              >
                {t('orgSettings.settings.combos.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select
          label={t('orgSettings.settings.combos.backdrop')}
          options={styles.map((s) => ({ value: s.id, title: s.name }))}
          value={styleId}
          onChange={setStyleId}
          wrapperClassName="sm:w-56"
        />
        <Select
          label={t('orgSettings.settings.combos.clothing')}
          options={clothing.map((c) => ({ value: c.id, title: c.name }))}
          value={clothingId}
          onChange={setClothingId}
          wrapperClassName="sm:w-56"
        />
        <Button
          variant="secondary"
          disabled={!styleId || !clothingId}
          onClick={() => {
            if (!styleId || !clothingId) return;
            const exists = value.some((c) => c.styleId === styleId && c.clothingId === clothingId);
            if (!exists) onChange([...value, { styleId, clothingId }]);
          }}
        >
          {t('orgSettings.settings.combos.add')}
        </Button>
      </div>
    </div>
  );
}

function SettingsForm({
  settings,
  styles,
  clothing,
}: {
  settings: OrganizationSettings;
  styles: OptionItem[];
  clothing: OptionItem[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useApiMutation(settingsAnswer, {
    method: 'PUT',
    path: SETTINGS_PATH,
    invalidates: [SETTINGS_PATH, PRESELECTED_PATH],
  });
  const { form, state, formError, submit, fieldError } = useContractForm(
    SaveOrganizationSettingsSchema,
    {
      defaultValues: {
        branding: { backgroundColor: settings.branding.backgroundColor },
        allowedOptions: settings.allowedOptions,
        customOutputSizes: settings.customOutputSizes,
      },
      resetOnSuccess: false,
      onSubmit: async (values) => {
        const answer = await save.mutateAsync(values);
        form.reset({
          branding: { backgroundColor: answer.data.branding.backgroundColor },
          allowedOptions: answer.data.allowedOptions,
          customOutputSizes: answer.data.customOutputSizes,
        });
        toast.success(t('orgSettings.saved'));
      },
    },
  );
  const { control, watch, setValue } = form;
  const colour = watch('branding.backgroundColor');
  const sizes = watch('customOutputSizes');
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={state === 'loading'}>
      <Section
        id="branding"
        title={t('orgSettings.settings.branding.title')}
        intro={t('orgSettings.settings.branding.intro')}
      >
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={colour !== null && colour !== undefined}
            onChange={(e) =>
              setValue('branding.backgroundColor', e.target.checked ? DEFAULT_COLOUR : null, {
                shouldDirty: true,
              })
            }
          />
          {t('orgSettings.settings.branding.useColour')}
        </label>
        {colour !== null && colour !== undefined ? (
          <div className="flex items-end gap-3">
            <input
              type="color"
              aria-label={t('orgSettings.settings.branding.pickColour')}
              value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_COLOUR}
              onChange={(e) =>
                setValue('branding.backgroundColor', e.target.value, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
              className="h-10 w-14 shrink-0 cursor-pointer rounded border border-gray-300"
            />
            <div className="w-40">
              <FormText
                control={control}
                name="branding.backgroundColor"
                label={t('orgSettings.settings.branding.colour')}
                maxLength={7}
                error={fieldError('branding.backgroundColor')}
              />
            </div>
          </div>
        ) : null}
        <BrandingImage image={settings.branding.backgroundImage} />
        {settings.branding.backgroundImage && colour ? (
          <p className="text-xs text-gray-600">{t('orgSettings.settings.branding.imageWins')}</p>
        ) : null}
      </Section>

      <Section
        id="allowed"
        title={t('orgSettings.settings.allowed.title')}
        intro={t('orgSettings.settings.allowed.intro')}
      >
        <Controller
          control={control}
          name="allowedOptions.styles"
          render={({ field }) => (
            <AllowedList
              name="styles"
              legend={t('orgSettings.settings.allowed.styles')}
              items={styles}
              value={field.value}
              onChange={field.onChange}
              error={fieldError('allowedOptions.styles')}
            />
          )}
        />
        <Controller
          control={control}
          name="allowedOptions.clothing"
          render={({ field }) => (
            <AllowedList
              name="clothing"
              legend={t('orgSettings.settings.allowed.clothing')}
              items={clothing}
              value={field.value}
              onChange={field.onChange}
              error={fieldError('allowedOptions.clothing')}
            />
          )}
        />
      </Section>

      <Section
        id="combos"
        title={t('orgSettings.settings.combos.title')}
        intro={t('orgSettings.settings.combos.intro')}
      >
        <Controller
          control={control}
          name="allowedOptions.combos"
          render={({ field }) => (
            <Combos
              styles={styles}
              clothing={clothing}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Section>

      <Section
        id="size"
        title={t('orgSettings.settings.size.title')}
        intro={t('orgSettings.settings.size.intro')}
      >
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={sizes.length > 0}
            onChange={(e) =>
              setValue('customOutputSizes', e.target.checked ? [DEFAULT_SIZE] : [], {
                shouldDirty: true,
              })
            }
          />
          {t('orgSettings.settings.size.custom')}
        </label>
        {sizes.length > 0 ? (
          <div className="space-y-3">
            {sizes.map((_, i) => (
              <fieldset key={i} className="flex flex-wrap items-end gap-3">
                <legend className="sr-only">
                  {t('orgSettings.settings.size.number', { number: i + 1 })}
                </legend>
                <div className="w-36">
                  <FormNumber
                    control={control}
                    name={`customOutputSizes.${i}.width`}
                    label={t('orgSettings.settings.size.width')}
                    max={OUTPUT_SIDE_MAX}
                    error={fieldError(`customOutputSizes.${i}.width`)}
                  />
                </div>
                <div className="w-36">
                  <FormNumber
                    control={control}
                    name={`customOutputSizes.${i}.height`}
                    label={t('orgSettings.settings.size.height')}
                    max={OUTPUT_SIDE_MAX}
                    error={fieldError(`customOutputSizes.${i}.height`)}
                  />
                </div>
                {sizes.length > 1 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setValue(
                        'customOutputSizes',
                        sizes.filter((__, j) => j !== i),
                        { shouldDirty: true },
                      )
                    }
                  >
                    {t('orgSettings.settings.size.remove', { number: i + 1 })}
                  </Button>
                ) : null}
              </fieldset>
            ))}
            <Button
              variant="secondary"
              size="sm"
              disabled={sizes.length >= MAX_CUSTOM_OUTPUT_SIZES}
              onClick={() =>
                setValue('customOutputSizes', [...sizes, SECOND_SIZE], { shouldDirty: true })
              }
            >
              {t('orgSettings.settings.size.add')}
            </Button>
            <p className="text-xs text-gray-600">
              {t('orgSettings.settings.size.range', {
                min: OUTPUT_SIDE_MIN,
                max: OUTPUT_SIDE_MAX,
                count: MAX_CUSTOM_OUTPUT_SIZES,
              })}
            </p>
          </div>
        ) : null}
      </Section>

      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={state === 'loading'}>
        {t('orgSettings.save')}
      </Button>
    </form>
  );
}

// spec 001 section 2: /app/admin/settings; section 3: branding (backgroundColor,
// backgroundImage), allowedOptions (with combos), customOutputSizes.
export default function TeamSettings() {
  const { t } = useTranslation();
  const settings = useOrganizationSettings();
  const catalogue = useCatalogueOptions();
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading
        title={t('account.team.items.settings')}
        intro={t('orgSettings.settings.intro')}
      />
      <WithOrganization>
        {() => (
          <div className="mt-8">
            <OptionsState
              isError={settings.isError || catalogue.isError}
              retry={() => {
                void settings.refetch();
                catalogue.retry();
              }}
              ready={Boolean(settings.data && catalogue.data)}
            />
            {settings.data && catalogue.data ? (
              <SettingsForm
                settings={settings.data.data}
                styles={catalogue.data.styles}
                clothing={catalogue.data.clothing}
              />
            ) : null}
          </div>
        )}
      </WithOrganization>
    </div>
  );
}
