// spec 001 section 3, Organization dashboard state: paging metadata {total, pages, reachedEnd}.

/** Most rows one page may ask for: a list answer stays small whatever the client sends. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface PageMeta {
  /** Rows matching the filter, over all pages. */
  total: number;
  /** How many pages of `pageSize` rows that is (0 when there are none). */
  pages: number;
  /** The page asked for is the last one (or past it): there is nothing further to load. */
  reachedEnd: boolean;
}

/** The paging metadata of page `page` (1-based) of `total` rows, `pageSize` a page. */
export function pageMeta(total: number, page: number, pageSize: number): PageMeta {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const pages = Math.ceil(Math.max(0, total) / size);
  return { total: Math.max(0, total), pages, reachedEnd: Math.max(1, page) >= pages };
}

/** The SQL offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) =>
  (Math.max(1, Math.floor(page)) - 1) * Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
