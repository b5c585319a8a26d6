import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANT: Record<ButtonVariant, string> = {
  // brand-700, not 600: white text needs 4.5:1 (WCAG AA; 600 gives about 3.7:1).
  primary: 'rounded-lg bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary:
    'rounded-lg bg-white text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 active:bg-gray-100',
  danger: 'rounded-lg bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
  ghost: 'rounded-lg text-gray-700 hover:bg-gray-100 hover:text-gray-900 active:bg-gray-200',
  link: 'rounded-sm text-brand-700 underline-offset-4 hover:underline hover:text-brand-800',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

const LINK_SIZE: Record<ButtonSize, string> = { sm: 'text-sm', md: 'text-sm', lg: 'text-base' };

/**
 * The class string of a button, for elements that must look like one but are not a <button>
 * (a router <Link>, an <a>): `<Link className={buttonClasses('primary', 'lg')} />`.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(BASE, VARIANT[variant], variant === 'link' ? LINK_SIZE[size] : SIZE[size], className);
}
