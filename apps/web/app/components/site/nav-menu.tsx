import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '@hs/ui/icons';
import { cx as cn } from './cx.ts';
import { useDetailsDisclosure } from './use-details-disclosure.ts';

export interface NavMenuProps {
  label: ReactNode;
  /** The panel's links (rendered in the page even when closed, for crawlers). */
  children: ReactNode;
  align?: 'start' | 'end';
  /** Where the panel opens: below the summary, or above it (the phone drawer's foot). */
  side?: 'below' | 'above';
  triggerClassName?: string;
  panelClassName?: string;
}

// The panel's controls the arrow keys move between: links, or a form's buttons (currency).
const ITEMS = 'a[href], button';

/**
 * A disclosure menu of links on a native <details>/<summary> (decision 040): the browser
 * opens and closes it on a tap, a click, Enter or Space from the moment the HTML is shown,
 * before any JavaScript runs, and tells assistive technology whether it is expanded. The
 * menus of the header share one name, so opening one closes the other. Once React runs it
 * adds the rest: Escape and a click outside close it (focus returns to the summary on
 * Escape), arrow keys move between its links, leaving it with Tab closes it, following a
 * link closes it.
 */
export function NavMenu({
  label,
  children,
  align = 'start',
  side = 'below',
  triggerClassName,
  panelClassName,
}: NavMenuProps) {
  // Mirrors the element's own state (toggle events), which the browser may have changed
  // before hydration; only used to listen for clicks outside while open.
  const { open, details, close, onToggle } = useDetailsDisclosure();
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, close, details]);

  const links = () =>
    Array.from(
      details.current?.querySelectorAll<HTMLElement>(`[data-menu-panel] :is(${ITEMS})`) ?? [],
    );

  function focusLink(which: 'first' | 'last' | 1 | -1) {
    const all = links();
    if (all.length === 0) return;
    if (which === 'first') return all[0]?.focus();
    if (which === 'last') return all[all.length - 1]?.focus();
    const at = all.indexOf(document.activeElement as HTMLElement);
    all[(at + which + all.length) % all.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const element = details.current;
    if (!element) return;
    if (event.key === 'Escape' && element.open) {
      event.preventDefault();
      close();
      summary.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!element.open || document.activeElement === summary.current) {
      // Opening renders the panel at once, so its links can take focus straight away.
      element.open = true;
      focusLink(down ? 'first' : 'last');
      return;
    }
    focusLink(down ? 1 : -1);
  }

  return (
    <details
      ref={details}
      name="site-menu"
      className="group relative"
      onToggle={onToggle}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!details.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary
        ref={summary}
        className={cn(
          'inline-flex cursor-pointer list-none items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 select-none hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 [&::-webkit-details-marker]:hidden',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        data-menu-panel=""
        className={cn(
          'absolute z-40 min-w-56 rounded-lg bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10',
          align === 'end' ? 'right-0' : 'left-0',
          side === 'below' ? 'top-full mt-1' : 'bottom-full mb-1',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** A link row of a NavMenu panel. */
export const MENU_LINK =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600';
