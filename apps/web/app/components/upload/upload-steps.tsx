import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@hs/ui/icons';
import { UPLOAD_STEPS, stepIndex, type UploadStep } from '../../upload/steps.ts';

export interface UploadStepsProps {
  current: UploadStep;
  /** Going back to an earlier step; later steps open only through the step's own button. */
  onGoTo: (step: UploadStep) => void;
}

/** The step list above the flow: done steps are buttons back, the rest plain text. */
export function UploadSteps({ current, onGoTo }: UploadStepsProps) {
  const { t } = useTranslation();
  const at = stepIndex(current);
  return (
    <nav aria-label={t('upload.steps.label')}>
      <p className="text-sm font-medium text-gray-600 sm:hidden">
        {t('upload.steps.stepOf', { current: at + 1, total: UPLOAD_STEPS.length })}:{' '}
        <span className="text-gray-900">{t(`upload.steps.${current}`)}</span>
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2 sm:mt-0 sm:gap-3">
        {UPLOAD_STEPS.map((step, index) => {
          const done = index < at;
          const here = index === at;
          const bar = done || here ? 'bg-brand-600' : 'bg-gray-200';
          const label = (
            <>
              <span className={`block h-1.5 rounded-full ${bar}`} />
              <span className="mt-2 hidden items-center gap-1.5 text-sm font-medium sm:flex">
                {done ? <CheckIcon className="size-4 text-brand-600" /> : null}
                <span
                  className={here ? 'text-brand-700' : done ? 'text-gray-900' : 'text-gray-500'}
                >
                  {index + 1}. {t(`upload.steps.${step}`)}
                </span>
                {done ? <span className="sr-only">({t('upload.steps.done')})</span> : null}
              </span>
              <span className="sr-only sm:hidden">
                {index + 1}. {t(`upload.steps.${step}`)}
              </span>
            </>
          );
          return (
            <li key={step} aria-current={here ? 'step' : undefined}>
              {done ? (
                <button
                  type="button"
                  onClick={() => onGoTo(step)}
                  className="block w-full rounded-md py-2 text-left sm:py-1 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {label}
                </button>
              ) : (
                <div className="py-2 sm:py-1">{label}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
