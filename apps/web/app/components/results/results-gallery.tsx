import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LikedStatus, ModelItem, ResultImage } from '@hs/contracts/results';
import { LIKED_STATUSES } from '@hs/domain/headshots';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { useLocale } from '../../hooks/use-locale.ts';
import { ALL, NO_FILTER, filterImages, stylesOf, type GalleryFilter } from './gallery-filter.ts';
import { HeadshotCard } from './headshot-card.tsx';
import { HeadshotViewer } from './headshot-viewer.tsx';
import { WithheldNote } from './withheld-note.tsx';
import type { DownloadFormat, DownloadProgress } from './download-files.ts';
import { DownloadProgressBar } from './download-progress.tsx';

const AS_MADE = 'as-made';

export interface GalleryActions {
  rate: (image: ResultImage, status: LikedStatus) => void;
  copyLink: (image: ResultImage) => void;
  /** `size`: one of the organization's output sizes; absent, as made. */
  download: (modelId: string, images: ResultImage[], size?: string) => Promise<void>;
  downloading: boolean;
  progress: DownloadProgress | null;
  downloadPhoto: (image: ResultImage, format: DownloadFormat, size?: string) => Promise<void>;
  photoFormat: string | null;
}

/** The finished gallery: filters, selection, zip download and the full-size view. */
export function ResultsGallery({
  item,
  actions,
  styleName,
}: {
  item: ModelItem;
  actions: GalleryActions;
  styleName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<GalleryFilter>(NO_FILTER);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  // Decision 048: the zip at one of the organization's sizes, or as made (not '', which is
  // the select's hidden placeholder).
  const [zipSize, setZipSize] = useState(AS_MADE);
  const sizeOfZip = item.outputSizes.includes(zipSize) ? zipSize : undefined;

  const shown = useMemo(() => filterImages(item.images, filter), [item.images, filter]);
  const styles = useMemo(() => stylesOf(item.images), [item.images]);
  const chosen = item.images.filter((image) => selected.has(image.id));
  const favourites = item.images.filter(
    (image) => image.likedStatus === 'favorite' || image.likedStatus === 'loved',
  );
  const allShownSelected = shown.length > 0 && shown.every((image) => selected.has(image.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAllShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const image of shown) {
        if (on) next.add(image.id);
        else next.delete(image.id);
      }
      return next;
    });

  if (!item.images.length) {
    return (
      <div className="mt-8 max-w-2xl space-y-4">
        <p className="text-base text-gray-700">{t('results.gallery.noneShown')}</p>
        <WithheldNote withheld={item.withheld} giveBack={item.giveBack} />
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-5">
      <WithheldNote withheld={item.withheld} giveBack={item.giveBack} />
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:items-end">
          <Select
            label={t('results.gallery.style')}
            value={filter.style}
            options={[
              { value: ALL, title: t('results.gallery.allStyles') },
              ...styles.map((id) => ({ value: id, title: styleName(id) })),
            ]}
            onChange={(style) => setFilter((f) => ({ ...f, style }))}
            wrapperClassName="lg:w-56"
          />
          <Select<LikedStatus | typeof ALL>
            label={t('results.gallery.rating')}
            value={filter.liked}
            options={[
              { value: ALL, title: t('results.gallery.allRatings') },
              ...LIKED_STATUSES.map((status) => ({
                value: status,
                title: t(`results.liked.${status}`),
              })),
            ]}
            onChange={(liked) => setFilter((f) => ({ ...f, liked }))}
            wrapperClassName="lg:w-56"
          />
          <Link
            to={localizePath(`/app/vote?modelId=${item.modelId}`, locale)}
            className={buttonClasses('secondary', 'md', 'lg:ml-auto')}
          >
            {t('results.gallery.vote')}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-gray-100 pt-3">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800">
            <input
              type="checkbox"
              checked={allShownSelected}
              disabled={!shown.length}
              onChange={(event) => selectAllShown(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t('results.gallery.selectAll')}
          </label>
          <span className="text-sm text-gray-600" data-testid="gallery-count">
            {chosen.length
              ? t('results.gallery.selected', { count: chosen.length })
              : t('results.gallery.count', { count: shown.length })}
          </span>
          {chosen.length ? (
            <Button variant="link" size="sm" onClick={() => setSelected(new Set())}>
              {t('results.gallery.clearSelection')}
            </Button>
          ) : null}
          <div className="flex w-full flex-col gap-2 sm:ml-auto sm:w-auto sm:flex-row">
            {item.outputSizes.length ? (
              <Select
                aria-label={t('results.gallery.zipSize')}
                value={zipSize}
                options={[
                  { value: AS_MADE, title: t('results.gallery.zipAsMade') },
                  ...item.outputSizes.map((key) => ({
                    value: key,
                    title: key.replace('x', ' × '),
                  })),
                ]}
                onChange={setZipSize}
                wrapperClassName="sm:w-44"
              />
            ) : null}
            <Button
              variant="secondary"
              disabled={!favourites.length || actions.downloading}
              onClick={() => void actions.download(item.modelId, favourites, sizeOfZip)}
            >
              {t('results.gallery.downloadFavorites', { count: favourites.length })}
            </Button>
            <Button
              disabled={!chosen.length}
              loading={actions.downloading}
              onClick={() => void actions.download(item.modelId, chosen, sizeOfZip)}
            >
              {actions.downloading
                ? t('results.gallery.downloading')
                : t('results.gallery.download')}
            </Button>
          </div>
        </div>
        {actions.downloading ? <DownloadProgressBar progress={actions.progress} /> : null}
      </div>

      {shown.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {shown.map((image, index) => (
            <li key={image.id}>
              <HeadshotCard
                image={image}
                selected={selected.has(image.id)}
                onSelect={(on) => toggle(image.id, on)}
                onOpen={() => setViewing(index)}
                onRate={actions.rate}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
          <p className="text-sm text-gray-600">{t('results.gallery.noMatch')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => setFilter(NO_FILTER)}>
            {t('results.gallery.showAll')}
          </Button>
        </div>
      )}

      <HeadshotViewer
        images={shown}
        index={viewing !== null && viewing < shown.length ? viewing : null}
        styleName={styleName}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
        onRate={actions.rate}
        onCopy={actions.copyLink}
        onDownload={(image, format, size) => void actions.downloadPhoto(image, format, size)}
        downloading={actions.photoFormat}
        sizes={item.outputSizes}
      />
    </div>
  );
}
