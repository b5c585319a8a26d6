import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@hs/client/api-error';
import { entitlementsRoute } from '@hs/contracts/entitlements';
import { listModelsRoute, type ModelSummary } from '@hs/contracts/results';
import {
  createStudioPhotoRoute,
  enhanceStudioPhotoRoute,
  listStudioPhotosRoute,
  phototemplateRoute,
  studioEmotionsRoute,
  studioModelRoute,
  studioOutfitsRoute,
  studioPhotosByIdsRoute,
  type CreateStudioPhoto,
  type StudioPhoto,
} from '@hs/contracts/studio';
import { STUDIO_PAGE_SIZE } from '@hs/domain/constants';
import { isStudioInProgress } from '@hs/domain/studio';
import type { z } from 'zod';
import { useApi } from '../../hooks/use-api.ts';

const schemas = {
  models: listModelsRoute.responses[200].content['application/json'].schema,
  entitlements: entitlementsRoute.responses[200].content['application/json'].schema,
  model: studioModelRoute.responses[200].content['application/json'].schema,
  templates: phototemplateRoute.responses[200].content['application/json'].schema,
  outfits: studioOutfitsRoute.responses[200].content['application/json'].schema,
  emotions: studioEmotionsRoute.responses[200].content['application/json'].schema,
  page: listStudioPhotosRoute.responses[200].content['application/json'].schema,
  byIds: studioPhotosByIdsRoute.responses[200].content['application/json'].schema,
  create: createStudioPhotoRoute.responses[200].content['application/json'].schema,
  action: enhanceStudioPhotoRoute.responses[200].content['application/json'].schema,
};

/** spec 001 section 4: photos in progress are asked for again this often. */
export const STUDIO_POLL_MS = 2000;

type Templates = z.infer<typeof schemas.templates>['data'];
type Outfits = z.infer<typeof schemas.outfits>['data'];
type Emotions = z.infer<typeof schemas.emotions>['data'];
type Model = z.infer<typeof schemas.model>['data'];

export interface StudioData {
  models: ModelSummary[];
  model: Model;
  templates: Templates;
  outfits: Outfits;
  emotions: Emotions;
  photos: StudioPhoto[];
  reachedEnd: boolean;
  credits: number;
}

export type StudioState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'noModel'; hasModels: boolean }
  | ({ status: 'ready' } & StudioData);

/** What the page shows after a failed action: the spec's message, or the credit modal. */
export type ActionFailure = { kind: 'credits'; cost: number } | { kind: 'error'; error: unknown };

const merge = (photos: StudioPhoto[], fresh: StudioPhoto[]) =>
  photos.map((p) => fresh.find((f) => f._id === p._id) ?? p);

/** The studio of one ready model: its catalogue, photos, credits and every action on them. */
export function useStudio(requested: string | null) {
  const api = useApi();
  const [state, setState] = useState<StudioState>({ status: 'loading' });
  const [pollFailed, setPollFailed] = useState(false);
  const run = useRef(0);

  const credits = useCallback(async () => {
    const { data } = await api.request('/user/entitlements', {
      schema: schemas.entitlements,
    });
    return data.balances.studio_credits ?? 0;
  }, [api]);

  const load = useCallback(async () => {
    const mine = ++run.current;
    setState({ status: 'loading' });
    try {
      const { data } = await api.request('/model/list', { schema: schemas.models });
      const ready = data.models.filter((m) => m.status === 'ready');
      const chosen = ready.find((m) => m.modelId === requested) ?? ready[0];
      if (!chosen) {
        if (mine === run.current)
          setState({ status: 'noModel', hasModels: data.models.length > 0 });
        return;
      }
      const id = encodeURIComponent(chosen.modelId);
      const [model, templates, outfits, emotions, page, balance] = await Promise.all([
        api.request(`/studio/model/single/${id}`, { schema: schemas.model }),
        api.request('/studio/phototemplate', { schema: schemas.templates }),
        api.request('/studio/outfit/all', { schema: schemas.outfits }),
        api.request('/studio/emotions', { schema: schemas.emotions }),
        api.request(`/studio/photo/${id}?offset=0&limit=${STUDIO_PAGE_SIZE}`, {
          schema: schemas.page,
        }),
        credits(),
      ]);
      if (mine !== run.current) return;
      setState({
        status: 'ready',
        models: ready,
        model: model.data,
        templates: templates.data,
        outfits: outfits.data,
        emotions: emotions.data,
        photos: page.data.photos,
        reachedEnd: page.data.reachedEnd,
        credits: balance,
      });
    } catch (error) {
      if (mine === run.current) setState({ status: 'failed', error });
    }
  }, [api, credits, requested]);

  useEffect(() => {
    void load();
    return () => {
      run.current += 1;
    };
  }, [load]);

  const update = useCallback((change: (d: StudioData) => Partial<StudioData>) => {
    setState((s) => (s.status === 'ready' ? { ...s, ...change(s) } : s));
  }, []);

  const modelId = state.status === 'ready' ? state.model._id : null;
  const pending =
    state.status === 'ready'
      ? state.photos
          .filter((p) => isStudioInProgress(p.status))
          .map((p) => p._id)
          .join(',')
      : '';

  // spec 001 section 4: pending, enhancing and saving are polled, every 2 s for as long as
  // any is; the interval restarts when the set of photos in progress changes.
  useEffect(() => {
    if (!modelId || !pending) return;
    const ids = pending.split(',');
    let inFlight = false;
    const timer = setInterval(async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const { data } = await api.request(
          `/studio/photo/get-by-ids/${encodeURIComponent(modelId)}`,
          { method: 'POST', body: { ids }, schema: schemas.byIds },
        );
        setPollFailed(false);
        const failed = data.photos.some((p) => p.status === 'failed');
        const balance = failed ? await credits() : null;
        update((d) => ({
          photos: merge(d.photos, data.photos),
          ...(balance === null ? {} : { credits: balance }),
        }));
      } catch {
        setPollFailed(true);
      } finally {
        inFlight = false;
      }
    }, STUDIO_POLL_MS);
    return () => clearInterval(timer);
  }, [api, credits, modelId, pending, update]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready') return;
    const { data } = await api.request(
      `/studio/photo/${encodeURIComponent(state.model._id)}?offset=${state.photos.length}&limit=${STUDIO_PAGE_SIZE}`,
      { schema: schemas.page },
    );
    update((d) => ({
      photos: [...d.photos, ...data.photos.filter((p) => !d.photos.some((q) => q._id === p._id))],
      reachedEnd: data.reachedEnd,
    }));
  }, [api, state, update]);

  /** spec 001 section 4: creating adds the photos to the top. */
  const create = useCallback(
    async (body: CreateStudioPhoto, cost: number): Promise<ActionFailure | null> => {
      if (state.status !== 'ready') return null;
      // spec 001 section 5: credits must cover the cost first (the server decides again).
      if (state.credits < cost) return { kind: 'credits', cost };
      try {
        const res = await api.request('/studio/photo/create', {
          method: 'POST',
          body,
          schema: schemas.create,
        });
        const made = Array.isArray(res.data) ? res.data : [res.data];
        update((d) => ({ photos: [...made, ...d.photos], credits: res.credits }));
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.reason === 'studio.notEnoughCredits') {
          update(() => ({}));
          void credits().then((c) => update(() => ({ credits: c })));
          return { kind: 'credits', cost };
        }
        return { kind: 'error', error };
      }
    },
    [api, credits, state, update],
  );

  const act = useCallback(
    async (
      verb: 'enhance' | 'like' | 'dislike' | 'delete',
      id: string,
    ): Promise<ActionFailure | null> => {
      if (state.status !== 'ready') return null;
      if (verb === 'enhance' && state.credits < 1) return { kind: 'credits', cost: 1 };
      try {
        const res = await api.request(`/studio/photo/${verb}/${encodeURIComponent(id)}`, {
          method: 'POST',
          schema: schemas.action,
        });
        update((d) => ({
          photos:
            verb === 'delete'
              ? d.photos.filter((p) => p._id !== id)
              : d.photos.map((p) => (p._id === id && res.data ? res.data : p)),
          ...(res.credits === undefined ? {} : { credits: res.credits }),
        }));
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.reason === 'studio.notEnoughCredits') {
          return { kind: 'credits', cost: 1 };
        }
        return { kind: 'error', error };
      }
    },
    [api, state, update],
  );

  return { state, reload: load, loadMore, create, act, pollFailed };
}
