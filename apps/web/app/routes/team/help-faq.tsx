import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { TeamSupportModal } from '../../components/team-area/team-support.tsx';
import { AreaHeading } from './dashboard.tsx';

const ENTRIES = ['seats', 'invite', 'teams', 'select', 'refund', 'invoice'] as const;

// spec 001 section 2: /app/admin/help-faq: answers for team leads, and the support form
// with the type team (spec 001 section 6: a TeamLead sees 'Contact our team').
export default function TeamHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.help.title')} intro={t('lead.help.intro')} />
      <ul className="mt-8 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
        {ENTRIES.map((entry) => (
          <li key={entry}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 font-medium text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                {t(`lead.help.entries.${entry}.q`)}
                <span aria-hidden="true" className="transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <p className="px-5 pb-4 text-sm leading-6 text-gray-700">
                {t(`lead.help.entries.${entry}.a`)}
              </p>
            </details>
          </li>
        ))}
      </ul>
      <Button className="mt-6" onClick={() => setOpen(true)}>
        {t('lead.help.contact')}
      </Button>
      <TeamSupportModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
