import { useTranslation } from 'react-i18next';
import type { ModelItem } from '@hs/contracts/results';
import { Spinner } from '@hs/ui/spinner';

const STAGES = ['queued', 'training', 'generating', 'ranking'] as const;
type Stage = (typeof STAGES)[number];
const isStage = (status: string): status is Stage => (STAGES as readonly string[]).includes(status);

/** While the model is being made: photos done of total, the stage in plain words, a bar. */
export function WaitingProgress({ item, offline }: { item: ModelItem; offline: boolean }) {
  const { t } = useTranslation();
  const { done, total } = item.progress;
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : null;
  const stage = isStage(item.status) ? t(`results.waiting.stages.${item.status}`) : null;
  return (
    <section
      aria-labelledby="waiting-title"
      data-testid="waiting"
      data-stage={item.status}
      className="mx-auto mt-8 max-w-2xl rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <Spinner size="sm" />
        <h2 id="waiting-title" className="text-xl font-semibold text-gray-900">
          {t('results.waiting.title')}
        </h2>
      </div>
      <p className="mt-3 text-sm leading-6 text-gray-600">{t('results.waiting.body')}</p>
      <div className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          {total > 0 ? (
            <span
              aria-live="polite"
              className="font-medium text-gray-900"
              data-testid="progress-text"
            >
              {t('results.waiting.progress', { done, total })}
            </span>
          ) : null}
          {stage ? (
            <span className="text-gray-600" data-testid="stage">
              {t('results.waiting.stage', { stage })}
            </span>
          ) : null}
        </div>
        <div
          role="progressbar"
          aria-label={t('results.waiting.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className={`h-full rounded-full bg-brand-600 transition-[width] duration-500 ${percent === null ? 'w-full animate-pulse opacity-50' : ''}`}
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      </div>
      {offline ? (
        <p role="status" className="mt-4 text-sm text-amber-800">
          {t('results.waiting.offline')}
        </p>
      ) : null}
    </section>
  );
}
