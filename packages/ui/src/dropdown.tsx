import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClasses } from './button.tsx';
import { cn } from './cn.ts';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

/** spec: backoffice 3, dropdown item: value, title, icon, classes, color. */
export interface DropdownItem<V extends string | number = string> {
  value: V;
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Extra classes for this item's row. */
  classes?: string;
  /** CSS text colour of the row, e.g. '#dc2626' for a destructive entry. */
  color?: string;
  disabled?: boolean;
}

export interface DropdownProps<V extends string | number = string> {
  items: DropdownItem<V>[];
  /** Called with the chosen item's value; the menu then closes. */
  onSelect: (value: V, item: DropdownItem<V>) => void;
  /** Content of the trigger button. */
  label: ReactNode;
  /** Marks one item as chosen (menuitemradio with a check). */
  selectedValue?: V;
  /** Which edge of the trigger the menu lines up with (default 'start'). */
  align?: 'start' | 'end';
  /** Accessible name of the menu; defaults to the trigger's text. */
  menuLabel?: string;
  /** Replaces the trigger's default (secondary button) classes. */
  triggerClassName?: string;
  /** Classes of the wrapper element. */
  className?: string;
  /** Hide the chevron after the label. */
  hideChevron?: boolean;
  disabled?: boolean;
}

/** A button that opens a w-56 menu. Keyboard: arrows, Home, End, Escape, Tab. */
export function Dropdown<V extends string | number = string>({
  items,
  onSelect,
  label,
  selectedValue,
  align = 'start',
  menuLabel,
  triggerClassName,
  className,
  hideChevron = false,
  disabled = false,
}: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const triggerId = useId();

  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  function focusItem(index: number | undefined) {
    if (index !== undefined) itemRefs.current[index]?.focus();
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current === 'first' ? enabled[0] : enabled[enabled.length - 1]);
    // Focus moves only when the menu opens, not when items change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // spec: backoffice 4, dropdown menus close on outside click
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent | TouchEvent) {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const position = enabled.indexOf(current);
    const step = (delta: number) =>
      enabled[(position + delta + enabled.length) % enabled.length] ?? enabled[0];
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(position === -1 ? enabled[0] : step(1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(position === -1 ? enabled[enabled.length - 1] : step(-1));
        break;
      case 'Home':
        event.preventDefault();
        focusItem(enabled[0]);
        break;
      case 'End':
        event.preventDefault();
        focusItem(enabled[enabled.length - 1]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  function choose(item: DropdownItem<V>) {
    if (item.disabled) return;
    onSelect(item.value, item);
    close(true);
  }

  const checkable = selectedValue !== undefined;

  return (
    <div ref={wrapperRef} className={cn('relative inline-block text-left', className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName ?? buttonClasses('secondary', 'md')}
      >
        {label}
        {hideChevron ? null : (
          <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
        )}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          aria-labelledby={menuLabel ? undefined : triggerId}
          onKeyDown={onMenuKeyDown}
          className={cn(
            // spec: backoffice 9, dropdown width w-56
            'absolute z-50 mt-2 w-56 origin-top rounded-lg bg-white p-1 shadow-lg ring-1 ring-black/5',
            'transition starting:scale-95 starting:opacity-0',
            align === 'end' ? 'right-0 origin-top-right' : 'left-0 origin-top-left',
          )}
        >
          {items.map((item, index) => {
            const selected = checkable && item.value === selectedValue;
            return (
              <button
                key={String(item.value)}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role={checkable ? 'menuitemradio' : 'menuitem'}
                aria-checked={checkable ? selected : undefined}
                aria-disabled={item.disabled || undefined}
                tabIndex={-1}
                onClick={() => choose(item)}
                style={item.color ? { color: item.color } : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-gray-700',
                  'outline-none hover:bg-gray-100 focus:bg-gray-100 focus-visible:bg-gray-100',
                  item.disabled && 'cursor-not-allowed opacity-50 hover:bg-transparent',
                  selected && 'font-medium text-gray-900',
                  item.classes,
                )}
              >
                {item.icon ? <span className="shrink-0">{item.icon}</span> : null}
                <span className="min-w-0 flex-1 truncate">{item.title}</span>
                {selected ? <CheckIcon className="size-4 text-brand-600" /> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
