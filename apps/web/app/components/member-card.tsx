import type { ReactNode } from 'react';

interface MemberCardProps {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The landing's one card, centred in the public site's frame. */
export function MemberCard({ icon, eyebrow, title, subtitle, footer, children }: MemberCardProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl bg-white px-5 py-7 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:px-8 sm:py-9">
          <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            {icon}
          </div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {eyebrow}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
          <p className="mt-2 text-sm leading-6 text-pretty text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        {footer ? (
          <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
