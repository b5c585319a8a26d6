import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveStylesRoute, type Model } from '@hs/contracts/onboarding';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { checkoutPathFor, packageForStyles } from '../../upload/package-choice.ts';
import { formFromModel, type PersonalInfoForm } from '../../upload/personal-info-form.ts';
import { photoCounts } from '../../upload/photo-list.ts';
import type { UploadStep } from '../../upload/steps.ts';
import { readStoredStyles, storeStyles } from '../../upload/stored-styles.ts';
import { initialStyles, stylesToPick } from '../../upload/style-choice.ts';
import { useEntitlement } from '../../upload/use-entitlement.ts';
import { usePhotoCheck } from '../../upload/use-photo-check.ts';
import { usePhotoUploads } from '../../upload/use-photo-uploads.ts';
import { useTeamStyleCatalogue } from '../../upload/use-team-style-catalogue.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { StylesStep } from './styles-step.tsx';
import { TeamChoiceNote } from './team-choice-note.tsx';
import { UploadSteps } from './upload-steps.tsx';

export interface UploadFlowProps {
  model: Model;
  onModel: (model: Model) => void;
  /** Where to open (a link back from checkout opens at the styles step). */
  initialStep?: UploadStep | null;
}

/** The four steps over one model still being onboarded; the step lives here, not in the URL. */
export function UploadFlow({ model, onModel, initialStep = null }: UploadFlowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const api = useApi();
  const { viewer, payments } = usePageContext();
  const [step, setStep] = useState<UploadStep>(initialStep ?? 'photos');
  const photos = usePhotoUploads(model.modelId, model.trainingImages);
  const [info, setInfo] = useState<PersonalInfoForm>(() =>
    formFromModel(model, viewer?.user?.displayName ?? viewer?.name ?? ''),
  );
  // A team member sees only the backdrops their lead allows (issue 17 item 7).
  const { catalogue, load, choice } = useTeamStyleCatalogue();
  const needsStyles = step === 'styles' || step === 'confirm';
  // Asked with the styles, and kept from then on.
  const entitlement = useEntitlement(needsStyles || catalogue.status !== 'idle');
  // The person's own pick, kept in this tab while they go and pay (the server stores the
  // styles only with the submit); null until they pick, or when nothing was kept.
  const [picked, setPicked] = useState<string[] | null>(() => readStoredStyles(model.modelId));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // A new step takes the focus to its heading and the page to its top.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  // The styles are loaded when a step first shows them.
  useEffect(() => {
    if (needsStyles && catalogue.status === 'idle') void load();
  }, [needsStyles, catalogue.status, load]);

  // Leaving while photos upload would drop them: the browser asks first.
  const uploading = photos.tiles.some((tile) => tile.status === 'pending');
  useEffect(() => {
    if (!uploading) return;
    const stay = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [uploading]);

  const chosen =
    catalogue.status === 'ready' && entitlement.state.status === 'ready'
      ? initialStyles(
          catalogue.styles,
          { stored: picked, model: model.styles, preselected: catalogue.preselected },
          stylesToPick(entitlement.state.maxStyles, catalogue.styles.length),
        )
      : [];
  const chosenStyles =
    catalogue.status === 'ready' ? catalogue.styles.filter((s) => chosen.includes(s._id)) : [];
  const counts = photoCounts(photos.tiles);
  // Issue 15 items 1 and 6: what the engine makes of the kept photos, asked once uploads
  // settle; the count a style needs follows the styles picked so far.
  const keptPaths = photos.tiles.flatMap((tile) =>
    tile.photo && (tile.status === 'success' || tile.status === 'pre-success')
      ? [tile.photo.path]
      : [],
  );
  const photoCheck = usePhotoCheck(model.modelId, keptPaths, {
    paused: uploading || photos.tiles.some((tile) => tile.busy),
    styles: chosen.length || undefined,
  });

  // Issue 20 item 4: each pick is kept with the model too, so a reload or a second tab opens
  // with it. Only the latest pick is sent once the one before has answered; a failed save
  // loses nothing here (this tab keeps the pick, and the submit sends the final list).
  const styleSave = useRef<{ busy: boolean; next: string[] | null }>({ busy: false, next: null });
  async function saveStyles(styles: string[]) {
    const queue = styleSave.current;
    queue.next = styles;
    if (queue.busy) return;
    queue.busy = true;
    try {
      while (queue.next) {
        const sending = queue.next;
        queue.next = null;
        await callOperation(api, saveStylesRoute, {
          body: { modelId: model.modelId, styles: sending },
        }).catch(() => undefined);
      }
    } finally {
      queue.busy = false;
    }
  }

  function pick(next: string[]) {
    setPicked(next);
    storeStyles(model.modelId, next);
    void saveStyles(next);
  }

  // issue 12: no unspent package. Off to checkout for one that allows the chosen styles,
  // coming back here at the styles step with the choice kept.
  function paymentRequired(): string | null {
    if (payments === 'off') return t('upload.confirm.buyingOff');
    const packages = entitlement.state.status === 'ready' ? entitlement.state.packages : [];
    const offer = packageForStyles(packages, chosen.length);
    if (!offer) return t('buying.checkout.empty');
    storeStyles(model.modelId, chosen);
    void navigate(checkoutPathFor(offer.id, model.modelId, locale));
    return null;
  }

  // The package spent on submit allows fewer styles than chosen: the styles step says so,
  // with the package as it is now.
  function tooManyStyles() {
    void entitlement.refresh().finally(() => setStep('styles'));
  }

  return (
    <>
      <div className="mt-6">
        <UploadSteps current={step} onGoTo={setStep} />
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-8 text-xl font-semibold tracking-tight text-gray-900 focus:outline-none sm:text-2xl"
      >
        {t(`upload.${step}.title`)}
      </h2>
      {step === 'photos' ? (
        <PhotosStep
          tiles={photos.tiles}
          minimum={model.minimumPhotos}
          onAdd={photos.add}
          onRemove={(id) => void photos.remove(id)}
          onMove={(id, fullBody) => void photos.setFullBody(id, fullBody)}
          onContinue={() => setStep('info')}
          check={photoCheck.state}
          onRetryCheck={() => void photoCheck.retry()}
        />
      ) : null}
      {step === 'info' ? (
        <PersonalInfoStep
          modelId={model.modelId}
          form={info}
          onChange={setInfo}
          onBack={() => setStep('photos')}
          onSaved={(saved) => {
            onModel(saved);
            setStep('styles');
          }}
        />
      ) : null}
      {step === 'styles' ? <TeamChoiceNote choice={choice} /> : null}
      {step === 'styles' ? (
        <StylesStep
          catalogue={catalogue}
          entitlement={entitlement.state}
          selected={chosen}
          onChange={pick}
          onRetry={() => {
            if (catalogue.status !== 'ready') void load();
            entitlement.reload();
          }}
          onBack={() => setStep('info')}
          onContinue={() => setStep('confirm')}
        />
      ) : null}
      {step === 'confirm' ? (
        <ConfirmStep
          modelId={model.modelId}
          photos={counts}
          info={info}
          styles={chosenStyles}
          entitlement={entitlement.state}
          buyingOff={payments === 'off'}
          onEdit={setStep}
          onSubmitted={(submitted) => {
            storeStyles(model.modelId, null);
            onModel(submitted);
          }}
          onPaymentRequired={paymentRequired}
          onTooManyStyles={tooManyStyles}
          check={photoCheck.state}
        />
      ) : null}
    </>
  );
}
