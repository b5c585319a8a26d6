import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes.tsx';
import { Spinner } from './spinner.tsx';

// The classes live in their own module, so a page that only styles a link as a button does
// not load the Button component and its spinner (decision 049).
export { buttonClasses, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (default), secondary, danger, ghost or link. */
  variant?: ButtonVariant;
  /** sm, md (default) or lg. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the label (hidden while loading, where the spinner takes its place). */
  icon?: ReactNode;
  /** Icon after the label. */
  iconRight?: ReactNode;
}

/** A native <button>; type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  iconRight,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, cn(fullWidth && 'w-full', className))}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
      {iconRight}
    </button>
  );
}
