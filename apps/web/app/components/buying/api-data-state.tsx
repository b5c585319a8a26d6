import { useState, type ReactNode } from 'react';
import { Spinner } from '@hs/ui/spinner';
import { useFailureMessage } from '../../upload/failure-message.ts';
import type { DataState } from './use-api-data.ts';

/**
 * The states of a useApiData list: a spinner while it loads, the failure as an alert,
 * `empty` when it holds no rows, then the rows.
 */
export function ApiDataState<Row>({
  state,
  empty,
  children,
}: {
  state: DataState<{ data: Row[] }>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {state.message}
      </p>
    );
  }
  if (state.data.data.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return <>{children(state.data.data)}</>;
}

/** What an action came to: a status when it worked, an alert when it did not. */
export function ActionResult({
  result,
  className = '',
}: {
  result: { ok: boolean; text: string } | null;
  className?: string;
}) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`${className} text-sm ${result.ok ? 'text-green-700' : 'text-red-700'}`.trim()}
    >
      {result.text}
    </p>
  );
}

/**
 * A staff action with its busy flag and outcome: `action` answers the success text; a
 * failure becomes its message. `after` (a list's reload) runs once the outcome shows.
 */
export function useAction() {
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function run(action: () => Promise<string>, after?: () => Promise<unknown>) {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await action() });
      await after?.();
    } catch (failure) {
      setResult({ ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, run };
}
