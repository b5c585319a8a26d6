import { useTranslation } from 'react-i18next';
import type { LikedStatus, ResultImage } from '@hs/contracts/results';
import { CheckIcon } from '@hs/ui/icons';
import { cx } from './cx.ts';
import { LikedControls } from './liked-controls.tsx';
import { Likeness } from './likeness.tsx';

/** One headshot in the grid: a fixed-ratio box with a lazy thumbnail, selection and ratings. */
export function HeadshotCard({
  image,
  selected,
  onSelect,
  onOpen,
  onRate,
}: {
  image: ResultImage;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onRate: (image: ResultImage, status: LikedStatus) => void;
}) {
  const { t } = useTranslation();
  const number = image.position;
  return (
    <figure
      data-image-id={image.id}
      data-liked={image.likedStatus}
      className={cx(
        'overflow-hidden rounded-xl bg-white shadow-sm ring-1',
        selected ? 'ring-2 ring-brand-600' : 'ring-gray-200',
      )}
    >
      <div
        className="relative bg-gray-100"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('results.gallery.open', { number })}
          className="absolute inset-0 block size-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
        >
          <img
            src={image.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={image.width}
            height={image.height}
            className="size-full object-cover"
          />
        </button>
        <label className="absolute top-2 left-2 flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-gray-300">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('results.gallery.select', { number })}
            className="size-4 accent-brand-600"
          />
        </label>
        {image.isDownloaded ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs text-gray-700 shadow">
            <CheckIcon className="size-3.5" />
            {t('results.gallery.downloaded')}
          </span>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2">
        <LikedControls image={image} onRate={onRate} />
        <Likeness score={image.identityScore} className="ml-auto" />
      </figcaption>
    </figure>
  );
}
