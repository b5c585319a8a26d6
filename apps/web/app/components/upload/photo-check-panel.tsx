import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { AlertIcon, CheckIcon } from '@hs/ui/icons';
import { checkSummary, someoneElseNames } from '../../upload/photo-check.ts';
import { currentCheck, type PhotoCheckState } from '../../upload/use-photo-check.ts';

export interface PhotoCheckPanelProps {
  state: PhotoCheckState;
  nameOf: (path: string) => string;
  onRetry: () => void;
}

/**
 * Issue 15 items 1 and 6 (decision 046): before submission, whether the photos give each
 * style its count of distinct headshots and what kind of photo is missing, and which photos
 * seem to show someone else. A warning, not a block: the spec's photo rules decide Continue;
 * only with no usable photo at all does the submit wait (ConfirmStep).
 */
export function PhotoCheckPanel({ state, nameOf, onRetry }: PhotoCheckPanelProps) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  const check = currentCheck(state);
  const summary = check ? checkSummary(check) : null;
  const others = check ? someoneElseNames(check, nameOf) : [];
  const short = summary && summary.kind !== 'enough' && summary.kind !== 'reading';
  const loading = state.status === 'loading' && !check;

  return (
    <section
      aria-labelledby="photo-check-title"
      aria-live="polite"
      data-testid="photo-check"
      data-check={summary?.kind ?? (loading ? 'reading' : 'none')}
      className={`mt-4 rounded-xl border p-4 shadow-sm ${
        short || others.length ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-white'
      }`}
    >
      <h3 id="photo-check-title" className="text-sm font-semibold text-gray-900">
        {t('engine.check.title')}
      </h3>
      {loading || summary?.kind === 'reading' ? (
        <p className="mt-2 text-sm text-gray-600">{t('engine.check.reading')}</p>
      ) : null}
      {summary?.kind === 'enough' ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-green-800">
          <CheckIcon className="mt-0.5 size-4 shrink-0" />
          <span>{t('engine.check.enough', summary)}</span>
        </p>
      ) : null}
      {short ? (
        <div className="mt-2 space-y-1 text-sm text-amber-950" data-testid="photo-check-short">
          <p className="flex items-start gap-2 font-medium">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <span>{t(`engine.check.${summary.kind}`, summary)}</span>
          </p>
          {/* Without any usable photo the submit waits (said in the fallback text). */}
          {summary.kind === 'fallback' ? null : <p className="pl-6">{t('engine.check.allowed')}</p>}
        </div>
      ) : null}
      {others.length ? (
        <p
          className="mt-2 flex items-start gap-2 text-sm font-medium text-amber-950"
          data-testid="photo-check-someone-else"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('engine.check.someoneElse', { names: others.join(', '), count: others.length })}
          </span>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <p>{t('engine.check.failed', { message: state.message })}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            {t('engine.check.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
