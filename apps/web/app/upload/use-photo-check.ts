import { useCallback, useEffect, useRef, useState } from 'react';
import { photoCheckRoute, type PhotoCheck } from '@hs/contracts/engine';
import { useApi } from '../hooks/use-api.ts';
import { useFailureMessage } from './failure-message.ts';
import { stillReading } from './photo-check.ts';

const checkSchema = photoCheckRoute.responses[200].content['application/json'].schema;

/** How long the page waits before asking again while the engine still reads photos. */
export const CHECK_AGAIN_MS = 3000;
/**
 * How long the photos must stay as they are before the page asks: reading takes the
 * server's CPU, so it waits while the person is still adding, moving or deleting.
 */
export const CHECK_SETTLE_MS = 1500;

export type PhotoCheckState =
  | { status: 'idle' }
  | { status: 'loading'; last: PhotoCheck | null }
  | { status: 'failed'; message: string; last: PhotoCheck | null }
  | { status: 'ready'; check: PhotoCheck };

/**
 * Issue 15 items 1 and 6: what the engine makes of the kept photos, asked when `photos`
 * (their paths) change and no upload is running, and again while some are still being read.
 * `styles`: the styles chosen so far (the count a style needs follows them).
 */
export function usePhotoCheck(
  modelId: string,
  photos: string[],
  o: { paused: boolean; styles?: number | undefined },
) {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [state, setState] = useState<PhotoCheckState>({ status: 'idle' });
  const run = useRef(0);
  const key = [...photos].sort().join('|');
  const query = o.styles ? `?styles=${o.styles}` : '';

  const load = useCallback(async () => {
    const mine = ++run.current;
    setState((s) => ({ status: 'loading', last: lastOf(s) }));
    try {
      const { data } = await api.request(`/onboarding/photo-check/${modelId}${query}`, {
        schema: checkSchema,
      });
      if (mine === run.current) setState({ status: 'ready', check: data });
    } catch (failure) {
      if (mine === run.current) {
        setState((s) => ({ status: 'failed', message: failureMessage(failure), last: lastOf(s) }));
      }
    }
  }, [api, failureMessage, modelId, query]);

  // Asked for each new set of photos once the uploads and changes settle.
  useEffect(() => {
    if (o.paused || !key) return;
    const timer = setTimeout(() => void load(), CHECK_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      run.current += 1;
    };
  }, [key, o.paused, load]);

  // The server reads while asked: ask again until every photo is read.
  const reading = !o.paused && state.status === 'ready' && stillReading(state.check);
  useEffect(() => {
    if (!reading) return;
    const timer = setTimeout(() => void load(), CHECK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [reading, load, state]);

  // Photos waiting for their first check show as being checked.
  const shown: PhotoCheckState = !key
    ? { status: 'idle' }
    : state.status === 'idle'
      ? { status: 'loading', last: null }
      : state;
  return { state: shown, retry: load };
}

function lastOf(state: PhotoCheckState): PhotoCheck | null {
  if (state.status === 'ready') return state.check;
  if (state.status === 'loading' || state.status === 'failed') return state.last;
  return null;
}

/** The latest check known, while a new one loads or after one failed. */
export function currentCheck(state: PhotoCheckState): PhotoCheck | null {
  return lastOf(state);
}
