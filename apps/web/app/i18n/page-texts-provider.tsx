// Decision 042: the page's texts travel in its HTML as one JSON data block (not executed, so
// no CSP hash or nonce), written by the server from page-texts.ts and read by the browser
// before it hydrates. A client-side move to a page or language that needs texts the browser
// lacks fetches them (/texts/:locale) and holds the render until they are in.
import { use, useEffect } from 'react';
import type { Locale } from '@hs/domain/locale';
import { firstIntent } from '@hs/ui/intent';
import { addTexts, getI18n, missingTexts, textsOf, textsVersion } from './i18n.ts';
import type * as PageTexts from './page-texts.ts';
import type { PageTextNeeds } from './page-texts.ts';
import { createTranslator, type Translator } from './translate.ts';

type PageTextsTable = typeof PageTexts;

// The table of every route's texts: the server's at once; the browser's when it first moves
// to another page (the page it opens on names its own texts in its block).
let table: PageTextsTable | undefined;
let tableLoading: Promise<PageTextsTable> | undefined;
if (import.meta.env.SSR || import.meta.env.MODE === 'test') table = await import('./page-texts.ts');

function loadTable(): Promise<PageTextsTable> {
  return (tableLoading ??= import('./page-texts.ts').then((module) => (table = module)));
}

/** The id of the page's texts block. */
export const PAGE_TEXTS_ID = 'page-texts';

/** What the texts block holds. */
export interface PageTextsBlock {
  /** The catalogues' version (textsVersion), named by later fetches. */
  v: string;
  locale: Locale;
  /** The page's matched routes, by id: another page needs the table to know its texts. */
  routes: string;
  paths: string[];
  later: string[];
  texts: Record<string, unknown>;
}

/** The server's translator and block of one page kind, made once per language and paths. */
const served = new Map<string, { i18n: Translator; json: string }>();

function serverPage(locale: Locale, routes: string, needs: PageTextNeeds) {
  const key = `${locale}:${routes}`;
  let page = served.get(key);
  if (!page) {
    const texts = textsOf(locale, needs.now) ?? {};
    const block: PageTextsBlock = {
      v: textsVersion(),
      locale,
      routes,
      paths: needs.now,
      later: needs.later,
      texts,
    };
    page = {
      // Reads only the page's share, so what the server renders is what the browser can.
      i18n: createTranslator(locale, () => texts),
      json: JSON.stringify(block).replace(/</g, '\\u003c'),
    };
    served.set(key, page);
  }
  return page;
}

/** The block as the browser received it: read once, before hydration, and kept as is. */
let received: { json: string; block: PageTextsBlock | null } | undefined;

function receivedBlock() {
  if (!received) {
    const json = document.getElementById(PAGE_TEXTS_ID)?.textContent ?? '';
    const block = json ? (JSON.parse(json) as PageTextsBlock) : null;
    if (block) addTexts(block.locale, block.paths, block.texts);
    received = { json, block };
  }
  return received;
}

const pending = new Map<string, Promise<void>>();

/**
 * Fetches the texts of `paths` in `locale` the browser does not hold. When that fails, the
 * browser loads `href` as a new page instead, whose HTML carries them.
 */
export function loadTexts(locale: Locale, paths: readonly string[], href?: string): Promise<void> {
  const missing = missingTexts(locale, paths).sort();
  if (!missing.length) return Promise.resolve();
  const key = `${locale}:${missing.join(',')}`;
  let loading = pending.get(key);
  if (!loading) {
    const query = new URLSearchParams({
      v: receivedBlock().block?.v ?? '',
      paths: missing.join(','),
    });
    loading = fetch(`/texts/${locale}?${query}`)
      .then(async (res) => {
        if (!res.ok) throw new Error(`texts: ${res.status}`);
        addTexts(locale, missing, ((await res.json()) as { texts: Record<string, unknown> }).texts);
      })
      .catch((error: unknown) => {
        if (!href) throw error;
        window.location.assign(href);
        return new Promise<void>(() => {}); // the page is being replaced
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/**
 * The translator of the page, once the browser holds its texts: on a client-side move that
 * needs more, this suspends the render (a router transition keeps the page shown) until they
 * arrive. `later` texts are fetched after the page is shown.
 */
export function usePageTexts(
  locale: Locale,
  routeIds: readonly string[],
  href: string,
): { i18n: Translator; json: string } {
  const routes = routeIds.join(' ');
  let page: { i18n: Translator; json: string; later: readonly string[] };
  if (import.meta.env.SSR) {
    const needs = table!.textsOfRoutes(routeIds);
    page = { ...serverPage(locale, routes, needs), later: [] };
  } else {
    const { json, block } = receivedBlock();
    const needs: PageTextNeeds =
      block?.routes === routes
        ? { now: block.paths, later: block.later }
        : (table ?? use(loadTable())).textsOfRoutes(routeIds);
    if (missingTexts(locale, needs.now).length) use(loadTexts(locale, needs.now, href));
    page = { i18n: getI18n(locale), json, later: needs.later };
  }
  const later = page.later.join(',');
  useEffect(() => {
    if (later) loadTexts(locale, later.split(',')).catch(() => {});
    // The table, before the visitor moves to another page: they act first (decision 055).
    void firstIntent().then(loadTable);
  }, [locale, later]);
  return { i18n: page.i18n, json: page.json };
}

/** The page's texts block: written by the server, rendered again unchanged in the browser. */
export function PageTextsData({ json }: { json: string }) {
  return (
    <script id={PAGE_TEXTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
