import { useTranslation } from 'react-i18next';
import type { StudioPhoto } from '@hs/contracts/studio';
import { isStudioInProgress } from '@hs/domain/studio';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { Spinner } from '@hs/ui/spinner';

export type StudioVerb = 'enhance' | 'like' | 'dislike' | 'delete';

/** One studio photo: its image, or its progress or failure, and what can be done with it. */
export function StudioPhotoCard({
  photo,
  number,
  busy,
  onAct,
}: {
  photo: StudioPhoto;
  number: number;
  busy: boolean;
  onAct: (verb: StudioVerb) => void;
}) {
  const { t } = useTranslation();
  const [w, h] = photo.settings.size.split('x').map(Number) as [number, number];
  const inProgress = isStudioInProgress(photo.status);
  const kept = photo.unhonoured.map((l) => t(`studio.engine.limits.${l}`)).join(', ');
  return (
    <figure
      data-studio-photo={photo._id}
      data-status={photo.status}
      data-liked={String(photo.liked)}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      <div className="relative bg-gray-100" style={{ aspectRatio: `${w} / ${h}` }}>
        {photo.thumbnailUrl && photo.url ? (
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('studio.photos.open', { number })}
            className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
          >
            <img
              src={photo.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </a>
        ) : null}
        {inProgress ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/70 text-sm font-medium text-gray-800"
          >
            <Spinner size="md" />
            {t(`studio.photos.status.${photo.status}`)}
          </div>
        ) : null}
        {photo.status === 'failed' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-3 text-center text-sm text-red-800">
            <p className="font-medium">{photo.failureReason ?? t('studio.failed.create')}</p>
            <p>{t('studio.photos.refunded')}</p>
          </div>
        ) : null}
      </div>
      <figcaption className="space-y-2 p-3 text-xs text-gray-700">
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium text-gray-900">{photo.settings.quality.toUpperCase()}</span>
          {photo.width && photo.height ? (
            <span>{t('studio.photos.size', { width: photo.width, height: photo.height })}</span>
          ) : null}
          {photo.enhanced ? (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
              {t('studio.photos.enhanced')}
            </span>
          ) : null}
        </p>
        {kept ? <p>{t('studio.photos.kept', { list: kept })}</p> : null}
        {photo.status === 'ready' && photo.failureReason ? (
          <p className="text-red-700">{photo.failureReason}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {photo.status === 'ready' && !photo.enhanced ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct('enhance')}>
              {t('studio.photos.enhance')}
            </Button>
          ) : null}
          {photo.status === 'ready' ? (
            <>
              <Button
                size="sm"
                variant={photo.liked === true ? 'primary' : 'secondary'}
                aria-pressed={photo.liked === true}
                disabled={busy}
                onClick={() => onAct('like')}
              >
                {t('studio.photos.like')}
              </Button>
              <Button
                size="sm"
                variant={photo.liked === false ? 'primary' : 'secondary'}
                aria-pressed={photo.liked === false}
                disabled={busy}
                onClick={() => onAct('dislike')}
              >
                {t('studio.photos.dislike')}
              </Button>
            </>
          ) : null}
          {!inProgress ? (
            <DeleteConfirmButton
              disabled={busy}
              onConfirm={() => onAct('delete')}
              labels={{ idle: t('studio.photos.delete'), confirm: t('studio.photos.confirm') }}
            />
          ) : null}
        </div>
      </figcaption>
    </figure>
  );
}
