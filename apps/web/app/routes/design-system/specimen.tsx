import { useId, type ReactNode } from 'react';

/** The h1 and one-line lead of a design-system page. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="max-w-2xl">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Design system</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-2 text-base text-pretty text-gray-600">{children}</p>
    </header>
  );
}

/** One example: a heading, a one-line description and the component on a white card. */
export function Specimen({
  id,
  title,
  description,
  children,
}: {
  /** Anchor for in-page links. */
  id?: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-pretty text-gray-600">{description}</p>
      <div className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        {children}
      </div>
    </section>
  );
}

/** A labelled row of examples that wraps on small screens. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <p className="w-28 shrink-0 font-mono text-xs text-gray-500">{label}</p>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}

/** What the example last did, announced politely to screen readers. */
export function Readout({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="mt-4 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600">
      {label}:{' '}
      <output aria-live="polite" className="font-mono font-medium break-words text-gray-900">
        {children}
      </output>
    </p>
  );
}
