import type { ReactNode } from 'react';

/** The row under a step with its buttons, and what decides them on the left. */
export function StepFooter({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-6">
      {summary ?? <span />}
      <div className="ml-auto flex shrink-0 items-center gap-2">{children}</div>
    </div>
  );
}
