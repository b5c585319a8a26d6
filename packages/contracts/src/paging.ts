import { z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@hs/domain/paging';

// One paged list shape for every back-office and organization list (decision 018):
// the query asks for a page, a sort and a direction; the answer carries the rows and
// spec 001 section 3's paging metadata {total, pages, reachedEnd}.

/** The query of a paged list; `sort` is one of the list's own sortable columns. */
export function pageQuery<const C extends readonly [string, ...string[]]>(
  sortable: C,
  defaultSort: C[number],
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).default(defaultSort as never),
    order: z.enum(['asc', 'desc']).default('desc'),
  });
}

export const PageMetaSchema = z
  .object({
    total: z.number().int().min(0),
    pages: z.number().int().min(0),
    reachedEnd: z.boolean(),
  })
  .openapi('PageMeta');

/** The answer of a paged list of `row`s. */
export const pagedAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), rows: z.array(row), paging: PageMetaSchema });

export type SortOrder = 'asc' | 'desc';
