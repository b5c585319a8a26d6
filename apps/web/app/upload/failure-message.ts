import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@hs/client/api-error';
import { errorText } from '../i18n/error-text.ts';
import type { UploadError } from './upload-error.ts';

/**
 * The text to show for a failed API call: the catalogue's words for the server's reason in
 * the page's language, else the server's message by the generic handler's order (spec 000
 * section 8, in ApiError), else ours for a call that got no answer.
 */
export function useFailureMessage(): (failure: unknown) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (failure: unknown) =>
      failure instanceof ApiError ? errorText(t, locale, failure) : t('upload.noAnswer'),
    [t, locale],
  );
}

/** The text of a photo's upload error: the catalogue's, by its code or its reason. */
export function useUploadErrorText(): (error: UploadError) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (error: UploadError) =>
      error.code === 'server'
        ? errorText(t, locale, {
            reason: error.reason ?? null,
            params: error.params ?? {},
            message: error.text,
          })
        : t(`upload.errors.${error.code}`),
    [t, locale],
  );
}
