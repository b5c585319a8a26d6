import { useTranslation } from 'react-i18next';
import type { ModelItem } from '@hs/contracts/results';
import { InfoIcon } from '@hs/ui/icons';

/** Says how many photos of the package are not shown, and why (counted, never shown). */
export function WithheldNote({ withheld }: { withheld: ModelItem['withheld'] }) {
  const { t } = useTranslation();
  const lines = (['mismatch', 'noFace', 'flagged', 'duplicate', 'unmade'] as const)
    .filter((reason) => withheld[reason] > 0)
    .map((reason) => t(`results.withheld.${reason}`, { count: withheld[reason] }));
  if (!lines.length) return null;
  return (
    <div
      data-testid="withheld"
      className="flex items-start gap-2 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-700"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
      <ul className="space-y-0.5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
