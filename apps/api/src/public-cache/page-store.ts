import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScriptHashes } from './inline-scripts.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * Brotli's quality for kept pages (decision 061): 10 took 34 ms for the 117 KB home page
 * and made it 16% smaller than gzip; 11 took 115 ms for 2% more. Once per kept page.
 */
const PAGE_BROTLI_QUALITY = 10;

/**
 * One rendered public page, kept as sent: the bytes, gzipped and brotli-compressed once,
 * and what the answer needs.
 */
export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** A weak validator: the same bytes give the same tag in every process. */
  etag: string;
  /** The CSP sources of the page's inline scripts (decision 024). */
  scriptHashes: string[];
  version: number;
  storedAt: number;
  /** The answer's headers, made on its first hit (public-pages.ts). */
  headers?: Record<string, string>;
}

export interface PageStoreOptions {
  /** Bytes of pages (plain and compressed) kept at most; the least recently served go first. */
  maxBytes: number;
  /** A page is rendered again after this long even when no content changed (dates, stats). */
  maxAgeMs: number;
}

/** Keys remembered as not worth keeping, at most (random 404 addresses push out the oldest). */
const MAX_UNKEPT = 10_000;

const size = (page: CachedPage) =>
  page.body.byteLength + page.gzipped.byteLength + page.brotli.byteLength;

/** A 200 HTML answer that sets no cookie; a redirect, a 404 page, maintenance's 503 are not kept. */
export function isKeepable(res: Response): boolean {
  return (
    res.status === 200 &&
    !res.headers.has('set-cookie') &&
    (res.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** Reads a rendered HTML answer whole: its bytes, compressed once, its tag and script hashes. */
export async function readPage(res: Response, version: number): Promise<CachedPage> {
  const body = new Uint8Array(await res.arrayBuffer());
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  return {
    body,
    gzipped: new Uint8Array(gzipped),
    brotli: new Uint8Array(brotli),
    contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(Buffer.from(body.buffer).toString('utf8')),
    version,
    storedAt: Date.now(),
  };
}

/**
 * The pages of one process, by key (visitor-key.ts), bounded in bytes and age, emptied
 * when the public content version moves. Concurrent misses of one key share one render.
 */
export function createPageStore(options: PageStoreOptions) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // Keys whose answer is not kept (a redirect, a 404 page), by version; bounded in count.
  const unkept = new Map<string, number>();
  let bytes = 0;

  function remember(key: string, version: number) {
    unkept.delete(key);
    unkept.set(key, version);
    if (unkept.size > MAX_UNKEPT) unkept.delete(unkept.keys().next().value!);
  }

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= size(page);
  }

  function keep(key: string, page: CachedPage) {
    drop(key);
    pages.set(key, page);
    bytes += size(page);
    // Map order is insertion order: the first keys are the least recently served.
    for (const oldest of pages.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /** The page kept for `key` in `version`, if it is still fresh. */
    get(key: string, version: number): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.version !== version || Date.now() - page.storedAt > options.maxAgeMs) {
        drop(key);
        return null;
      }
      // Served again: move it to the young end.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /**
     * Renders `key` once for every request that misses it at the same time; null when the
     * answer is not worth keeping (those requests then render their own, with a nonce), and
     * the key is remembered as such for this version so later requests skip the attempt.
     */
    fill(key: string, version: number, render: () => Promise<Response>) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = render()
          .then(async (res) => {
            if (!isKeepable(res)) {
              await res.body?.cancel();
              remember(key, version);
              return null;
            }
            const page = await readPage(res, version);
            keep(key, page);
            return page;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    /** Whether `key` rendered into something not worth keeping in this version. */
    isUnkept(key: string, version: number): boolean {
      return unkept.get(key) === version;
    },
    clear() {
      pages.clear();
      unkept.clear();
      bytes = 0;
    },
    stats: () => ({ pages: pages.size, bytes }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
