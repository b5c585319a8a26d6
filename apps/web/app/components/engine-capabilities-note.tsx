import { useTranslation } from 'react-i18next';
import type { EngineCapabilitiesView } from '@hs/contracts/engine';
import { CheckIcon, InfoIcon, XIcon } from '@hs/ui/icons';

// The note alone, without the contract's zod schema (engine-capabilities.tsx asks the API):
// /pricing renders it from its loader and stays free of zod (decision 040).

type Line = { key: string; text: string; mark: 'yes' | 'no' | 'info' };

/** The engine's declaration in plain sentences, in a fixed order (issue 15 item 5). */
export function capabilityLines(
  c: EngineCapabilitiesView,
  t: (key: string, values?: Record<string, unknown>) => string,
): Line[] {
  const yesNo = (value: boolean | null, name: string): Line => ({
    key: name,
    text: t(`engine.capabilities.${name}${value === null ? 'Unknown' : value ? 'Yes' : 'No'}`),
    mark: value === null ? 'info' : value ? 'yes' : 'no',
  });
  const lines: Line[] = [
    {
      key: 'method',
      text: t(`engine.capabilities.${c.method === 'own-photos' ? 'ownPhotos' : 'generated'}`),
      mark: 'info',
    },
  ];
  if (c.changesBackdrop) lines.push(yesNo(true, 'backdrop'));
  if (c.changesLight) lines.push(yesNo(true, 'light'));
  lines.push(yesNo(c.changesClothing, 'clothing'), yesNo(c.changesPose, 'pose'));
  if (c.detailSide !== null) {
    lines.push({
      key: 'detail',
      text: t('engine.capabilities.detail', { detail: c.detailSide }),
      mark: 'info',
    });
  } else if (c.maxSide !== null) {
    lines.push({
      key: 'maxSide',
      text: t('engine.capabilities.maxSide', { max: c.maxSide }),
      mark: 'info',
    });
  }
  if (c.limitedByUploads) {
    lines.push({ key: 'limited', text: t('engine.capabilities.limited'), mark: 'info' });
  }
  return lines;
}

const MARKS = {
  yes: <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />,
  no: <XIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />,
  info: <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />,
};

/** What the running engine declares, said plainly (pricing, wizard, results). */
export function EngineCapabilitiesNote({
  capabilities,
  className = '',
  heading: Heading = 'h2',
}: {
  capabilities: EngineCapabilitiesView;
  className?: string;
  /** The title's level where the note sits. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="engine-capabilities-title"
      data-testid="engine-capabilities"
      data-engine={capabilities.engine}
      className={`rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700 shadow-sm ${className}`}
    >
      <Heading id="engine-capabilities-title" className="text-base font-semibold text-gray-900">
        {t('engine.capabilities.title')}
      </Heading>
      <ul className="mt-2 space-y-1.5">
        {capabilityLines(capabilities, t).map((line) => (
          <li key={line.key} data-capability={line.key} className="flex items-start gap-2">
            {MARKS[line.mark]}
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
