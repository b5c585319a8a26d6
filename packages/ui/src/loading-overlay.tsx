import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

export interface LoadingOverlayProps {
  /** Text under the spinner, e.g. 'Logging you in...' or 'Switching currency...'. */
  message?: string;
  className?: string;
}

/** Covers the whole screen with a spinner and a message while something blocking happens. */
export function LoadingOverlay({ message = 'Loading...', className }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cn(
        'fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-white/85 p-6 backdrop-blur-sm',
        className,
      )}
    >
      <Spinner size="lg" className="text-brand-600" />
      <p className="text-center text-base font-medium text-gray-700">{message}</p>
    </div>
  );
}
