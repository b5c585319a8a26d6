import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  setLikedRoute,
  type LikedStatus,
  type ModelItem,
  type ResultImage,
} from '@hs/contracts/results';
import { applyLikedStatus } from '@hs/domain/headshots';
import { useToast } from '@hs/ui/toast';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import {
  downloadOne,
  downloadZip,
  type DownloadFormat,
  type DownloadProgress,
} from './download-files.ts';
import { applyChanges } from './gallery-filter.ts';

/** Rating, copying a link and downloading, shared by the gallery and the vote screen. */
export function useHeadshotActions(
  updateItem: (change: (item: ModelItem) => ModelItem) => void,
  /** Loads the model item again from the server (after a refused change). */
  onStale: () => Promise<void>,
) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const uid = usePageContext().viewer?.uid ?? null;
  const [downloading, setDownloading] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  // The download under way: 'png', 'jpeg', or 'png:640x800' at an organization's size.
  const [photoFormat, setPhotoFormat] = useState<string | null>(null);

  const setImages = useCallback(
    (change: (images: ResultImage[]) => ResultImage[]) =>
      updateItem((item) => ({ ...item, images: change(item.images) })),
    [updateItem],
  );

  // Ratings go to the server one after another, so their answers come back in the order
  // they were made and the last click wins.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The newest rating made; an older one's answer would undo what the person did since.
  const newest = useRef(0);

  // spec 001 section 4: a new loved image turns the loved one into favorite. Shown at once
  // by the same rule, then the server's answer (one transaction) is what stays; when the
  // server refuses, the page asks it again for what is true.
  const rate = useCallback(
    (image: ResultImage, likedStatus: LikedStatus) => {
      setImages((list) => applyLikedStatus(list, image.id, likedStatus));
      const made = ++newest.current;
      const send = async () => {
        try {
          const { data } = await callOperation(api, setLikedRoute, {
            params: { id: image.id },
            body: { likedStatus },
          });
          // Only the newest answer is applied: the earlier ones show already, by the same rule.
          if (made === newest.current) setImages((list) => applyChanges(list, data.changed));
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

  // issue 20 item 3: the server streams the zip; the page shows bytes received of its size.
  const download = useCallback(
    async (modelId: string, selected: ResultImage[], size?: string) => {
      if (!selected.length || !uid) return;
      setDownloading(true);
      setProgress(null);
      try {
        const { missing } = await downloadZip(
          uid,
          modelId,
          selected.map((i) => i.id),
          setProgress,
          size,
        );
        toast.success(t('results.zip.done'));
        if (missing) {
          toast.info(t('results.zip.partly', { count: missing }));
          // The server marked what it sent; ask it which those were.
          await onStale();
          return;
        }
        const sent = new Set(selected.map((i) => i.id));
        setImages((list) => list.map((i) => (sent.has(i.id) ? { ...i, isDownloaded: true } : i)));
      } catch {
        toast.error(t('results.zip.failed'));
      } finally {
        setDownloading(false);
        setProgress(null);
      }
    },
    [onStale, setImages, t, toast, uid],
  );

  const downloadPhoto = useCallback(
    async (image: ResultImage, format: DownloadFormat, size?: string) => {
      if (!uid) return;
      setPhotoFormat(size ? `${format}:${size}` : format);
      try {
        await downloadOne(uid, image, format, size);
        setImages((list) =>
          list.map((i) => (i.id === image.id ? { ...i, isDownloaded: true } : i)),
        );
      } catch {
        toast.error(t('results.viewer.downloadFailed'));
      } finally {
        setPhotoFormat(null);
      }
    },
    [setImages, t, toast, uid],
  );

  return { rate, copyLink, download, downloading, progress, downloadPhoto, photoFormat };
}
