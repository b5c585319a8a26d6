import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageMeta, pageOffset } from './paging.ts';

describe('pageMeta', () => {
  it('counts pages and says when the end is reached', () => {
    expect(pageMeta(0, 1, 20)).toEqual({ total: 0, pages: 0, reachedEnd: true });
    expect(pageMeta(20, 1, 20)).toEqual({ total: 20, pages: 1, reachedEnd: true });
    expect(pageMeta(21, 1, 20)).toEqual({ total: 21, pages: 2, reachedEnd: false });
    expect(pageMeta(21, 2, 20)).toEqual({ total: 21, pages: 2, reachedEnd: true });
    expect(pageMeta(21, 9, 20).reachedEnd).toBe(true);
  });

  it('never pages by more than the maximum, nor by less than one row', () => {
    expect(pageMeta(1000, 1, 10_000).pages).toBe(1000 / MAX_PAGE_SIZE);
    expect(pageMeta(3, 1, 0).pages).toBe(3);
    expect(pageOffset(3, 10_000)).toBe(2 * MAX_PAGE_SIZE);
    expect(pageOffset(0, 20)).toBe(0);
  });

  it('walking every page visits every row once', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (total, size) => {
        const { pages } = pageMeta(total, 1, size);
        let seen = 0;
        for (let page = 1; page <= pages; page++) {
          seen += Math.min(size, total - pageOffset(page, size));
          expect(pageMeta(total, page, size).reachedEnd).toBe(page === pages);
        }
        expect(seen).toBe(total);
      }),
    );
  });
});
