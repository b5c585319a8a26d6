import { useTranslation } from 'react-i18next';

/** The identity score, quietly: the face distance to the person's own photos. */
export function Likeness({ score, className }: { score: number | null; className?: string }) {
  const { t } = useTranslation();
  if (score === null) return null;
  return (
    <span
      className={className ?? 'text-xs text-gray-500 tabular-nums'}
      title={t('results.gallery.likenessHelp')}
      data-testid="likeness"
    >
      {t('results.gallery.likeness', { score: score.toFixed(2) })}
    </span>
  );
}
