import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@hs/ui/modal';
import type { SupportModalKind } from '@hs/domain/roles';
import { supportFormTitle, type SupportRequestType } from '@hs/domain/support';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { QueryProvider } from '../data-kit/query-provider.tsx';
import { ContactTeamHeader, SupportModalBody } from './support-modal-body.tsx';

// Issue 20 item 6: the form (with the contract's zod schema, the payments list and the
// checkout helpers, about 150 KB of JavaScript gzipped) loads when a person opens it, not
// with every page.
const SupportForm = lazy(() =>
  import('./support-form.tsx').then((module) => ({ default: module.SupportForm })),
);

export type SupportOpen =
  { popup: 'faq' } | { popup: 'form'; type: SupportRequestType | undefined } | null;

/**
 * The popups of the support chat button (spec 001 section 2): the FAQ popup and the one
 * wrapping the form. Loaded when the button is first used (decision 040): the organization
 * query behind the contact header brings TanStack Query and the contract's zod schemas,
 * which no public page needs before that.
 */
export function SupportPopups({
  open,
  setOpen,
  kind,
}: {
  open: SupportOpen;
  setOpen: (open: SupportOpen) => void;
  kind: SupportModalKind;
}) {
  const { t } = useTranslation();
  const { viewer } = usePageContext();
  const role = viewer?.user?.role ?? null;
  const close = () => setOpen(null);
  const formTitle =
    supportFormTitle(role) === 'contactOurTeam'
      ? t('support.form.contactOurTeam')
      : kind === 'faq'
        ? t('support.form.title')
        : t('tracking.support.feedbackTitle');
  return (
    <QueryProvider>
      <Modal
        open={open?.popup === 'faq'}
        onClose={close}
        title={t('tracking.support.faqTitle')}
        labels={{ close: t('tracking.support.close') }}
      >
        <SupportModalBody
          uid={viewer?.uid ?? null}
          onOpenForm={(type) => setOpen({ popup: 'form', type })}
        />
      </Modal>
      <Modal
        open={open?.popup === 'form'}
        onClose={close}
        title={formTitle}
        labels={{ close: t('tracking.support.close') }}
      >
        <div className="space-y-4" data-support-kind={kind}>
          {viewer?.uid ? (
            <p className="text-xs text-slate-500">
              {t('tracking.support.supportId', { uid: viewer.uid })}
            </p>
          ) : null}
          <ContactTeamHeader />
          {open?.popup === 'form' ? (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600">
                  {t('tracking.support.loading')}
                </p>
              }
            >
              <SupportForm initialType={open.type} />
            </Suspense>
          ) : null}
        </div>
      </Modal>
    </QueryProvider>
  );
}
