import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { REFUND_PROCESSING_HOURS } from '@hs/domain/refund-window';
import type { SupportRequestType } from '@hs/domain/support';
import { showCallButton } from '@hs/domain/organization';
import { Button, buttonClasses } from '@hs/ui/button';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useOrganization } from '../team-area/organization-data.tsx';
import { SupportPresence } from './support-presence.tsx';

// spec 001 section 2: FAQ entries Contact us, Refund, Invoice and payment, Submit feedback,
// Report a bug; the refund answer links to the profile refund page with a source tag.
const FAQ_ENTRIES = ['contact', 'refund', 'invoice', 'feedback', 'bug'] as const;
type FaqEntry = (typeof FAQ_ENTRIES)[number];
const OPENS_FORM: Partial<Record<FaqEntry, SupportRequestType | 'other'>> = {
  contact: 'other',
  feedback: 'feedback',
  bug: 'issue',
};

/** The header of both popups: who is online and what reply to expect (spec 001 section 2). */
export function ContactTeamHeader() {
  const { t } = useTranslation();
  const { supportEmail = 'support@localhost' } = usePageContext();
  const { organization, isLoading } = useOrganization();
  // spec 001 section 2: a call button only for an organization that bought more than 1
  // credit in total or has one of the large team sizes.
  const call = organization && showCallButton(organization);
  return (
    <section
      aria-labelledby="support-contact-team"
      // Busy until the organization is known, which decides the call button.
      aria-busy={isLoading || undefined}
      className="rounded-lg bg-slate-50 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="support-contact-team" className="text-sm font-semibold text-gray-900">
          {t('support.contactTeam')}
        </h3>
        {call ? (
          <a
            href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('lead.call.subject', { organization: organization.name }))}`}
            className={buttonClasses('secondary', 'sm')}
            data-call-button=""
          >
            {t('lead.call.button')}
          </a>
        ) : null}
      </div>
      <div className="mt-2">
        <SupportPresence />
      </div>
    </section>
  );
}

/** The FAQ popup's body: the support id, the contact header and the collapsible entries. */
export function SupportModalBody({
  uid,
  onOpenForm,
}: {
  uid: string | null;
  onOpenForm: (type: SupportRequestType) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-4 text-sm text-slate-700" data-support-kind="faq">
      {uid ? (
        <p className="text-xs text-slate-500">{t('tracking.support.supportId', { uid })}</p>
      ) : null}
      <ContactTeamHeader />
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {FAQ_ENTRIES.map((entry) => {
          const formType = OPENS_FORM[entry];
          return (
            <li key={entry}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {t(`tracking.support.entries.${entry}`)}
                  <span aria-hidden="true" className="transition group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="space-y-3 px-4 pb-4">
                  <p>{t(`support.faq.${entry}`, { hours: REFUND_PROCESSING_HOURS })}</p>
                  {formType ? (
                    <Button size="sm" onClick={() => onOpenForm(formType)}>
                      {t(`support.faq.${entry}Action`)}
                    </Button>
                  ) : entry === 'refund' ? (
                    <Link
                      to={`${localizePath('/profile', locale)}?source=support-modal#refund`}
                      className="font-medium text-brand-700 underline"
                    >
                      {t('support.faq.refundAction')}
                    </Link>
                  ) : (
                    <Link
                      to={localizePath('/invoice', locale)}
                      className="font-medium text-brand-700 underline"
                    >
                      {t('support.faq.invoiceAction')}
                    </Link>
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
