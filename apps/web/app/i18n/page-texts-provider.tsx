// Decision 042: the page's texts travel in its HTML as one JSON data block (not executed, so
// no CSP hash or nonce), written by the server from page-texts.ts and read by the browser
// before it hydrates. A client-side move to a page or language that needs texts the browser
// lacks fetches them (/texts/:locale) and holds the render until they are in.
import { use, useEffect } from 'react';
import type { Locale } from '@hs/domain/locale';
import { addTexts, getI18n, missingTexts, textsOf, textsVersion } from './i18n.ts';
import { createTranslator, type Translator } from './translate.ts';

/** The id of the page's texts block. */
export const PAGE_TEXTS_ID = 'page-texts';

/** What the texts block holds. */
export interface PageTextsBlock {
  /** The catalogues' version (textsVersion), named by later fetches. */
  v: string;
  locale: Locale;
  paths: string[];
  texts: Record<string, unknown>;
}

/** The server's translator and block of one page kind, made once per language and paths. */
const served = new Map<string, { i18n: Translator; json: string }>();

function serverPage(locale: Locale, paths: readonly string[]) {
  const key = `${locale}:${paths.join(',')}`;
  let page = served.get(key);
  if (!page) {
    const texts = textsOf(locale, paths) ?? {};
    const block: PageTextsBlock = { v: textsVersion(), locale, paths: [...paths], texts };
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
  needs: { now: readonly string[]; later: readonly string[] },
  href: string,
): Translator {
  const later = needs.later.join(',');
  useEffect(() => {
    if (later) loadTexts(locale, later.split(',')).catch(() => {});
  }, [locale, later]);
  if (import.meta.env.SSR) return serverPage(locale, needs.now).i18n;
  receivedBlock();
  if (missingTexts(locale, needs.now).length) use(loadTexts(locale, needs.now, href));
  return getI18n(locale);
}

/** The page's texts block: written by the server, rendered again unchanged in the browser. */
export function PageTextsData({ locale, paths }: { locale: Locale; paths: readonly string[] }) {
  const json = import.meta.env.SSR ? serverPage(locale, paths).json : receivedBlock().json;
  return (
    <script id={PAGE_TEXTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
