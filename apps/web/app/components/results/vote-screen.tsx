import { useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LikedStatus, ModelItem, ResultImage } from '@hs/contracts/results';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { useLocale } from '../../hooks/use-locale.ts';
import { LikedControls, RATINGS } from './liked-controls.tsx';
import { Likeness } from './likeness.tsx';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** One headshot at a time: love, favourite or dislike (L, F, D), then on to the next. */
export function VoteScreen({
  item,
  rate,
  styleName,
}: {
  item: ModelItem;
  rate: (image: ResultImage, status: LikedStatus) => void;
  styleName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const images = item.images;
  const image = images[index];
  const next = images[index + 1];
  const gallery = localizePath(`/app/results?modelId=${item.modelId}`, locale);

  const rateAndGo = useCallback(
    (target: ResultImage, status: LikedStatus) => {
      rate(target, status);
      if (status !== 'none') setIndex((i) => i + 1);
    },
    [rate],
  );

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
      const key = event.key.toUpperCase();
      const rating = RATINGS.find((r) => r.key === key);
      if (rating && image) rateAndGo(image, rating.status);
      else if (event.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, images.length));
      else if (event.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [image, images.length, rateAndGo]);

  if (!image) {
    return (
      <section className="mt-8 max-w-xl rounded-2xl border border-gray-200 bg-white p-8 text-center">
        <p className="text-base text-gray-800" role="status">
          {images.length ? t('results.vote.done') : t('results.gallery.noneShown')}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {images.length ? (
            <Button variant="secondary" onClick={() => setIndex(0)}>
              {t('results.vote.previous')}
            </Button>
          ) : null}
          <Link to={gallery} className={buttonClasses('primary')}>
            {t('results.vote.toGallery')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section
      className="mt-6 flex flex-col items-center gap-4"
      data-testid="vote"
      data-image-id={image.id}
    >
      <p className="text-sm text-gray-600">{t('results.vote.intro')}</p>
      <p
        className="text-sm font-medium text-gray-900"
        aria-live="polite"
        data-testid="vote-position"
      >
        {t('results.vote.position', { number: index + 1, total: images.length })}
      </p>
      <div
        className="w-full max-w-md overflow-hidden rounded-2xl bg-gray-100 shadow-sm ring-1 ring-gray-200"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        <img
          key={image.id}
          src={image.url}
          alt={t('results.viewer.alt', { number: image.position, style: styleName(image.style) })}
          width={image.width}
          height={image.height}
          className="size-full object-cover"
        />
      </div>
      {next ? <link rel="prefetch" href={next.url} as="image" /> : null}
      <div className="flex items-center gap-3 text-sm text-gray-600">
        <span>{styleName(image.style)}</span>
        <Likeness score={image.identityScore} />
      </div>
      <LikedControls
        image={image}
        onRate={rateAndGo}
        size="lg"
        showKeys
        className="flex-wrap justify-center gap-2"
      />
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="ghost" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          {t('results.vote.previous')}
        </Button>
        <Button variant="ghost" onClick={() => setIndex((i) => i + 1)}>
          {t('results.vote.skip')}
        </Button>
        <Link to={gallery} className={buttonClasses('link')}>
          {t('results.vote.toGallery')}
        </Link>
      </div>
    </section>
  );
}
