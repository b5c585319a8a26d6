import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@hs/ui/spinner';
import { useFailureMessage } from '../../upload/failure-message.ts';

/**
 * One record's query (a detail view): its failure as an alert, "Loading…" until it
 * answers, then the answer (decision 018; ListState is the same for lists).
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isError' | 'error' | 'data'>;
  children: (answer: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureMessage(query.error)}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('data.table.loading')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
