import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@hs/client/api-error';
import { submitModelRoute, type Model, type Style } from '@hs/contracts/onboarding';
import { resolutionLabel } from '@hs/domain/packages';
import { Button } from '@hs/ui/button';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import type { PersonalInfoForm } from '../../upload/personal-info-form.ts';
import type { UploadStep } from '../../upload/steps.ts';
import { checkSummary, stillReading } from '../../upload/photo-check.ts';
import { promisedHeadshots } from '@hs/domain/give-back';
import { wantedPerStyle } from '@hs/domain/distinct-photos';
import type { Entitlement } from '../../upload/use-entitlement.ts';
import { currentCheck, type PhotoCheckState } from '../../upload/use-photo-check.ts';
import { FormAlert } from './form-alert.tsx';
import { StepFooter } from './step-footer.tsx';

export interface ConfirmStepProps {
  modelId: string;
  photos: { face: number; fullBody: number };
  info: PersonalInfoForm;
  styles: Style[];
  entitlement: Entitlement;
  /** Buying is switched off on this site (nothing to send the person to). */
  buyingOff: boolean;
  onEdit: (step: UploadStep) => void;
  onSubmitted: (model: Model) => void;
  /** The server wants a package first: go and buy one, or answer what to say instead. */
  onPaymentRequired: () => string | null;
  /** The package allows fewer styles than chosen (reason package.tooManyStyles). */
  onTooManyStyles: () => void;
  /** What the engine makes of the photos (issue 15 items 1 and 6). */
  check?: PhotoCheckState;
}

/** Whether the photos read so far give no headshot at all: the submit waits (issue 15). */
function noUsablePhoto(state: PhotoCheckState): boolean {
  const check = currentCheck(state);
  return !!check && checkSummary(check)?.kind === 'fallback';
}

/**
 * Decision 046: a shortfall or a photo of someone else is said again before the submit,
 * as a warning; the submit stays allowed (the spec's photo rules decide that), except when
 * no photo is usable at all (nothing could be made: the server refuses it too).
 */
function CheckWarnings({ state, onPhotos }: { state: PhotoCheckState; onPhotos: () => void }) {
  const { t } = useTranslation();
  const check = currentCheck(state);
  if (!check) return null;
  const summary = checkSummary(check);
  const lines: string[] = [];
  if (summary?.kind === 'fallback') {
    lines.push(t('engine.check.confirmFallback'));
  } else if (summary && summary.kind !== 'enough' && summary.kind !== 'reading') {
    lines.push(t('engine.check.confirmShort', summary));
  }
  if (check.photos.some((p) => p.someoneElse)) lines.push(t('engine.check.confirmSomeoneElse'));
  if (lines.length === 0) return null;
  return (
    <div
      id="confirm-check"
      data-testid="confirm-check"
      className="mt-3 max-w-3xl space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button variant="link" onClick={onPhotos}>
        {t('upload.confirm.editPhotos')}
      </Button>
    </div>
  );
}

/**
 * Issue 34 item 4: the promise before payment, from the photos as the engine read them:
 * how many distinct headshots (a photo at one framing, whatever the backdrop) each style
 * and the run will get; what the package holds beyond that is given back by itself.
 */
function PromiseNote({
  state,
  styles,
  entitlement,
}: {
  state: PhotoCheckState;
  styles: number;
  entitlement: Entitlement;
}) {
  const { t } = useTranslation();
  const check = currentCheck(state);
  if (!check || check.perStyle === null || stillReading(check) || check.perStyle === 0) return null;
  const seat = entitlement.status === 'ready' ? entitlement.seat : null;
  const next = entitlement.status === 'ready' ? entitlement.nextPackage : null;
  const headshots = seat && seat !== 'none-left' ? seat.headshots : next ? next.headshots : null;
  const text =
    headshots === null || styles === 0
      ? t('upload.confirm.promisePerStyle', { perStyle: check.perStyle })
      : t('upload.confirm.promise', {
          promised: promisedHeadshots({ headshots, styles, perStyle: check.perStyle }),
          headshots,
          perStyle: Math.min(check.perStyle, wantedPerStyle(headshots, styles)),
        });
  return (
    <p
      className="mt-3 max-w-3xl rounded-lg bg-white p-3 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset"
      data-testid="confirm-promise"
    >
      {text}
    </p>
  );
}

/** What the run will be made with, or what happens without a package (issue 12). */
function PackageNote({ entitlement, buyingOff }: { entitlement: Entitlement; buyingOff: boolean }) {
  const { t } = useTranslation();
  if (entitlement.status !== 'ready') return null;
  const next = entitlement.nextPackage;
  const seat = entitlement.seat;
  // Issue 17: a team member's seat pays before any package of their own.
  const text =
    seat && seat !== 'none-left'
      ? t('upload.confirm.seat', {
          headshots: seat.headshots,
          resolution: resolutionLabel(seat),
        })
      : seat === 'none-left' && !next
        ? t('upload.confirm.noSeats')
        : next
          ? t('upload.confirm.package', {
              name: next.name,
              headshots: next.headshots,
              resolution: resolutionLabel(next),
            })
          : buyingOff
            ? t('upload.confirm.buyingOff')
            : t('upload.confirm.choosePackage');
  return (
    <p
      className="mt-3 max-w-3xl rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
      data-testid="confirm-package"
    >
      {text}
    </p>
  );
}

function Summary({
  title,
  edit,
  onEdit,
  children,
}: {
  title: string;
  edit: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <Button variant="link" onClick={onEdit}>
          {edit}
        </Button>
      </div>
      <div className="mt-3 text-sm text-gray-700">{children}</div>
    </section>
  );
}

// The personal-info choices shown, in the language's words (spec 001 section 3 lists).
const SHOWN = [
  ['name', null],
  ['age', 'ages'],
  ['gender', 'sexes'],
  ['ethnicity', 'ethnicities'],
  ['eyeColor', 'eyeColours'],
  ['height', null],
  ['weight', null],
  ['bodyType', 'bodyTypes'],
  ['glasses', 'glasses'],
] as const;

/** Step 4: everything at a glance, and the one button that queues the model. */
export function ConfirmStep({
  modelId,
  photos,
  info,
  styles,
  entitlement,
  buyingOff,
  onEdit,
  onSubmitted,
  onPaymentRequired,
  onTooManyStyles,
  check = { status: 'idle' },
}: ConfirmStepProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = noUsablePhoto(check);

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await callOperation(api, submitModelRoute, {
        body: { modelId, styles: styles.map((style) => style._id), locale },
      });
      onSubmitted(answer.data.model);
    } catch (caught) {
      if (caught instanceof ApiError && caught.reason === 'seats.none') {
        // A team member buys no package here: their lead buys seats.
        setFailure(failureMessage(caught));
      } else if (caught instanceof ApiError && caught.code === 'PAYMENT_REQUIRED') {
        const instead = onPaymentRequired();
        if (instead === null) return;
        setFailure(instead);
      } else if (caught instanceof ApiError && caught.reason === 'package.tooManyStyles') {
        onTooManyStyles();
        return;
      } else {
        setFailure(failureMessage(caught));
      }
      setSubmitting(false);
    }
  }

  return (
    <>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">{t('upload.confirm.intro')}</p>
      <PackageNote entitlement={entitlement} buyingOff={buyingOff} />
      <PromiseNote state={check} styles={styles.length} entitlement={entitlement} />
      <CheckWarnings state={check} onPhotos={() => onEdit('photos')} />
      <div className="mt-6 grid max-w-3xl gap-4">
        <Summary
          title={t('upload.confirm.photos')}
          edit={t('upload.confirm.editPhotos')}
          onEdit={() => onEdit('photos')}
        >
          <p data-testid="summary-photos">
            {t('upload.confirm.photosSummary', {
              count: photos.face + photos.fullBody,
              face: photos.face,
              fullBody: photos.fullBody,
            })}
          </p>
        </Summary>
        <Summary
          title={t('upload.confirm.about')}
          edit={t('upload.confirm.editInfo')}
          onEdit={() => onEdit('info')}
        >
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {SHOWN.map(([field, group]) => {
              const value = info[field];
              const shown = !value
                ? t('upload.confirm.notGiven')
                : group
                  ? t(`upload.options.${group}.${value}`)
                  : value;
              return (
                <div key={field} className="flex min-w-0 gap-2">
                  <dt className="shrink-0 text-gray-500">{t(`upload.info.${field}`)}:</dt>
                  <dd className="min-w-0 font-medium break-words text-gray-900">{shown}</dd>
                </div>
              );
            })}
          </dl>
        </Summary>
        <Summary
          title={t('upload.confirm.styles')}
          edit={t('upload.confirm.editStyles')}
          onEdit={() => onEdit('styles')}
        >
          <ul className="flex flex-wrap gap-2">
            {styles.map((style) => (
              <li
                key={style._id}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {style.name}
              </li>
            ))}
          </ul>
        </Summary>
      </div>
      {failure ? <FormAlert className="mt-6 max-w-3xl">{failure}</FormAlert> : null}
      <StepFooter>
        <Button variant="secondary" size="lg" onClick={() => onEdit('styles')}>
          {t('upload.back')}
        </Button>
        <Button
          size="lg"
          loading={submitting}
          disabled={blocked}
          aria-describedby={blocked ? 'confirm-check' : undefined}
          onClick={() => void submit()}
        >
          {t('upload.confirm.submit')}
        </Button>
      </StepFooter>
    </>
  );
}
