import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikedStatus, ResultImage } from '@hs/contracts/results';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { LikedControls } from './liked-controls.tsx';
import { Likeness } from './likeness.tsx';

/** The full-size view: Esc closes (the modal), arrow keys go to the previous or next one. */
export function HeadshotViewer({
  images,
  index,
  styleName,
  onIndex,
  onClose,
  onRate,
  onCopy,
}: {
  images: ResultImage[];
  index: number | null;
  styleName: (id: string) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
  onRate: (image: ResultImage, status: LikedStatus) => void;
  onCopy: (image: ResultImage) => void;
}) {
  const { t } = useTranslation();
  const image = index === null ? undefined : images[index];
  const count = images.length;

  useEffect(() => {
    if (index === null || !count) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  if (!image || index === null) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={t('results.viewer.title', { number: index + 1, total: count })}
      description={t('results.viewer.keys')}
      labels={{ close: t('results.viewer.close') }}
    >
      <div className="flex flex-col gap-3">
        <div
          className="relative mx-auto max-w-full overflow-hidden rounded-lg bg-gray-100"
          style={{ aspectRatio: `${image.width} / ${image.height}`, height: 'min(52dvh, 640px)' }}
        >
          <img
            key={image.id}
            src={image.url}
            alt={t('results.viewer.alt', { number: image.position, style: styleName(image.style) })}
            width={image.width}
            height={image.height}
            className="size-full object-contain"
            data-testid="full-size"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LikedControls image={image} onRate={onRate} size="lg" />
          <div className="flex items-center gap-2">
            <Button variant="secondary" onClick={() => onIndex((index - 1 + count) % count)}>
              {t('results.viewer.previous')}
            </Button>
            <Button variant="secondary" onClick={() => onIndex((index + 1) % count)}>
              {t('results.viewer.next')}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-3">
          <div className="flex flex-col gap-0.5 text-sm text-gray-600">
            <span>{styleName(image.style)}</span>
            <Likeness score={image.identityScore} />
            {image.likedStatus === 'loved' ? (
              <span className="text-xs text-gray-500">{t('results.actions.lovedHelp')}</span>
            ) : null}
          </div>
          <div className="flex flex-col items-end gap-1">
            <Button variant="ghost" onClick={() => onCopy(image)}>
              {t('results.actions.copyLink')}
            </Button>
            <span className="text-xs text-gray-500">{t('results.actions.linkExpires')}</span>
          </div>
        </div>
      </div>
    </Modal>
  );
}
