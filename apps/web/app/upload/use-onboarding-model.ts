import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@hs/client/api-error';
import { startOnboardingRoute, type Model } from '@hs/contracts/onboarding';
import { callOperation } from '../components/data-kit/operation.ts';
import { useApi } from '../hooks/use-api.ts';
import { useFailureMessage } from './failure-message.ts';

export type OnboardingModel =
  | { status: 'loading' }
  | { status: 'ready'; model: Model }
  /** retryable: no answer or a server fault, where trying again may help. */
  | { status: 'failed'; message: string; retryable: boolean };

/**
 * Opens the model being onboarded (POST /onboarding/start): the one in the URL, or a new
 * one. Once per page: React's development double effects must not create two models.
 */
export function useOnboardingModel(requestedId: string | null) {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [state, setState] = useState<OnboardingModel>({ status: 'loading' });
  const opened = useRef(false);

  const open = useCallback(
    async (modelId: string | null) => {
      setState({ status: 'loading' });
      try {
        const answer = await callOperation(api, startOnboardingRoute, { body: { modelId } });
        setState({ status: 'ready', model: answer.data.model });
      } catch (failure) {
        const retryable = !(failure instanceof ApiError) || failure.status >= 500;
        setState({ status: 'failed', message: failureMessage(failure), retryable });
      }
    },
    [api, failureMessage],
  );

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open(requestedId);
  }, [open, requestedId]);

  const setModel = useCallback((model: Model) => setState({ status: 'ready', model }), []);

  return { state, open, setModel };
}
