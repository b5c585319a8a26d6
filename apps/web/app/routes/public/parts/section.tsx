import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children?: ReactNode;
}

/** A titled band of a content page; its h2 labels the region. */
export function Section({ id, title, intro, tinted, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? 'scroll-mt-20 bg-slate-50' : 'scroll-mt-20'}
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h2
          id={`${id}-title`}
          className="text-center text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {title}
        </h2>
        {intro ? (
          <p className="mx-auto mt-4 max-w-2xl text-center leading-7 text-pretty text-slate-600">
            {intro}
          </p>
        ) : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
