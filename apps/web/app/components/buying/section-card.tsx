import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import type { DataState } from './use-api-data.ts';

/** A titled card of an account page that loads its own data, with loading and error states. */
export function SectionCard<T>({
  id,
  title,
  state,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  state: DataState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">
        {state.status === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner size="sm" /> {t('buying.profile.loading')}
          </p>
        ) : state.status === 'failed' ? (
          <div role="alert" className="text-sm text-red-800">
            <p>{t('buying.profile.failed')}</p>
            <p className="mt-1">{state.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              {t('buying.pricing.retry')}
            </Button>
          </div>
        ) : (
          children(state.data)
        )}
      </div>
    </section>
  );
}
