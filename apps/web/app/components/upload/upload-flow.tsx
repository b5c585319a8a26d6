import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Model } from '@hs/contracts/onboarding';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { formFromModel, type PersonalInfoForm } from '../../upload/personal-info-form.ts';
import { photoCounts } from '../../upload/photo-list.ts';
import type { UploadStep } from '../../upload/steps.ts';
import { initialStyles } from '../../upload/style-choice.ts';
import { usePhotoUploads } from '../../upload/use-photo-uploads.ts';
import { useStyleCatalogue } from '../../upload/use-style-catalogue.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { StylesStep } from './styles-step.tsx';
import { UploadSteps } from './upload-steps.tsx';

export interface UploadFlowProps {
  model: Model;
  onModel: (model: Model) => void;
}

/** The four steps over one model still being onboarded; the step lives here, not in the URL. */
export function UploadFlow({ model, onModel }: UploadFlowProps) {
  const { t } = useTranslation();
  const { viewer } = usePageContext();
  const [step, setStep] = useState<UploadStep>('photos');
  const photos = usePhotoUploads(model.modelId, model.trainingImages);
  const [info, setInfo] = useState<PersonalInfoForm>(() =>
    formFromModel(model, viewer?.user?.displayName ?? viewer?.name ?? ''),
  );
  const { catalogue, load } = useStyleCatalogue();
  const [selected, setSelected] = useState<string[] | null>(null);
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

  async function loadStyles() {
    const ready = await load();
    if (ready && selected === null) {
      setSelected(initialStyles(ready.styles, model.styles, ready.preselected));
    }
  }

  function goTo(next: UploadStep) {
    if (next === 'styles' && catalogue.status !== 'ready' && catalogue.status !== 'loading') {
      void loadStyles();
    }
    setStep(next);
  }

  // Leaving while photos upload would drop them: the browser asks first.
  const uploading = photos.tiles.some((tile) => tile.status === 'pending');
  useEffect(() => {
    if (!uploading) return;
    const stay = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [uploading]);

  const chosen = selected ?? [];
  const chosenStyles =
    catalogue.status === 'ready' ? catalogue.styles.filter((s) => chosen.includes(s._id)) : [];
  const counts = photoCounts(photos.tiles);

  return (
    <>
      <div className="mt-6">
        <UploadSteps current={step} onGoTo={goTo} />
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
          onContinue={() => goTo('info')}
        />
      ) : null}
      {step === 'info' ? (
        <PersonalInfoStep
          modelId={model.modelId}
          form={info}
          onChange={setInfo}
          onBack={() => goTo('photos')}
          onSaved={(saved) => {
            onModel(saved);
            goTo('styles');
          }}
        />
      ) : null}
      {step === 'styles' ? (
        <StylesStep
          catalogue={catalogue}
          selected={chosen}
          onChange={setSelected}
          onRetry={() => void loadStyles()}
          onBack={() => goTo('info')}
          onContinue={() => goTo('confirm')}
        />
      ) : null}
      {step === 'confirm' ? (
        <ConfirmStep
          modelId={model.modelId}
          photos={counts}
          info={info}
          styles={chosenStyles}
          onEdit={goTo}
          onSubmitted={onModel}
        />
      ) : null}
    </>
  );
}
