import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../data-kit/query-state.tsx';

/**
 * One record's back-office page (a person, an organization): the link back to its list,
 * then, once loaded, its name as the heading with a line under it, and its sections.
 */
export function DetailPage<T>({
  query,
  back,
  title,
  subtitle,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isError' | 'error' | 'data'>;
  back: { to: string; label: string };
  title: (answer: T) => string;
  subtitle: (answer: T) => ReactNode;
  children: (answer: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="max-w-5xl space-y-6">
      <Link to={back.to} className="text-sm font-medium text-brand-700 hover:underline">
        ← {back.label}
      </Link>
      <QueryState query={query}>
        {(answer) => (
          <>
            <title>{`${title(answer)} · ${t('admin.title')}`}</title>
            <div>
              <h1 className="text-2xl font-bold tracking-tight break-all text-gray-900">
                {title(answer)}
              </h1>
              {subtitle(answer)}
            </div>
            {children(answer)}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** A titled card of a detail page; long ids wrap anywhere, so a phone never scrolls sideways. */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}
