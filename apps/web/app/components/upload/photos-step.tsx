import { useTranslation } from 'react-i18next';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { Button } from '@hs/ui/button';
import { overallProgress, photoProgress, type PhotoTile } from '../../upload/photo-list.ts';
import { currentCheck, type PhotoCheckState } from '../../upload/use-photo-check.ts';
import { EngineCapabilities } from '../engine-capabilities.tsx';
import { PhotoCheckPanel } from './photo-check-panel.tsx';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { PhotoSection } from './photo-section.tsx';
import { PhotoTips } from './photo-tips.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { StepFooter } from './step-footer.tsx';

export interface PhotosStepProps {
  tiles: PhotoTile[];
  minimum: number;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, fullBody: boolean) => void;
  onContinue: () => void;
  /** What the engine makes of the kept photos (issue 15 items 1 and 6). */
  check?: PhotoCheckState;
  onRetryCheck?: () => void;
}

/** Step 1: choose photos, see each one checked, sort them, and go on when there are enough. */
export function PhotosStep({
  tiles,
  minimum,
  onAdd,
  onRemove,
  onMove,
  onContinue,
  check = { status: 'idle' },
  onRetryCheck = () => undefined,
}: PhotosStepProps) {
  const { t } = useTranslation();
  const counts = photoProgress(tiles, minimum);
  const overall = overallProgress(tiles);
  const fresh = tiles.filter((tile) => tile.status === 'pending' || tile.status === 'error');
  const kept = tiles.filter((tile) => tile.status === 'pre-success' || tile.status === 'success');
  // Photos kept in an earlier visit have no file name: they are numbered, in one series.
  const numbers = new Map(
    tiles.filter((tile) => !tile.fileName).map((tile, i) => [tile.id, i + 1]),
  );
  const nameOf = (tile: PhotoTile) =>
    tile.fileName || t('upload.tile.unnamed', { number: numbers.get(tile.id) });
  const checked = currentCheck(check);
  const checks = new Map(checked?.photos.map((p) => [p.path, p]) ?? []);
  const nameOfPath = (path: string) => {
    const tile = tiles.find((x) => x.photo?.path === path);
    return tile ? nameOf(tile) : path;
  };
  const actions = {
    canMoveToFullBody: counts.fullBodySlotsLeft > 0,
    onRemove,
    onMove,
    nameOf,
    checks,
  };
  const status = counts.canContinue
    ? t('upload.photos.enough')
    : counts.enough
      ? t('upload.photos.waitForUploads')
      : t('upload.photos.notEnough');

  // The live count against the minimum (spec 001 section 5, enough photos).
  const count = (
    <div role="status" className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <p className="text-base font-semibold text-gray-900" data-testid="photo-count">
        {t('upload.photos.count', { count: counts.good, minimum })}
      </p>
      <p className={`text-sm ${counts.canContinue ? 'text-green-700' : 'text-gray-600'}`}>
        {status}
      </p>
    </div>
  );

  return (
    <>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">
        {t('upload.photos.intro', { count: minimum })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PhotoDropZone onFiles={onAdd} />
          <div className="mt-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            {count}
            {overall ? (
              <div className="mt-3 border-t border-gray-100 pt-3">
                <p className="text-sm text-gray-700">
                  {t('upload.photos.uploading', {
                    finished: overall.finished,
                    files: overall.files,
                  })}
                </p>
                <div className="mt-2">
                  <ProgressBar value={overall.share} label={t('upload.photos.overall')} size="md" />
                </div>
              </div>
            ) : null}
          </div>
          <PhotoCheckPanel state={check} nameOf={nameOfPath} onRetry={onRetryCheck} />
        </div>
        <div className="space-y-4">
          <PhotoTips defaultOpen={tiles.length === 0} />
          <EngineCapabilities heading="h3" />
        </div>
      </div>

      {fresh.length > 0 ? (
        <PhotoSection
          id="new-photos"
          title={t('upload.photos.newTitle')}
          hint={t('upload.photos.newHint')}
          empty=""
          tiles={fresh}
          {...actions}
        />
      ) : null}
      <PhotoSection
        id="face-photos"
        title={t('upload.photos.faceTitle')}
        hint={t('upload.photos.faceHint')}
        empty={t('upload.photos.faceEmpty')}
        tiles={kept.filter((tile) => !tile.photo?.fullBody)}
        {...actions}
      />
      <PhotoSection
        id="full-body-photos"
        title={t('upload.photos.fullBodyTitle')}
        hint={t('upload.photos.fullBodyHint', { max: MAX_FULL_BODY_PHOTOS })}
        count={t('upload.photos.fullBodyCount', {
          count: counts.fullBody,
          max: MAX_FULL_BODY_PHOTOS,
        })}
        empty={t('upload.photos.fullBodyEmpty')}
        tiles={kept.filter((tile) => tile.photo?.fullBody)}
        {...actions}
      />

      <StepFooter
        summary={
          <p id="photos-continue-status" className="text-sm text-gray-600">
            <span className="font-semibold text-gray-900">
              {t('upload.photos.count', { count: counts.good, minimum })}
            </span>{' '}
            · {status}
          </p>
        }
      >
        <Button
          size="lg"
          disabled={!counts.canContinue}
          onClick={onContinue}
          aria-describedby="photos-continue-status"
        >
          {t('upload.photos.continue')}
        </Button>
      </StepFooter>
    </>
  );
}
