import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  markDownloadedRoute,
  setLikedRoute,
  type LikedStatus,
  type ModelItem,
  type ResultImage,
} from '@hs/contracts/results';
import { applyLikedStatus } from '@hs/domain/headshots';
import { useToast } from '@hs/ui/toast';
import { useApi } from '../../hooks/use-api.ts';
import { downloadZip } from './download-zip.ts';
import { applyChanges } from './gallery-filter.ts';

const likedSchema = setLikedRoute.responses[200].content['application/json'].schema;
const downloadedSchema = markDownloadedRoute.responses[200].content['application/json'].schema;

/** Rating, copying a link and downloading, shared by the gallery and the vote screen. */
export function useHeadshotActions(
  updateItem: (change: (item: ModelItem) => ModelItem) => void,
  /** Loads the model item again from the server (after a refused change). */
  onStale: () => Promise<void>,
) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const setImages = useCallback(
    (change: (images: ResultImage[]) => ResultImage[]) =>
      updateItem((item) => ({ ...item, images: change(item.images) })),
    [updateItem],
  );

  // Ratings go to the server one after another, so their answers come back in the order
  // they were made and the last click wins.
  const queue = useRef<Promise<void>>(Promise.resolve());

  // spec 001 section 4: a new loved image turns the loved one into favorite. Shown at once
  // by the same rule, then the server's answer (one transaction) is what stays; when the
  // server refuses, the page asks it again for what is true.
  const rate = useCallback(
    (image: ResultImage, likedStatus: LikedStatus) => {
      setImages((list) => applyLikedStatus(list, image.id, likedStatus));
      const send = async () => {
        try {
          const { data } = await api.request(`/image/${image.id}/liked`, {
            method: 'POST',
            body: { likedStatus },
            schema: likedSchema,
          });
          setImages((list) => applyChanges(list, data.changed));
        } catch {
          toast.error(t('results.actions.rateFailed'));
          await onStale();
        }
      };
      queue.current = queue.current.then(send);
      return queue.current;
    },
    [api, onStale, setImages, t, toast],
  );

  const copyLink = useCallback(
    async (image: ResultImage) => {
      try {
        await navigator.clipboard.writeText(new URL(image.url, window.location.origin).href);
        toast.success(t('results.actions.copied'));
      } catch {
        toast.error(t('results.actions.copyFailed'));
      }
    },
    [t, toast],
  );

  const download = useCallback(
    async (selected: ResultImage[]) => {
      if (!selected.length) return;
      setDownloading(true);
      try {
        const result = await downloadZip(selected);
        if (!result.included.length) {
          toast.error(t('results.zip.failed'));
          return;
        }
        toast.success(t('results.zip.done'));
        if (result.missing) toast.info(t('results.zip.partly', { count: result.missing }));
        const included = new Set(result.included);
        setImages((list) =>
          list.map((i) => (included.has(i.id) ? { ...i, isDownloaded: true } : i)),
        );
        await api
          .request('/image/downloaded', {
            method: 'POST',
            body: { ids: result.included },
            schema: downloadedSchema,
          })
          .catch(() => undefined);
      } catch {
        toast.error(t('results.zip.failed'));
      } finally {
        setDownloading(false);
      }
    },
    [api, setImages, t, toast],
  );

  return { rate, copyLink, download, downloading };
}
