import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '@hs/ui/icons';
import { cx as cn } from './cx.ts';

export interface NavMenuProps {
  label: ReactNode;
  /** The panel's links (rendered in the page even when closed, for crawlers). */
  children: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
}

const LINKS = 'a[href]';

/**
 * A disclosure menu of links: the button toggles a panel; Escape and a click outside close
 * it (focus returns to the button on Escape); arrow keys move between its links; leaving
 * it with Tab closes it; following a link closes it.
 */
export function NavMenu({
  label,
  children,
  align = 'start',
  triggerClassName,
  panelClassName,
}: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const links = () =>
    Array.from(
      wrapper.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(panelId)} ${LINKS}`) ??
        [],
    );

  function focusLink(which: 'first' | 'last' | 1 | -1) {
    const all = links();
    if (all.length === 0) return;
    if (which === 'first') return all[0]?.focus();
    if (which === 'last') return all[all.length - 1]?.focus();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(at + which + all.length) % all.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!open) {
      setOpen(true);
      // The panel becomes visible on the next paint.
      requestAnimationFrame(() => focusLink(down ? 'first' : 'last'));
      return;
    }
    if (document.activeElement === trigger.current) focusLink(down ? 'first' : 'last');
    else focusLink(down ? 1 : -1);
  }

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-40 mt-1 min-w-56 rounded-lg bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** A link row of a NavMenu panel. */
export const MENU_LINK =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600';
