import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { likenessLevel } from '@hs/domain/likeness';
import { cx } from './cx.ts';

/**
 * issue 20 item 2: the likeness as words ('Strong likeness', 'Good likeness'), none when
 * poor; the distance itself shows on hover and keyboard focus for those who want it.
 */
export function Likeness({ score, className }: { score: number | null; className?: string }) {
  const { t } = useTranslation();
  const tipId = useId();
  const level = likenessLevel(score);
  if (!level || score === null) return null;
  return (
    <span
      // Focusable so keyboard users reach the number too.
      tabIndex={0}
      aria-describedby={tipId}
      data-testid="likeness"
      data-likeness={level}
      className={cx(
        'group relative inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
        level === 'strong' ? 'bg-green-50 text-green-800' : 'bg-sky-50 text-sky-800',
        className,
      )}
    >
      {t(`results.gallery.likeness.${level}`)}
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute right-0 bottom-full z-10 mb-1 w-56 rounded-md bg-gray-900 px-2 py-1.5 text-xs font-normal whitespace-normal text-white opacity-0 shadow-lg transition group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100"
      >
        {t('results.gallery.likeness.score', { score: score.toFixed(2) })}
      </span>
    </span>
  );
}
