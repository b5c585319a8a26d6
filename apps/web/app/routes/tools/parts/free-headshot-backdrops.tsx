import { useTranslation } from 'react-i18next';
import type { Style } from '@hs/contracts/onboarding';
import { useLocale } from '../../../hooks/use-locale.ts';

interface BackdropChoiceProps {
  styles: Style[] | null;
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
}

/** The catalogue's backdrops as radio cards; without a catalogue, the default is used. */
export function BackdropChoice({ styles, value, onChange, disabled }: BackdropChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The catalogue's own names are English; known backdrops have translations.
  const nameOf = (style: Style) =>
    locale === 'en'
      ? style.name
      : t(`pagesExamples.backdrops.names.${style._id}`, { defaultValue: style.name });
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">{t('tools.headshot.backdrop')}</legend>
      {styles === null || styles.length === 0 ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('tools.headshot.backdropsFailed')}
        </p>
      ) : (
        <div className="mt-2 grid grid-cols-4 gap-2">
          {styles.map((style) => (
            <label key={style._id} className="group cursor-pointer text-center">
              <input
                type="radio"
                name="style"
                value={style._id}
                checked={value === style._id}
                onChange={() => onChange(style._id)}
                className="peer sr-only"
              />
              <img
                src={style.previewUrl}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 peer-checked:ring-3 peer-checked:ring-teal-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700"
              />
              <span className="mt-1 block text-xs leading-4 text-slate-700 peer-checked:font-semibold peer-checked:text-slate-900">
                {nameOf(style)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
