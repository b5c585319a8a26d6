import type { ReactNode } from 'react';
import { Button } from '@hs/ui/button';
import { ActionResult, ApiDataState } from '../buying/api-data-state.tsx';
import type { DataState } from '../buying/use-api-data.ts';

/**
 * A staff page that makes rows and lists them (coupons, gift cards): a heading with its
 * intro, a form card whose fields the page gives, the action's outcome, then the rows.
 */
export function CreateAndListPage<Row extends { id: string }>({
  title,
  intro,
  fields,
  columns,
  submitLabel,
  busy,
  result,
  onSubmit,
  list,
  empty,
  row,
}: {
  title: string;
  intro: string;
  fields: ReactNode;
  /** Tailwind grid columns of the form from the small breakpoint up. */
  columns: 'sm:grid-cols-2' | 'sm:grid-cols-3';
  submitLabel: string;
  busy: boolean;
  result: { ok: boolean; text: string } | null;
  onSubmit: () => void;
  list: DataState<{ data: Row[] }>;
  empty: string;
  row: (row: Row) => ReactNode;
}) {
  const span = columns === 'sm:grid-cols-2' ? 'sm:col-span-2' : 'sm:col-span-3';
  return (
    <div className="max-w-3xl space-y-6">
      <title>{`${title} · Headshot Studio`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-700">{intro}</p>
      </div>
      <form
        className={`grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${columns}`}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {fields}
        <div className={span}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <ActionResult result={result} className="mt-2" />
        </div>
      </form>
      <ApiDataState state={list} empty={empty}>
        {(rows) => (
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3 text-sm">
                {row(r)}
              </li>
            ))}
          </ul>
        )}
      </ApiDataState>
    </div>
  );
}
