import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useFailureMessage } from '../../upload/failure-message.ts';

/**
 * Loading, failure (with a retry) and empty states of a query, then its answer: the
 * states every back-office list needs, written once (decision 018).
 */
export function ListState<T extends { data: unknown }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  children: (answer: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        {failureMessage(query.error)}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('contentAdmin.common.retry')}
        </Button>
      </div>
    );
  }
  if (Array.isArray(query.data.data) && query.data.data.length === 0) {
    return <p className="text-sm text-gray-600">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
