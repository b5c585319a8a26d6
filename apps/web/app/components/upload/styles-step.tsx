import { useTranslation } from 'react-i18next';
import type { Style } from '@hs/contracts/onboarding';
import { Button } from '@hs/ui/button';
import { CheckIcon, InfoIcon } from '@hs/ui/icons';
import { Spinner } from '@hs/ui/spinner';
import { useLocale } from '../../hooks/use-locale.ts';
import {
  MIN_STYLES,
  isStyleChoiceValid,
  stylesToPick,
  toggleStyle,
} from '../../upload/style-choice.ts';
import type { Entitlement } from '../../upload/use-entitlement.ts';
import type { StyleCatalogue } from '../../upload/use-style-catalogue.ts';
import { FormAlert } from './form-alert.tsx';
import { StepFooter } from './step-footer.tsx';

export interface StylesStepProps {
  catalogue: StyleCatalogue;
  entitlement: Entitlement;
  selected: string[];
  onChange: (selected: string[]) => void;
  onRetry: () => void;
  onBack: () => void;
  onContinue: () => void;
}

function StyleCard({
  style,
  checked,
  disabled,
  onToggle,
}: {
  style: Style;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <label
        className={`relative flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-white shadow-sm transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${checked ? 'border-brand-600' : 'border-transparent ring-1 ring-gray-200 hover:ring-gray-300'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <input
          type="checkbox"
          className="sr-only"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />
        <img
          src={style.previewUrl}
          alt={t('upload.styles.preview', { name: style.name })}
          className="aspect-[4/3] w-full bg-gray-100 object-cover"
        />
        <span
          className={`absolute top-2 right-2 flex size-7 items-center justify-center rounded-full shadow ${checked ? 'bg-brand-700 text-white' : 'bg-white/90 text-transparent ring-1 ring-gray-300'}`}
        >
          <CheckIcon className="size-4" />
        </span>
        <span className="block p-2.5 sm:p-3">
          <span className="block text-sm font-semibold text-gray-900 sm:text-base">
            {style.name}
          </span>
          <span className="mt-1 block text-xs leading-5 text-gray-600 sm:text-sm">
            {style.description}
          </span>
        </span>
      </label>
    </li>
  );
}

/** What the person's package allows: their own package, else what each package gives. */
function Allowance({ entitlement }: { entitlement: Entitlement & { status: 'ready' } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { nextPackage, packages, maxStyles, seat } = entitlement;
  // Issue 17: a team member's seat pays; they choose no package.
  if (seat && seat !== 'none-left') {
    return (
      <p className="mt-1 max-w-3xl text-sm leading-6 text-gray-700" data-testid="style-allowance">
        {t('upload.styles.yourSeat', { max: maxStyles })}
      </p>
    );
  }
  if (seat === 'none-left' && !nextPackage) {
    return (
      <p className="mt-1 max-w-3xl text-sm leading-6 text-gray-700" data-testid="style-allowance">
        {t('upload.styles.noSeats')}
      </p>
    );
  }
  if (nextPackage) {
    return (
      <p className="mt-1 max-w-3xl text-sm leading-6 text-gray-700" data-testid="style-allowance">
        {t('upload.styles.yourPackage', { name: nextPackage.name, max: maxStyles })}
      </p>
    );
  }
  const list = new Intl.ListFormat(locale, { type: 'unit' }).format(
    [...packages]
      .sort((a, b) => a.stylesAllowed - b.stylesAllowed)
      .map((p) => t('upload.styles.packageStyles', { name: p.name, count: p.stylesAllowed })),
  );
  return (
    <p className="mt-1 max-w-3xl text-sm leading-6 text-gray-700" data-testid="style-allowance">
      {t('upload.styles.packageDecides', { list })}
    </p>
  );
}

/**
 * Step 3: backdrop styles, as cards with their preview; as many as the person's package
 * includes (issue 12), or the largest package's count when they have none yet.
 */
export function StylesStep({
  catalogue,
  entitlement,
  selected,
  onChange,
  onRetry,
  onBack,
  onContinue,
}: StylesStepProps) {
  const { t } = useTranslation();
  const max =
    entitlement.status === 'ready' && catalogue.status === 'ready'
      ? stylesToPick(entitlement.maxStyles, catalogue.styles.length)
      : 0;
  const full = selected.length >= max;
  const tooMany = selected.length > max;
  const valid = isStyleChoiceValid(selected, max);
  const failure =
    catalogue.status === 'failed'
      ? catalogue.message
      : entitlement.status === 'failed'
        ? entitlement.message
        : null;

  let body;
  if (failure !== null) {
    body = (
      <div className="mt-6 space-y-3">
        <FormAlert>{failure}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          {t('upload.styles.retry')}
        </Button>
      </div>
    );
  } else if (catalogue.status !== 'ready' || entitlement.status !== 'ready') {
    body = (
      <div className="mt-10 flex items-center justify-center gap-3 text-gray-600">
        <Spinner label={t('upload.styles.loading')} />
        <span aria-hidden="true">{t('upload.styles.loading')}</span>
      </div>
    );
  } else if (catalogue.styles.length === 0) {
    body = (
      <p className="mt-6 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">
        {t('upload.styles.empty')}
      </p>
    );
  } else {
    body = (
      <fieldset className="mt-6">
        <legend className="sr-only">{t('upload.styles.title')}</legend>
        {tooMany ? (
          <FormAlert className="mb-4 max-w-3xl">{t('upload.styles.tooMany', { max })}</FormAlert>
        ) : null}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {catalogue.styles.map((style) => {
            const checked = selected.includes(style._id);
            return (
              <StyleCard
                key={style._id}
                style={style}
                checked={checked}
                disabled={!checked && full}
                onToggle={() => onChange(toggleStyle(selected, style._id, max))}
              />
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <>
      {entitlement.status === 'ready' && catalogue.status === 'ready' && max > 0 ? (
        <>
          <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700" data-testid="styles-intro">
            {max > MIN_STYLES
              ? t('upload.styles.intro', { min: MIN_STYLES, max })
              : t('upload.styles.introOne')}
          </p>
          <Allowance entitlement={entitlement} />
        </>
      ) : null}
      <div className="mt-4 flex max-w-3xl items-start gap-3 rounded-xl bg-blue-50 p-4 text-sm text-blue-900 ring-1 ring-blue-200 ring-inset">
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-blue-700" />
        <p>
          <strong className="font-semibold">{t('upload.styles.clothingTitle')}: </strong>
          {t('upload.styles.clothing')}
        </p>
      </div>
      {body}
      <StepFooter
        summary={
          catalogue.status === 'ready' &&
          entitlement.status === 'ready' &&
          catalogue.styles.length > 0 ? (
            <div role="status" className="min-w-0">
              <p className="text-sm font-semibold text-gray-900">
                {t('upload.styles.chosen', { count: selected.length, max })}
              </p>
              <p className={`text-xs ${tooMany ? 'font-medium text-red-700' : 'text-gray-600'}`}>
                {tooMany
                  ? t('upload.styles.tooMany', { max })
                  : full
                    ? t('upload.styles.full', { max })
                    : valid
                      ? null
                      : t('upload.styles.noneChosen')}
              </p>
            </div>
          ) : undefined
        }
      >
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('upload.back')}
        </Button>
        <Button size="lg" disabled={!valid} onClick={onContinue}>
          {t('upload.photos.continue')}
        </Button>
      </StepFooter>
    </>
  );
}
