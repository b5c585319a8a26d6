import { engineCapabilitiesRoute } from '@hs/contracts/engine';
import { useApiData } from './buying/use-api-data.ts';
import { answerSchema } from './data-kit/operation.ts';
import { EngineCapabilitiesNote } from './engine-capabilities-note.tsx';

/** The same, asked from the API in the browser; nothing while it loads or if it fails. */
export function EngineCapabilities({
  className = '',
  heading = 'h2',
}: {
  className?: string;
  heading?: 'h2' | 'h3';
}) {
  const { state } = useApiData(engineCapabilitiesRoute.path, answerSchema(engineCapabilitiesRoute));
  if (state.status !== 'ready') return null;
  return (
    <EngineCapabilitiesNote
      capabilities={state.data.data}
      className={className}
      heading={heading}
    />
  );
}
