import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
} from '@hs/domain/support';

const SIZE = `${SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Adds chosen files to the kept ones: at most 3, each a PNG, JPEG or WebP of at most 5 MB
 * by what the browser says (the server checks the bytes again). Answers what to keep and,
 * for a refused file, why.
 */
export function addScreenshots(
  kept: File[],
  chosen: File[],
): { files: File[]; refused: { reason: 'tooMany' } | { reason: 'invalid'; name: string } | null } {
  const files = [...kept];
  for (const file of chosen) {
    const allowed = (SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type);
    if (!allowed || file.size === 0 || file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      return { files, refused: { reason: 'invalid', name: file.name } };
    }
    if (files.length >= SUPPORT_ATTACHMENTS_MAX) return { files, refused: { reason: 'tooMany' } };
    files.push(file);
  }
  return { files, refused: null };
}

/** The support form's optional screenshots: a file input with the limits stated. */
export function ScreenshotPicker({
  files,
  error,
  onChoose,
  onRemove,
}: {
  files: File[];
  error: string | null;
  onChoose: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {t('support.form.screenshots')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t('support.form.screenshotsHint', { max: SUPPORT_ATTACHMENTS_MAX, size: SIZE })}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={files.length >= SUPPORT_ATTACHMENTS_MAX}
        className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm"
        onChange={(event) => {
          onChoose([...(event.currentTarget.files ?? [])]);
          // The same file may be chosen again after removing it.
          event.currentTarget.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul className="space-y-1 text-sm text-gray-800">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2">
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                className="min-h-[44px] px-2 text-sm text-slate-700 underline"
                aria-label={t('support.form.screenshotRemove', { name: file.name })}
                onClick={() => onRemove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const SCREENSHOT_SIZE_TEXT = SIZE;
