import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@hs/ui/modal';
import { showSupportChatButton, supportModalKind } from '@hs/domain/roles';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { SupportModalBody } from './support-modal-body.tsx';

// spec 001 section 2, support popups: the support modal has a version, old or new. The
// version switch lives with the full support widget (a later issue); until then 'old'.
const SUPPORT_MODAL_VERSION = 'old';

/**
 * The floating support chat button (spec 000 section 2) and the support modal it opens:
 * the FAQ modal for non-team-lead users in old mode, otherwise the feedback modal
 * (spec 000 section 6). Team members do not get the button.
 */
export function SupportEntry() {
  const { t } = useTranslation();
  const { viewer } = usePageContext();
  const [open, setOpen] = useState(false);
  const subject = { uid: viewer?.uid, role: viewer?.user?.role ?? null };
  if (!showSupportChatButton(subject)) return null;
  const kind = supportModalKind(subject, SUPPORT_MODAL_VERSION);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 print:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          className="size-7"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M8 10h8M8 14h5m-9 6 2.6-2.6a2 2 0 0 1 1.4-.6H19a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9.8a2 2 0 0 0 1 1.7z"
          />
        </svg>
        <span className="sr-only">{t('tracking.support.button')}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t(kind === 'faq' ? 'tracking.support.faqTitle' : 'tracking.support.feedbackTitle')}
        labels={{ close: t('tracking.support.close') }}
      >
        <SupportModalBody kind={kind} uid={viewer?.uid ?? null} />
      </Modal>
    </>
  );
}
