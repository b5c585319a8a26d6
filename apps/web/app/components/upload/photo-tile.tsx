import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, CheckIcon, TrashIcon, XIcon } from '@hs/ui/icons';
import type { PhotoCheck } from '@hs/contracts/engine';
import { LOCAL_MAX_SOURCES } from '@hs/domain/distinct-photos';
import type { PhotoTile as Tile } from '../../upload/photo-list.ts';
import { useUploadErrorText } from '../../upload/failure-message.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface PhotoTileProps {
  tile: Tile;
  /** What the tile and its buttons call the photo. */
  name: string;
  /** A full-body slot is free, so a face photo may move there. */
  canMoveToFullBody: boolean;
  onRemove: (id: string) => void;
  onMove: (id: string, fullBody: boolean) => void;
  /** What the engine makes of this photo (issue 15 item 6), once checked. */
  check?: PhotoCheck['photos'][number] | undefined;
}

/** Used or not, and why; and whether it seems to show someone else. */
function EngineUse({ check }: { check: PhotoCheck['photos'][number] }) {
  const { t } = useTranslation();
  const crops = check.crops.map((crop) => t(`engine.use.crop.${crop}`)).join(', ');
  const used = check.use === 'used';
  return (
    <>
      <p
        data-testid="photo-use"
        data-use={check.use}
        className={`text-xs leading-4 ${used ? 'text-green-800' : check.use === 'unread' ? 'text-gray-500' : 'text-amber-900'}`}
      >
        {used
          ? crops
            ? t('engine.use.usedCrops', { crops })
            : t('engine.use.used')
          : t(`engine.use.${check.use}`, { max: LOCAL_MAX_SOURCES })}
      </p>
      {check.someoneElse ? (
        <p
          data-testid="photo-someone-else"
          className="rounded-md bg-amber-100 px-2 py-1 text-xs leading-4 font-medium text-amber-950"
        >
          {t('engine.use.someoneElse')}
        </p>
      ) : null}
    </>
  );
}

function Preview({ tile }: { tile: Tile }) {
  const { t } = useTranslation();
  // The server's crop once it kept the photo (that is what trains), else the local file.
  const sources = [tile.photo?.url, tile.previewUrl].filter((s): s is string => Boolean(s));
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  if (!src) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-1 text-gray-400">
        <CameraIcon className="size-8" />
        <span className="text-xs">{t('upload.tile.noPreview')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className="absolute inset-0 size-full object-cover"
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** One photo: preview, what is happening to it, and what can be done with it. */
export function PhotoTile({
  tile,
  name,
  canMoveToFullBody,
  onRemove,
  onMove,
  check,
}: PhotoTileProps) {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  const pending = tile.status === 'pending';
  const sentAll = tile.started && tile.size > 0 && tile.sent >= tile.size;
  const progress = !tile.started ? 0 : sentAll ? null : tile.size > 0 ? tile.sent / tile.size : 0;
  const fullBody = tile.photo?.fullBody ?? false;
  // What the server read the photo as (issue 20 item 4), beside the section it was filed in.
  const framing = tile.status === 'error' ? null : (tile.photo?.framing ?? null);
  const canMove = tile.status === 'success' && (fullBody || canMoveToFullBody);

  return (
    <li
      data-status={tile.status}
      data-photo-name={name}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm data-[status=error]:border-red-200"
    >
      <div className="relative aspect-square overflow-hidden bg-gray-100">
        <Preview key={tile.photo?.url ?? tile.previewUrl} tile={tile} />
        {pending ? <div className="absolute inset-0 bg-white/50" /> : null}
        {tile.status === 'pre-success' ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-green-600 px-2 py-0.5 text-xs font-medium text-white shadow">
            <CheckIcon className="size-3.5" />
            {t('upload.tile.accepted')}
          </span>
        ) : null}
        {tile.status === 'success' ? (
          <span className="absolute top-2 left-2 inline-flex size-6 items-center justify-center rounded-full bg-white/90 text-green-700 shadow">
            <CheckIcon className="size-4" title={t('upload.tile.kept')} />
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-2.5">
        <p className="truncate text-xs text-gray-600" title={name}>
          {name}
        </p>
        {framing ? (
          <p
            data-testid="photo-framing"
            className="self-start rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700"
          >
            {t(`upload.tile.framing.${framing}`)}
          </p>
        ) : null}

        {pending ? (
          <div className="space-y-1">
            <ProgressBar value={progress} label={t('upload.tile.progress', { name })} />
            <p className="text-xs text-gray-600">
              {!tile.started
                ? t('upload.tile.waiting')
                : sentAll
                  ? t('upload.tile.checking')
                  : t('upload.tile.uploading', { percent: Math.round((progress ?? 0) * 100) })}
            </p>
          </div>
        ) : null}

        {tile.status === 'error' && tile.error ? (
          <p className="text-sm leading-5 font-medium text-red-700" data-testid="photo-error">
            {errorText(tile.error)}
          </p>
        ) : null}
        {tile.status === 'error' &&
        tile.error &&
        'tooSmall' in tile.error &&
        tile.error.tooSmall ? (
          <p className="text-xs leading-4 text-red-700" data-testid="photo-too-small">
            {t(`engine.tooSmall.${tile.error.tooSmall.what}`, tile.error.tooSmall)}
          </p>
        ) : null}
        {tile.status === 'success' && check ? <EngineUse check={check} /> : null}
        {tile.actionError ? (
          <p role="alert" className="text-sm leading-5 text-red-700">
            {tile.actionError}
          </p>
        ) : null}
        {tile.busy ? <p className="text-xs text-gray-600">{t('upload.tile.working')}</p> : null}

        <div className="mt-auto flex items-center justify-between gap-1">
          {canMove ? (
            <button
              type="button"
              disabled={tile.busy}
              onClick={() => onMove(tile.id, !fullBody)}
              aria-label={t(fullBody ? 'upload.tile.toFaceLabel' : 'upload.tile.toFullBodyLabel', {
                name,
              })}
              className="min-h-9 min-w-0 truncate rounded-lg px-2 text-left text-xs font-medium text-brand-700 ring-1 ring-gray-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              {fullBody ? t('upload.tile.toFace') : t('upload.tile.toFullBody')}
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            disabled={tile.busy}
            onClick={() => onRemove(tile.id)}
            aria-label={t(pending ? 'upload.tile.cancel' : 'upload.tile.remove', { name })}
            title={t(pending ? 'upload.tile.cancel' : 'upload.tile.remove', { name })}
            className={iconButton}
          >
            {pending ? <XIcon className="size-5" /> : <TrashIcon className="size-5" />}
          </button>
        </div>
      </div>
    </li>
  );
}
