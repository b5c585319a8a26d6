import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from './download-files.ts';

const MB = 1024 * 1024;

/** Bytes as people read them: 0.4 MB, 12.3 MB. */
function megabytes(bytes: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / MB)} MB`;
}

/** The zip's progress: bytes received of its size (known from the first byte on). */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress | null }) {
  const { t, i18n } = useTranslation();
  const received = progress?.received ?? 0;
  const total = progress?.total ?? null;
  const text =
    total === null
      ? t('results.gallery.progressUnknown', { received: megabytes(received, i18n.language) })
      : t('results.gallery.progress', {
          received: megabytes(received, i18n.language),
          total: megabytes(total, i18n.language),
        });
  return (
    <div className="flex flex-col gap-1" data-testid="zip-progress">
      <progress
        className="h-2 w-full accent-brand-600"
        aria-label={t('results.gallery.progressLabel')}
        max={total ?? undefined}
        value={total === null ? undefined : received}
      />
      <span className="text-xs text-gray-600 tabular-nums">{text}</span>
    </div>
  );
}
