import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikedStatus, ResultImage } from '@hs/contracts/results';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import type { DownloadFormat } from './download-files.ts';
import { LikedControls } from './liked-controls.tsx';
import { Likeness } from './likeness.tsx';

/** A horizontal swipe longer than this (CSS px) goes to the previous or next photo. */
const SWIPE_MIN = 50;

/**
 * The full-screen view (issue 20 item 3): the full-size PNG fitted to the screen, or at its
 * real resolution (one photo pixel per CSS pixel, scrollable); arrow keys and swipes go to
 * the previous or next one, Esc closes (the modal); one photo downloads as PNG or JPEG.
 */
export function HeadshotViewer({
  images,
  index,
  styleName,
  onIndex,
  onClose,
  onRate,
  onCopy,
  onDownload,
  downloading,
  sizes = [],
}: {
  images: ResultImage[];
  index: number | null;
  styleName: (id: string) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
  onRate: (image: ResultImage, status: LikedStatus) => void;
  onCopy: (image: ResultImage) => void;
  onDownload: (image: ResultImage, format: DownloadFormat, size?: string) => void;
  /** 'png', 'jpeg' or 'png:640x800' while that download runs. */
  downloading: string | null;
  /** The organization's custom output sizes, each a PNG download (issue 17). */
  sizes?: string[];
}) {
  const { t } = useTranslation();
  const [actual, setActual] = useState(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => index !== null && onIndex((index + step + count) % count);

  useLayoutEffect(() => {
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

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="full"
      title={t('results.viewer.title', { number: index + 1, total: count })}
      description={t('results.viewer.keys')}
      labels={{ close: t('results.viewer.close') }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-3">
        <div
          data-testid="viewer-stage"
          data-zoom={actual ? 'actual' : 'fit'}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          className={`relative min-h-0 flex-1 rounded-lg bg-gray-100 ${actual ? 'touch-auto overflow-auto' : 'touch-pan-y overflow-hidden'}`}
        >
          <img
            key={image.id}
            src={image.url}
            alt={t('results.viewer.alt', { number: image.position, style: styleName(image.style) })}
            width={image.width}
            height={image.height}
            draggable={false}
            className={actual ? 'm-auto block max-w-none' : 'size-full object-contain'}
            style={actual ? { width: image.width, height: image.height } : undefined}
            data-testid="full-size"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LikedControls image={image} onRate={onRate} size="lg" />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" aria-pressed={actual} onClick={() => setActual((a) => !a)}>
              {actual
                ? t('results.viewer.fit')
                : t('results.viewer.actual', { width: image.width, height: image.height })}
            </Button>
            <Button variant="secondary" onClick={() => go(-1)}>
              {t('results.viewer.previous')}
            </Button>
            <Button variant="secondary" onClick={() => go(1)}>
              {t('results.viewer.next')}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-3">
          <div className="flex flex-col gap-1 text-sm text-gray-600">
            <span>{styleName(image.style)}</span>
            <Likeness score={image.identityScore} className="self-start" />
            {image.likedStatus === 'loved' ? (
              <span className="text-xs text-gray-500">{t('results.actions.lovedHelp')}</span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button
              loading={downloading === 'png'}
              disabled={downloading !== null}
              onClick={() => onDownload(image, 'png')}
            >
              {t('results.viewer.downloadPng')}
            </Button>
            <Button
              variant="secondary"
              loading={downloading === 'jpeg'}
              disabled={downloading !== null}
              onClick={() => onDownload(image, 'jpeg')}
            >
              {t('results.viewer.downloadJpeg')}
            </Button>
            {sizes.map((size) => (
              <Button
                key={size}
                variant="secondary"
                loading={downloading === `png:${size}`}
                disabled={downloading !== null}
                onClick={() => onDownload(image, 'png', size)}
                data-download-size={size}
              >
                {t('results.viewer.downloadSize', { size: size.replace('x', ' × ') })}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => onCopy(image)}>
              {t('results.actions.copyLink')}
            </Button>
          </div>
        </div>
        <p className="text-right text-xs text-gray-500">{t('results.actions.linkExpires')}</p>
      </div>
    </Modal>
  );
}
