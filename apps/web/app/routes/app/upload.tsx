import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Model } from '@hs/contracts/onboarding';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { FormAlert } from '../../components/upload/form-alert.tsx';
import { GivenBackNotice } from '../../components/upload/given-back-notice.tsx';
import { LeaveLink } from '../../components/upload/leave-link.tsx';
import { UploadFlow } from '../../components/upload/upload-flow.tsx';
import { WaitingScreen } from '../../components/upload/waiting-screen.tsx';
import { stepFrom } from '../../upload/steps.ts';
import { useOnboardingModel } from '../../upload/use-onboarding-model.ts';

// spec 001 section 4, training photo upload; the customer layout lets in signed-in users
// and anonymous team members (spec 000 section 4).
export default function UploadPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('modelId');
  // A link back from checkout opens at a step (?step=styles); read once, then tidied away.
  const [initialStep] = useState(() => stepFrom(params.get('step')));
  const stepInUrl = params.has('step');
  const { state, open, setModel } = useOnboardingModel(requested);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const openedId = state.status === 'ready' ? state.model.modelId : null;
  const onModel = (model: Model) => {
    if (model.status !== 'onboarding') setJustSubmitted(true);
    setModel(model);
  };

  // The model's id goes in the URL (replacing it), so a reload continues the same upload.
  useEffect(() => {
    if (openedId && (openedId !== requested || stepInUrl)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('modelId', openedId);
          next.delete('step');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [openedId, requested, stepInUrl, setParams]);

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="mt-16 flex items-center justify-center gap-3 text-gray-600">
        <Spinner label={t('upload.start.loading')} />
        <span aria-hidden="true">{t('upload.start.loading')}</span>
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="mt-8 max-w-2xl space-y-4">
        <FormAlert>
          {t('upload.start.failed')} {state.message}
        </FormAlert>
        <div className="flex flex-wrap gap-3">
          {state.retryable ? (
            <Button variant="secondary" onClick={() => void open(requested)}>
              {t('upload.start.retry')}
            </Button>
          ) : null}
          {requested ? (
            <Button onClick={() => void open(null)}>{t('upload.start.startOver')}</Button>
          ) : null}
          <LeaveLink variant="link" />
        </div>
      </div>
    );
  } else if (state.model.status !== 'onboarding') {
    body = (
      <WaitingScreen
        modelId={state.model.modelId}
        photoCount={state.model.trainingImages.length}
        justSubmitted={justSubmitted}
      />
    );
  } else {
    body = (
      <>
        {state.model.failureReason ? <GivenBackNotice className="mt-6" /> : null}
        <UploadFlow model={state.model} onModel={onModel} initialStep={initialStep} />
      </>
    );
  }

  return (
    <div className="py-8 sm:py-10">
      <title>{`${t('account.pages.upload')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('account.pages.upload')}
      </h1>
      {body}
    </div>
  );
}
