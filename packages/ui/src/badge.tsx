import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  success: 'bg-green-50 text-green-700 ring-green-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  danger: 'bg-red-50 text-red-700 ring-red-600/20',
  info: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour: neutral (default), success, warning, danger, info or brand. */
  tone?: BadgeTone;
  /**
   * A number to show instead of (or after) children, e.g. unseen changelog entries.
   * A count badge without children is hidden at 0 unless showZero is set.
   */
  count?: number;
  /** Counts above max are shown as "max+" (default 99). */
  max?: number;
  /** Render a count badge even when count is 0. */
  showZero?: boolean;
}

/** A small rounded label or counter. */
export function Badge({
  tone = 'neutral',
  count,
  max = 99,
  showZero = false,
  className,
  children,
  ...rest
}: BadgeProps) {
  const hasCount = count !== undefined;
  // spec: backoffice 2, the changelog badge is hidden when there are no entries
  if (hasCount && count <= 0 && !showZero && children == null) return null;
  const countText = hasCount ? (count > max ? `${max}+` : String(count)) : null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        hasCount && children == null && 'min-w-5 justify-center tabular-nums',
        TONE[tone],
        className,
      )}
      {...rest}
    >
      {children}
      {countText !== null ? <span className="tabular-nums">{countText}</span> : null}
    </span>
  );
}
