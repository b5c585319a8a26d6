import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@hs/client/api-error';

/**
 * The text to show for a failed API call: the server's message by the generic handler's
 * order (spec 000 section 8, in ApiError), else ours for a call that got no answer.
 */
export function useFailureMessage(): (failure: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure: unknown) => (failure instanceof ApiError ? failure.message : t('upload.noAnswer')),
    [t],
  );
}
