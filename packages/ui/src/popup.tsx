import { POPUP_DESTROY_MS, POPUP_MAX_WIDTH_PX } from '@hs/domain/constants';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { XIcon } from './icons.tsx';
import { sanitizeHtml } from './sanitize-html.ts';
import { handleDialogKeyDown, useDialogFocus, useScrollLock } from './use-dialog-focus.ts';
import { useIsClient } from './use-is-client.ts';
import { useLatest } from './use-latest.ts';

export interface PopupLabels {
  /** Accessible name of the X button. */
  close: string;
}

const DEFAULT_LABELS: PopupLabels = { close: 'Close' };

/** spec: backoffice 3, popup: title, description (HTML), time, action label, action callback. */
export interface PopupProps {
  /** Whether the popup is shown (default true, for popups mounted on demand). */
  open?: boolean;
  title: string;
  /** HTML; sanitised to b, i, strong, em, a, br, p, ul, ol, li before rendering. */
  description?: string;
  /** Auto-close after this many ms, with a shrinking bar showing the time left. */
  time?: number;
  /** Label of the action button; shown together with onAction. */
  actionLabel?: string;
  /** Runs when the action button is clicked; the popup then closes. */
  onAction?: () => void;
  /** Fires once the 300 ms exit animation has finished. */
  onClose: () => void;
  /** Extra content below the description, e.g. a form. */
  children?: ReactNode;
  /** Close when the dimmed backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  labels?: Partial<PopupLabels>;
  className?: string;
}

/** A small centred dialog (max 400px) for notices and short forms. Escape closes it. */
export function Popup({ open = true, ...props }: PopupProps) {
  const isClient = useIsClient();
  if (!open || !isClient) return null;
  // Mounted afresh on every opening, so its closing state always starts over.
  return createPortal(<PopupPanel {...props} />, document.body);
}

function PopupPanel({
  title,
  description,
  time,
  actionLabel,
  onAction,
  onClose,
  children,
  closeOnBackdrop = true,
  labels,
  className,
}: Omit<PopupProps, 'open'>) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [phase, setPhase] = useState<'open' | 'closing' | 'closed'>('open');
  const closing = useRef(false);
  const destroyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onCloseRef = useLatest(onClose);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const safeDescription = useMemo(
    () => (description ? sanitizeHtml(description) : ''),
    [description],
  );

  useDialogFocus(panelRef, phase !== 'closed');
  useScrollLock(phase !== 'closed');

  // spec: public-site 9, popup destroy 300 ms: onClose waits for the exit animation
  const requestClose = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    setPhase('closing');
    destroyTimer.current = setTimeout(() => {
      setPhase('closed');
      onCloseRef.current();
    }, POPUP_DESTROY_MS);
  }, [onCloseRef]);

  useEffect(() => () => clearTimeout(destroyTimer.current), []);

  // spec: backoffice 4, a popup with a time auto-closes after that many ms, counted from the
  // moment it shows (a layout effect: a passive one may run later than that).
  useLayoutEffect(() => {
    if (!time || time <= 0) return;
    const timer = setTimeout(requestClose, time);
    return () => clearTimeout(timer);
  }, [time, requestClose]);

  // spec: backoffice 4, an action runs the callback and then closes
  function runAction() {
    onAction?.();
    requestClose();
  }

  if (phase === 'closed') return null;
  const isClosing = phase === 'closing';
  const transition = { transitionDuration: `${POPUP_DESTROY_MS}ms` };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        data-popup-backdrop=""
        style={transition}
        className={cn(
          'absolute inset-0 bg-gray-900/40 transition-opacity starting:opacity-0',
          isClosing && 'opacity-0',
        )}
        onClick={closeOnBackdrop ? requestClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={safeDescription ? descriptionId : undefined}
        tabIndex={-1}
        data-state={phase}
        onKeyDown={(event) => handleDialogKeyDown(event, requestClose)}
        style={{ ...transition, maxWidth: POPUP_MAX_WIDTH_PX }}
        className={cn(
          'relative w-full overflow-hidden rounded-lg bg-white shadow-xl ring-1 ring-black/5 outline-none',
          'transition starting:scale-95 starting:opacity-0',
          isClosing && 'scale-95 opacity-0',
          className,
        )}
      >
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <h2 id={titleId} className="flex-1 text-base font-semibold text-gray-900">
              {title}
            </h2>
            <button
              type="button"
              aria-label={text.close}
              onClick={requestClose}
              className="-m-1.5 rounded-lg p-1.5 text-gray-400 hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <XIcon className="size-5" />
            </button>
          </div>
          {safeDescription ? (
            <div
              id={descriptionId}
              className="mt-2 space-y-2 text-sm text-gray-600 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
              dangerouslySetInnerHTML={{ __html: safeDescription }}
            />
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actionLabel && onAction ? (
            <div className="mt-5 flex justify-end">
              <Button onClick={runAction} className="w-full sm:w-auto">
                {actionLabel}
              </Button>
            </div>
          ) : null}
        </div>
        {time && time > 0 ? (
          <div className="h-1 w-full bg-gray-100" aria-hidden="true">
            <div
              data-popup-progress=""
              className="h-full origin-left animate-shrink-x bg-brand-500"
              style={{ animationDuration: `${time}ms` }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
