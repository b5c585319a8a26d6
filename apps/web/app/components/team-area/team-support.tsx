import { useTranslation } from 'react-i18next';
import { Modal } from '@hs/ui/modal';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { SupportForm } from '../support/support-form.tsx';
import { ContactTeamHeader } from '../support/support-modal-body.tsx';

/**
 * The support popup of the lead area (spec 001 section 6): a TeamLead sees 'Contact our
 * team' and the type team; the support id and the presence header as in every popup.
 */
export function TeamSupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const uid = usePageContext().viewer?.uid;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('support.form.contactOurTeam')}
      labels={{ close: t('tracking.support.close') }}
    >
      <div className="space-y-4">
        {uid ? (
          <p className="text-xs text-slate-500">{t('tracking.support.supportId', { uid })}</p>
        ) : null}
        <ContactTeamHeader />
        {open ? <SupportForm initialType="team" /> : null}
      </div>
    </Modal>
  );
}
