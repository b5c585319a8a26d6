import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikedStatus, ResultImage } from '@hs/contracts/results';
import { cx as cn } from './cx.ts';

const HEART = (
  <path d="M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12z" />
);
const STAR = (
  <path d="M11.48 3.499a.562.562 0 011.04 0l2.125 5.111a.563.563 0 00.475.345l5.518.442c.499.04.701.663.321.988l-4.204 3.602a.563.563 0 00-.182.557l1.285 5.385a.562.562 0 01-.84.61l-4.725-2.885a.563.563 0 00-.586 0L6.982 20.54a.562.562 0 01-.84-.61l1.285-5.386a.562.562 0 00-.182-.557l-4.204-3.602a.563.563 0 01.321-.988l5.518-.442a.563.563 0 00.475-.345L11.48 3.5z" />
);
const THUMB_DOWN = (
  <path d="M7.5 15h2.25m8.024-9.75c.011.05.028.1.052.148.591 1.2.924 2.55.924 3.977a8.96 8.96 0 01-.999 4.125m.023-8.25c-.076-.365.183-.75.575-.75h.908c.889 0 1.713.518 1.972 1.368.339 1.11.521 2.287.521 3.507 0 1.553-.295 3.036-.831 4.398-.306.774-1.086 1.227-1.918 1.227h-1.053c-.472 0-.745-.556-.5-.96a8.95 8.95 0 00.303-.54m.023-8.25H16.48a4.5 4.5 0 01-1.423-.23l-3.114-1.04a4.5 4.5 0 00-1.423-.23H6.504c-.618 0-1.217.247-1.605.729A11.95 11.95 0 002.25 12c0 .434.023.863.068 1.285C2.427 14.306 3.346 15 4.372 15h3.126c.618 0 .991.724.725 1.282A7.471 7.471 0 007.5 19.5a2.25 2.25 0 002.25 2.25.75.75 0 00.75-.75v-.633c0-.573.11-1.14.322-1.672.304-.76.93-1.33 1.653-1.715a9.04 9.04 0 002.86-2.4c.498-.634 1.226-1.08 2.032-1.08h.384" />
);

export const RATINGS = [
  { status: 'loved', icon: HEART, label: 'love', on: 'bg-rose-600 text-white', key: 'L' },
  {
    status: 'favorite',
    icon: STAR,
    label: 'favorite',
    on: 'bg-amber-500 text-white',
    key: 'F',
  },
  {
    status: 'disliked',
    icon: THUMB_DOWN,
    label: 'dislike',
    on: 'bg-gray-700 text-white',
    key: 'D',
  },
] as const satisfies readonly {
  status: LikedStatus;
  icon: ReactNode;
  label: string;
  on: string;
  key: string;
}[];

export function RatingIcon({
  status,
  filled = false,
  className,
}: {
  status: LikedStatus;
  /** Filled when the rating is set, outlined otherwise. */
  filled?: boolean;
  className?: string;
}) {
  const rating = RATINGS.find((r) => r.status === status);
  if (!rating) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled && status !== 'disliked' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-5 shrink-0', className)}
    >
      {rating.icon}
    </svg>
  );
}

/**
 * Love, favourite and dislike toggles (aria-pressed); pressing the current one removes
 * the rating. spec 001 section 4: loving one image makes the loved one a favourite.
 */
export function LikedControls({
  image,
  onRate,
  size = 'sm',
  showKeys = false,
  className,
}: {
  image: ResultImage;
  onRate: (image: ResultImage, status: LikedStatus) => void;
  size?: 'sm' | 'lg';
  showKeys?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('results.gallery.rating')}
      className={cn('flex gap-1', className)}
    >
      {RATINGS.map((rating) => {
        const pressed = image.likedStatus === rating.status;
        const label = t(`results.actions.${rating.label}`);
        return (
          <button
            key={rating.status}
            type="button"
            aria-pressed={pressed}
            aria-label={size === 'sm' ? label : undefined}
            title={pressed ? t('results.actions.undo') : label}
            onClick={() => onRate(image, pressed ? 'none' : rating.status)}
            className={cn(
              'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              size === 'sm'
                ? 'size-8 sm:size-9'
                : 'h-11 gap-1.5 px-3 text-sm whitespace-nowrap sm:h-12 sm:gap-2 sm:px-5 sm:text-base',
              pressed ? rating.on : 'bg-white text-gray-600 ring-1 ring-gray-300 hover:bg-gray-50',
            )}
          >
            <RatingIcon status={rating.status} filled={pressed} />
            {size === 'lg' ? <span>{label}</span> : null}
            {showKeys ? (
              <kbd
                className={cn(
                  'rounded px-1.5 font-mono text-xs',
                  pressed ? 'bg-white/20' : 'bg-gray-100 text-gray-500',
                )}
                aria-label={t('results.vote.shortcut', { key: rating.key })}
              >
                {rating.key}
              </kbd>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
