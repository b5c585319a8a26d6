import { useTranslation } from 'react-i18next';
import type { SupportModalKind } from '@hs/domain/roles';

// spec 001 section 2: FAQ entries Contact us, Refund, Invoice and payment, Submit feedback, Report a bug
const FAQ_ENTRIES = ['contact', 'refund', 'invoice', 'feedback', 'bug'] as const;

/** The shell of the FAQ or feedback modal: what it will hold, said plainly as not built yet. */
export function SupportModalBody({ kind, uid }: { kind: SupportModalKind; uid: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm text-slate-700" data-support-kind={kind}>
      {uid ? (
        <p className="text-xs text-slate-500">{t('tracking.support.supportId', { uid })}</p>
      ) : null}
      {kind === 'faq' ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {FAQ_ENTRIES.map((entry) => (
            <li key={entry} className="px-4 py-3 font-medium text-slate-800">
              {t(`tracking.support.entries.${entry}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
        {t('tracking.support.notYet')}
      </p>
    </div>
  );
}
