import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateStudioPhoto, StudioLimit } from '@hs/contracts/studio';
import { studioPhotoCost } from '@hs/domain/studio-cost';
import {
  STUDIO_DEFAULTS,
  STUDIO_MAX_COUNT,
  STUDIO_QUALITIES,
  STUDIO_SIZES,
  studioDeliveredSize,
  studioUnhonoured,
  type StudioQuality,
  type StudioSize,
} from '@hs/domain/studio';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import type { StudioData } from './use-studio.ts';

type Form = {
  photoTemplateId: string;
  size: StudioSize;
  quality: StudioQuality;
  gender: 'male' | 'female';
  outfitId: string;
  emotion: string;
  glasses: boolean;
  hairstyle: boolean;
  count: number;
};

/** The outfit and emotion choice that changes nothing (the Select shows '' as unset). */
const NONE = 'none';

/** The settings form (spec 001 section 3, Studio settings; section 9 defaults). */
export function StudioSettings({
  data,
  busy,
  onCreate,
}: {
  data: StudioData;
  busy: boolean;
  onCreate: (body: CreateStudioPhoto, cost: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<Form>({
    photoTemplateId: data.templates.templates[0]?._id ?? '',
    size: STUDIO_DEFAULTS.size,
    quality: STUDIO_DEFAULTS.quality,
    gender: STUDIO_DEFAULTS.gender,
    outfitId: NONE,
    emotion: NONE,
    glasses: STUDIO_DEFAULTS.glasses,
    hairstyle: STUDIO_DEFAULTS.hairstyle,
    count: STUDIO_DEFAULTS.count,
  });
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const cost = studioPhotoCost(form.quality, form.count);
  const emotionName = data.emotions.find((e) => e._id === form.emotion)?.name ?? null;
  const unhonoured = studioUnhonoured(data.templates.engine.name, {
    outfitId: form.outfitId === NONE ? null : form.outfitId,
    emotionPrompt: emotionName,
    glasses: form.glasses,
    hairstyle: form.hairstyle,
  });
  const list = (items: StudioLimit[]) =>
    items.map((l) => t(`studio.engine.limits.${l}`)).join(', ');
  const outfits = data.outfits.filter((o) => o.gender === null || o.gender === form.gender);

  const submit = () =>
    onCreate(
      {
        settings: {
          photoTemplateId: form.photoTemplateId,
          size: form.size,
          quality: form.quality,
          gender: form.gender,
          modelId: data.model._id,
          outfitId: form.outfitId === NONE ? null : form.outfitId,
          emotionPrompt: emotionName,
          glasses: form.glasses,
          hairstyle: form.hairstyle,
          ethnicity: data.model.ethnicity,
        },
        count: form.count,
      },
      cost,
    );

  return (
    <form
      className="space-y-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t('studio.settings.title')}
      </h2>

      <fieldset>
        <legend className="text-sm font-medium text-gray-900">
          {t('studio.settings.template')}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {data.templates.templates.map((tpl) => {
            const [top, bottom = top] = tpl.backdrop.colors;
            const chosen = form.photoTemplateId === tpl._id;
            return (
              <label
                key={tpl._id}
                className={`flex cursor-pointer flex-col gap-1 rounded-lg p-2 text-xs ring-1 ${chosen ? 'ring-2 ring-brand-600' : 'ring-gray-200'}`}
              >
                <input
                  type="radio"
                  name={`${id}-template`}
                  value={tpl._id}
                  checked={chosen}
                  onChange={() => set('photoTemplateId', tpl._id)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="h-10 rounded"
                  style={{ background: `linear-gradient(${top}, ${bottom})` }}
                />
                <span className="text-gray-800">
                  {t(`studio.templates.${tpl._id}`, { defaultValue: tpl.name })}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <Select
          label={t('studio.settings.size')}
          value={form.size}
          onChange={(v) => set('size', v)}
          options={STUDIO_SIZES.map((s) => ({ value: s, title: s.replace('x', ' × ') }))}
        />
        <Select
          label={t('studio.settings.gender')}
          value={form.gender}
          onChange={(v) => set('gender', v)}
          options={(['male', 'female'] as const).map((g) => ({
            value: g,
            title: t(`studio.settings.genders.${g}`),
          }))}
        />
      </div>
      <Select
        label={t('studio.settings.quality')}
        value={form.quality}
        onChange={(v) => set('quality', v)}
        options={STUDIO_QUALITIES.map((q) => {
          // Issue 34 item 6: the size this quality delivers on the running engine.
          const made = studioDeliveredSize(form.size, q, data.templates.engine.maxSide);
          return {
            value: q,
            title: t(`studio.settings.qualities.${q}`, { size: `${made.width} × ${made.height}` }),
          };
        })}
      />
      <Select
        label={t('studio.settings.outfit')}
        value={form.outfitId}
        onChange={(v) => set('outfitId', v)}
        options={[
          { value: NONE, title: t('studio.settings.outfitNone') },
          ...outfits.map((o) => ({ value: o._id, title: o.name })),
        ]}
      />
      <Select
        label={t('studio.settings.emotion')}
        value={form.emotion}
        onChange={(v) => set('emotion', v)}
        options={[
          { value: NONE, title: t('studio.settings.emotionNone') },
          ...data.emotions.map((e) => ({ value: e._id, title: e.name })),
        ]}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['glasses', 'hairstyle'] as const).map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={form[key]}
              onChange={(event) => set(key, event.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t(`studio.settings.${key}`)}
          </label>
        ))}
      </div>
      <label className="block text-sm font-medium text-gray-900">
        {t('studio.settings.count')}
        <input
          type="number"
          min={1}
          max={STUDIO_MAX_COUNT}
          value={form.count}
          onChange={(event) => {
            const n = Math.round(Number(event.target.value));
            set('count', Math.min(STUDIO_MAX_COUNT, Math.max(1, Number.isFinite(n) ? n : 1)));
          }}
          className="mt-1 block w-24 rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
      </label>

      {data.templates.engine.cannot.length ? (
        <div
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-engine-note
        >
          <p className="font-medium">{t('studio.engine.title')}</p>
          <p className="mt-1">{t('studio.engine.local')}</p>
          {unhonoured.length ? (
            <p className="mt-1 font-medium" data-unhonoured>
              {t('studio.engine.chosen', { list: list(unhonoured) })}
            </p>
          ) : null}
        </div>
      ) : null}

      <Button type="submit" fullWidth loading={busy}>
        {t('studio.settings.create', { count: form.count })} ·{' '}
        {t('studio.settings.cost', { count: cost })}
      </Button>
    </form>
  );
}
