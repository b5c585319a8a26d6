import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModelItem, ModelSummary } from '@hs/contracts/results';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { AlertIcon } from '@hs/ui/icons';
import { Spinner } from '@hs/ui/spinner';
import { useLocale } from '../../hooks/use-locale.ts';
import { GivenBackNotice } from '../upload/given-back-notice.tsx';

export function ResultsLoading() {
  const { t } = useTranslation();
  return (
    <div className="mt-16 flex items-center justify-center gap-3 text-gray-600">
      <Spinner label={t('results.loading')} />
      <span aria-hidden="true">{t('results.loading')}</span>
    </div>
  );
}

export function ResultsFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 max-w-2xl space-y-4">
      <div
        role="alert"
        className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
      >
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        <p>
          {t('results.loadFailed')} {message}
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t('results.retry')}
      </Button>
    </div>
  );
}

/** Nothing made yet: the honest state, with the way to start. */
export function ResultsEmpty() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="mt-8 max-w-2xl rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-gray-900">{t('results.empty.title')}</h2>
      <p className="mt-2 text-sm leading-6 text-gray-600">{t('results.empty.body')}</p>
      <Link
        to={localizePath('/app/add', locale)}
        className={buttonClasses('primary', 'md', 'mt-5')}
      >
        {t('results.empty.start')}
      </Link>
    </section>
  );
}

/**
 * A model still in the upload, or given back to it (issue 15 item 1: none of its photos
 * shows the shoulders; `failureReason` is set and its package came back).
 */
export function ResultsOnboarding({ modelId, givenBack }: { modelId: string; givenBack: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = (
    <Link
      to={localizePath(`/app/upload?modelId=${modelId}`, locale)}
      className={buttonClasses('primary', 'md', 'mt-5')}
    >
      {t(givenBack ? 'results.onboarding.addPhotos' : 'results.onboarding.continue')}
    </Link>
  );
  if (givenBack) return <GivenBackNotice className="mt-8">{link}</GivenBackNotice>;
  return (
    <section className="mt-8 max-w-2xl rounded-2xl border border-gray-200 bg-white p-8">
      <h2 className="text-lg font-semibold text-gray-900">{t('results.onboarding.title')}</h2>
      <p className="mt-2 text-sm leading-6 text-gray-600">{t('results.onboarding.body')}</p>
      {link}
    </section>
  );
}

export function ResultsFailedModel({ item }: { item: ModelItem }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      data-testid="generation-failed"
      className="mt-8 max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <h2 className="text-lg font-semibold">{t('results.failed.title')}</h2>
      <p className="mt-2 text-sm">
        {item.failureReason
          ? t('results.failed.reason', { reason: item.failureReason })
          : t('results.failed.noReason')}
      </p>
      <p className="mt-2 text-sm">{t('results.failed.help')}</p>
    </section>
  );
}

/** With more than one model: which one the page shows (the choice goes in the URL). */
export function ModelPicker({
  models,
  current,
  onPick,
}: {
  models: ModelSummary[];
  current: string;
  onPick: (modelId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (models.length < 2) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <label className="mt-4 flex max-w-md flex-col gap-1 text-sm font-medium text-gray-800">
      {t('results.model')}
      <select
        value={current}
        onChange={(event) => onPick(event.target.value)}
        className="h-10 rounded-lg border-0 bg-white px-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
      >
        {models.map((m) => (
          <option key={m.modelId} value={m.modelId}>
            {t('results.modelOption', {
              title: m.title || t('results.untitled'),
              date: date.format(new Date(m.createdAt)),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
