import { cn } from './cn.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** sm 16px, md 24px (default), lg 40px. */
  size?: SpinnerSize;
  /** When given, the spinner is announced (role=status) with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

const SIZE: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

/** A spinning ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={cn('animate-spin', SIZE[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-spinner=""
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
