import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getModelRoute,
  listModelsRoute,
  type ModelItem,
  type ModelStatus,
  type ModelSummary,
} from '@hs/contracts/results';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

/** The waiting screen asks again this often while a model is being made (the task's 2 s). */
export const POLL_INTERVAL_MS = 2000;

const IN_PROGRESS: readonly ModelStatus[] = ['queued', 'training', 'generating', 'ranking'];
export const isInProgress = (status: ModelStatus) => IN_PROGRESS.includes(status);

export type ResultsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; models: ModelSummary[]; item: ModelItem; offline: boolean };

/** The model to open: the one asked for, else the newest submitted one, else the newest. */
export function pickModel(models: ModelSummary[], requested: string | null): ModelSummary | null {
  return (
    models.find((m) => m.modelId === requested) ??
    models.find((m) => m.status !== 'onboarding') ??
    models[0] ??
    null
  );
}

/**
 * The viewer's models and the chosen one's item; while that model is being made, its
 * progress is asked for every 2 s until it is ready or failed.
 */
export function useModelResults(requested: string | null) {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [state, setState] = useState<ResultsState>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const run = ++generation.current;
    setState({ status: 'loading' });
    try {
      const { data } = await callOperation(api, listModelsRoute, {});
      const chosen = pickModel(data.models, requested);
      if (!chosen) {
        if (run === generation.current) setState({ status: 'empty' });
        return;
      }
      const item = await callOperation(api, getModelRoute, { params: { id: chosen.modelId } });
      if (run === generation.current) {
        setState({ status: 'ready', models: data.models, item: item.data, offline: false });
      }
    } catch (failure) {
      if (run === generation.current)
        setState({ status: 'failed', message: failureMessage(failure) });
    }
  }, [api, failureMessage, requested]);

  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);

  const pollingId =
    state.status === 'ready' && isInProgress(state.item.status) ? state.item.modelId : null;
  useEffect(() => {
    if (!pollingId) return;
    const run = generation.current;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const { data } = await callOperation(api, getModelRoute, { params: { id: pollingId } });
        if (run !== generation.current) return;
        setState((s) => (s.status === 'ready' ? { ...s, item: data, offline: false } : s));
        if (isInProgress(data.status)) timer = setTimeout(tick, POLL_INTERVAL_MS);
      } catch {
        if (run !== generation.current) return;
        setState((s) => (s.status === 'ready' ? { ...s, offline: true } : s));
        timer = setTimeout(tick, POLL_INTERVAL_MS);
      }
    };
    timer = setTimeout(tick, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [api, pollingId]);

  const shownId = state.status === 'ready' ? state.item.modelId : null;
  const refresh = useCallback(async () => {
    if (!shownId) return;
    try {
      const { data } = await callOperation(api, getModelRoute, { params: { id: shownId } });
      setState((s) =>
        s.status === 'ready' && s.item.modelId === data.modelId ? { ...s, item: data } : s,
      );
    } catch {
      // No answer: the page keeps what it shows; the next action or reload tries again.
    }
  }, [api, shownId]);

  const updateItem = useCallback((change: (item: ModelItem) => ModelItem) => {
    setState((s) => (s.status === 'ready' ? { ...s, item: change(s.item) } : s));
  }, []);

  return { state, reload: load, refresh, updateItem };
}
