import type { z } from 'zod';
import type { PageMetaSchema, SortOrder } from '@hs/contracts/paging';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { useApiQuery, withQuery } from './api-query.ts';
import { useTableParams } from './table-params.ts';

type PagedSchema = z.ZodType<{ rows: unknown[]; paging: z.infer<typeof PageMetaSchema> }>;

/**
 * A server-paged list at `path`: its page, sort and filters from the address, its answer
 * through the query layer, ready to spread into <DataTable> (decision 018).
 */
export function usePagedList<S extends PagedSchema, const F extends string>(
  path: string,
  schema: S,
  defaults: { sort: string; order?: SortOrder; pageSize?: number },
  filterNames: readonly F[] = [],
) {
  const { params, setPage, setSort, setFilter } = useTableParams(defaults, filterNames);
  const failureMessage = useFailureMessage();
  const query = useApiQuery(
    withQuery(path, {
      page: params.page,
      pageSize: defaults.pageSize,
      sort: params.sort,
      order: params.order,
      ...params.filters,
    }),
    schema,
    { keepPrevious: true },
  );
  const answer = query.data as z.infer<S> | undefined;
  return {
    params,
    setFilter,
    query,
    table: {
      rows: answer?.rows as z.infer<S>['rows'] | undefined,
      paging: answer?.paging,
      page: params.page,
      onPageChange: setPage,
      sort: { id: params.sort, order: params.order },
      onSortChange: setSort,
      error: query.isError ? failureMessage(query.error) : null,
      onRetry: () => void query.refetch(),
      fetching: query.isFetching && query.isPlaceholderData,
    },
  };
}

/** One filter of a paged list as a control's value and change handler. */
export function bindFilter<F extends string>(
  list: { params: { filters: Record<F, string> }; setFilter: (name: F, value: string) => void },
  name: F,
) {
  return {
    value: list.params.filters[name],
    onChange: (value: string) => list.setFilter(name, value),
  };
}
