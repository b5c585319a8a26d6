import { useEffect, type KeyboardEvent, type RefObject } from 'react';

// A summary is the drawer's close button (a native <details>, decision 047).
const FOCUSABLE =
  'summary, a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/** While open: focus the panel's first control, give focus back to the opener on close. */
export function useFocusOnOpen(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [panel, open]);
}

/** Escape closes; Tab and Shift+Tab cycle inside the panel. */
export function trapKeys(event: KeyboardEvent<HTMLElement>, close: () => void) {
  // A menu inside (the currency switch) answered the key itself.
  if (event.defaultPrevented) return;
  if (event.key === 'Escape') {
    event.stopPropagation();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
