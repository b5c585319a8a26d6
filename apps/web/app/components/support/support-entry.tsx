import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSupportChatButton, supportModalKind } from '@hs/domain/roles';
import { defaultSupportType } from '@hs/domain/support';
import { usePageContext } from '../../hooks/use-page-context.ts';
import type { SupportOpen } from './support-popups.tsx';

// Decision 040: the popups (their organization query, TanStack Query, the contract's zod
// schemas) load when the button is first pointed at, focused or pressed, not with every page.
const loadPopups = () => import('./support-popups.tsx');
const SupportPopups = lazy(() =>
  loadPopups().then((module) => ({ default: module.SupportPopups })),
);

/**
 * The floating support chat button (spec 000 section 2) and the popups it opens: the FAQ
 * popup for non-team-lead users in old mode, otherwise straight to the feedback popup
 * (spec 000 section 6); a second popup wraps the form (spec 001 section 2). Team members
 * do not get the button.
 */
export function SupportEntry() {
  const { t } = useTranslation();
  const { viewer, parameters } = usePageContext();
  const [open, setOpen] = useState<SupportOpen>(null);
  // Once opened, the popups stay mounted (closed), so they open at once the next time.
  const [loaded, setLoaded] = useState(false);
  const role = viewer?.user?.role ?? null;
  const subject = { uid: viewer?.uid, role };
  if (!showSupportChatButton(subject)) return null;
  // spec 001 section 2: the support modal has a version, old or new (a Parameters switch).
  const kind = supportModalKind(subject, parameters.supportModal?.version ?? 'old');
  return (
    <>
      {/* On a phone the button sits after the page's last content, in the flow, so it never
          covers a field or a primary action (issue 20 item 5); from 640 px it floats. */}
      <div className="flex justify-end px-3 pb-3 sm:contents print:hidden">
        <button
          type="button"
          onPointerEnter={() => void loadPopups()}
          onFocus={() => void loadPopups()}
          onClick={() => {
            setLoaded(true);
            setOpen(
              kind === 'faq'
                ? { popup: 'faq' }
                : { popup: 'form', type: defaultSupportType(role) ?? 'feedback' },
            );
          }}
          aria-haspopup="dialog"
          className="z-40 inline-flex size-12 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:fixed sm:right-4 sm:bottom-4 sm:size-14 print:hidden"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            className="size-6 sm:size-7"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M8 10h8M8 14h5m-9 6 2.6-2.6a2 2 0 0 1 1.4-.6H19a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9.8a2 2 0 0 0 1 1.7z"
            />
          </svg>
          <span className="sr-only">{t('tracking.support.button')}</span>
        </button>
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <SupportPopups open={open} setOpen={setOpen} kind={kind} />
        </Suspense>
      ) : null}
    </>
  );
}
