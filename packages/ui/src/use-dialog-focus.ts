import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * While `active`, moves focus into the dialog panel (initialFocusRef, else its first focusable
 * element, else the panel) and gives it back to the previously focused element afterwards.
 */
export function useDialogFocus(
  panelRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
    target?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [active, panelRef, initialFocusRef]);
}

/** Keydown handler for a dialog panel: Escape calls onEscape, Tab cycles inside the panel. */
export function handleDialogKeyDown(event: KeyboardEvent<HTMLElement>, onEscape: () => void) {
  if (event.key === 'Escape') {
    // A nested dialog closes alone, not together with the one below it.
    event.stopPropagation();
    onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page behind an open dialog from scrolling; restores the previous value afterwards. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}
