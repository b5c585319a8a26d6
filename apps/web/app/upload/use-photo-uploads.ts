import { useCallback, useEffect, useReducer, useRef } from 'react';
import { z } from 'zod';
import { TrainingPhotoSchema, type TrainingPhoto } from '@hs/contracts/onboarding';
import { PRE_SUCCESS_DELAY_MS } from '@hs/domain/constants';
import { tokens } from '../auth/api.ts';
import { useApi } from '../hooks/use-api.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { canPreview, isAcceptedPhoto } from './accepted-files.ts';
import { useFailureMessage } from './failure-message.ts';
import { keptTile, newTile, nextBatch, photoListReducer, type PhotoTile } from './photo-list.ts';
import { readUploadAttempt } from './upload-error.ts';
import { createUploadQueue, type UploadQueue } from './upload-queue.ts';
import { uploadPhoto } from './upload-request.ts';

const removedSchema = z.object({ success: z.literal(true) });
const movedSchema = z.object({ success: z.literal(true), data: TrainingPhotoSchema });

/**
 * The photos of the upload step: files chosen here upload one per request, three at a
 * time, with their progress; photos kept earlier come from the model. Deleting and moving
 * between the face and full-body categories go to the server (spec 001 section 4).
 */
export function usePhotoUploads(modelId: string, kept: TrainingPhoto[]) {
  const api = useApi();
  const uid = usePageContext().viewer?.uid ?? null;
  const failureMessage = useFailureMessage();
  const [tiles, dispatch] = useReducer(photoListReducer, kept, (photos) => photos.map(keptTile));

  // What outlives a render: the latest tiles for the callbacks, the running requests,
  // the pre-success timers and the object URLs to give back.
  const latest = useRef(tiles);
  const queue = useRef<UploadQueue | null>(null);
  const requests = useRef(new Map<string, AbortController>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const objectUrls = useRef(new Map<string, string>());
  const nextId = useRef(0);

  useEffect(() => {
    latest.current = tiles;
  }, [tiles]);

  useEffect(() => {
    const running = requests.current;
    const pending = timers.current;
    const urls = objectUrls.current;
    return () => {
      queue.current?.clear();
      for (const request of running.values()) request.abort();
      running.clear();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const upload = useCallback(
    async (id: string, file: File, request: AbortController) => {
      if (request.signal.aborted) return;
      dispatch({ type: 'started', id });
      if (uid) tokens.signedIn(uid);
      const attempt = await uploadPhoto(tokens, {
        file,
        modelId,
        signal: request.signal,
        onProgress: (sent, total) => dispatch({ type: 'progressed', id, sent, total }),
      });
      requests.current.delete(id);
      const outcome = readUploadAttempt(attempt);
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'failed') {
        dispatch({ type: 'failed', id, error: outcome.error });
        return;
      }
      // spec 001 section 4 and 9: pre-success, then success 1000 ms later
      dispatch({ type: 'uploaded', id, photo: outcome.photo });
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dispatch({ type: 'settled', id });
      }, PRE_SUCCESS_DELAY_MS);
      timers.current.add(timer);
    },
    [modelId, uid],
  );

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      queue.current ??= createUploadQueue();
      const batch = nextBatch(latest.current);
      const added: PhotoTile[] = [];
      const toSend: { id: string; file: File }[] = [];
      for (const file of files) {
        nextId.current += 1;
        const id = `chosen-${nextId.current}`;
        const preview = canPreview(file) ? URL.createObjectURL(file) : '';
        if (preview) objectUrls.current.set(id, preview);
        const tile = newTile(id, file, preview, batch);
        if (isAcceptedPhoto(file)) {
          added.push(tile);
          toSend.push({ id, file });
        } else {
          added.push({ ...tile, status: 'error', error: { code: 'notAPhoto' } });
        }
      }
      // The tiles first: the queue starts the first uploads at once.
      dispatch({ type: 'added', tiles: added });
      for (const { id, file } of toSend) {
        const request = new AbortController();
        requests.current.set(id, request);
        queue.current.push(() => upload(id, file, request));
      }
    },
    [upload],
  );

  const drop = useCallback((id: string) => {
    dispatch({ type: 'removed', id });
    const url = objectUrls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(id);
  }, []);

  const remove = useCallback(
    async (id: string) => {
      const tile = latest.current.find((t) => t.id === id);
      if (!tile || tile.busy) return;
      requests.current.get(id)?.abort();
      requests.current.delete(id);
      // spec 001 section 4: deleting a kept photo also removes it on the server
      if (tile.photo && tile.status !== 'error') {
        dispatch({ type: 'busy', id, busy: true, actionError: null });
        try {
          await api.request('/onboarding/remove-image', {
            method: 'POST',
            body: { imagePath: tile.photo.path },
            schema: removedSchema,
          });
        } catch (failure) {
          dispatch({ type: 'busy', id, busy: false, actionError: failureMessage(failure) });
          return;
        }
      }
      drop(id);
    },
    [api, drop, failureMessage],
  );

  const setFullBody = useCallback(
    async (id: string, fullBody: boolean) => {
      const tile = latest.current.find((t) => t.id === id);
      if (!tile?.photo || tile.busy || tile.photo.fullBody === fullBody) return;
      // spec 001 section 4: applied at once, rolled back if the server refuses
      dispatch({ type: 'categorized', id, fullBody });
      dispatch({ type: 'busy', id, busy: true, actionError: null });
      try {
        const answer = await api.request('/onboarding/update-photo-category', {
          method: 'POST',
          body: { imagePath: tile.photo.path, fullBody },
          schema: movedSchema,
        });
        dispatch({ type: 'replaced', id, photo: answer.data });
        dispatch({ type: 'busy', id, busy: false });
      } catch (failure) {
        dispatch({ type: 'categorized', id, fullBody: !fullBody });
        dispatch({ type: 'busy', id, busy: false, actionError: failureMessage(failure) });
      }
    },
    [api, failureMessage],
  );

  return { tiles, add, remove, setFullBody };
}
