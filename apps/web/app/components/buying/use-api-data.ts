import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

export type DataState<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** One GET of the API on mount (and on reload), with loading and error states. */
export function useApiData<S extends z.ZodType>(path: string | null, schema: S) {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [state, setState] = useState<DataState<z.infer<S>>>({ status: 'loading' });
  const run = useRef(0);

  const load = useCallback(async () => {
    if (!path) return;
    const mine = ++run.current;
    setState({ status: 'loading' });
    try {
      const data = await api.request(path, { schema });
      if (mine === run.current) setState({ status: 'ready', data });
    } catch (failure) {
      if (mine === run.current) setState({ status: 'failed', message: failureMessage(failure) });
    }
  }, [api, failureMessage, path, schema]);

  useEffect(() => {
    void load();
    return () => {
      run.current += 1;
    };
  }, [load]);

  return { state, reload: load, setState };
}
