import { useTranslation } from 'react-i18next';
import type { ModelItem } from '@hs/contracts/results';
import { InfoIcon } from '@hs/ui/icons';
import { useGiveBackLines } from '../../hooks/use-give-back-lines.ts';

/**
 * Says how many photos of the package are not shown, and why (counted, never shown); and,
 * once the run has ended, what it promised, made and gave back (issue 34 item 5). With a
 * give-back, photos never made are part of it and are not listed again.
 */
export function WithheldNote({
  withheld,
  giveBack = null,
}: {
  withheld: ModelItem['withheld'];
  giveBack?: ModelItem['giveBack'];
}) {
  const { t } = useTranslation();
  const reasons = giveBack
    ? (['mismatch', 'noFace', 'flagged', 'duplicate'] as const)
    : (['mismatch', 'noFace', 'flagged', 'duplicate', 'unmade'] as const);
  const lines = reasons
    .filter((reason) => withheld[reason] > 0)
    .map((reason) => t(`results.withheld.${reason}`, { count: withheld[reason] }));
  const promise = useGiveBackLines(giveBack);
  if (!lines.length && !promise.length) return null;
  return (
    <div
      data-testid="withheld"
      className="flex items-start gap-2 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-700"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
      <ul className="space-y-0.5">
        {[...promise, ...lines].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
