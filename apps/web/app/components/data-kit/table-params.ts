import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '@hs/contracts/paging';

/** The state of a paged list, kept in the address (shareable, the back button works). */
export interface TableParams<F extends string> {
  page: number;
  sort: string;
  order: SortOrder;
  filters: Record<F, string>;
}

/**
 * Page, sort and filters of a server-paged table in the URL's search parameters
 * (decision 018). A new filter or sort goes back to page 1.
 */
export function useTableParams<const F extends string>(
  defaults: { sort: string; order?: SortOrder },
  filterNames: readonly F[] = [],
) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<TableParams<F>>(() => {
    const page = Number.parseInt(search.get('page') ?? '1', 10);
    const order = search.get('order');
    return {
      page: Number.isFinite(page) && page >= 1 ? page : 1,
      sort: search.get('sort') || defaults.sort,
      order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'desc'),
      filters: Object.fromEntries(
        filterNames.map((name) => [name, search.get(name) ?? '']),
      ) as Record<F, string>,
    };
    // filterNames is a constant list per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, defaults.sort, defaults.order]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage: boolean) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearch],
  );

  return {
    params,
    setPage: useCallback(
      (page: number) => update({ page: page > 1 ? page : null }, false),
      [update],
    ),
    setSort: useCallback(
      (sort: string, order: SortOrder) => update({ sort, order }, true),
      [update],
    ),
    setFilter: useCallback((name: F, value: string) => update({ [name]: value }, true), [update]),
  };
}
