/// <reference types="vite/client" />
import { LOCALES, type Locale } from '@hs/domain/locale';
import type { Catalogue, catalogues as allCatalogues } from './catalogues.ts';
import { missingPaths, mergeTexts, pickTexts, type Texts } from './text-paths.ts';
import { createTranslator, type Translator } from './translate.ts';

export type { Catalogue };

/** Each language's texts this process holds, and the text paths they are (decision 042). */
const loaded = new Map<Locale, { texts: Texts; paths: Set<string> }>();

// The server (and the tests) hold every language. The browser holds only what it was sent:
// the page's texts in its HTML, more fetched when it moves to a page or language that needs
// them. Vite folds this condition to false in the client build and drops the import with it.
let bundled: typeof allCatalogues | undefined;
if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
  bundled = (await import('./catalogues.ts')).catalogues;
  for (const locale of LOCALES)
    loaded.set(locale, { texts: bundled[locale], paths: new Set(['*']) });
}

/** Every text of each locale: on the server and in tests only (the browser has none). */
export const catalogues: typeof allCatalogues =
  bundled ??
  new Proxy({} as typeof allCatalogues, {
    get() {
      throw new Error('catalogues are server-only; the browser uses getI18n(locale)');
    },
  });

/** The texts of `locale` under `paths` (on the server: a page's share; null in a browser). */
export function textsOf(locale: Locale, paths: readonly string[]): Texts | null {
  return bundled ? pickTexts(bundled[locale], paths) : null;
}

let version: string | undefined;

/**
 * A tag of every text of every language (FNV-1a of the catalogues): the browser names it when
 * it fetches texts, so an answer may be kept for good while the texts stay the same.
 */
export function textsVersion(): string {
  if (version === undefined && bundled) {
    let hash = 0x811c9dc5;
    const all = JSON.stringify(bundled);
    for (let i = 0; i < all.length; i++) hash = Math.imul(hash ^ all.charCodeAt(i), 0x01000193);
    version = (hash >>> 0).toString(36);
  }
  return version ?? '';
}

/** Adds texts the browser received (under `paths`) to what it holds of `locale`. */
export function addTexts(locale: Locale, paths: readonly string[], texts: Texts): void {
  const held = loaded.get(locale);
  if (!held) {
    loaded.set(locale, { texts, paths: new Set(paths) });
    return;
  }
  held.texts = mergeTexts(held.texts, texts);
  for (const path of paths) held.paths.add(path);
}

/** Tests only: forget what this process holds of `locale`, as a browser sent nothing of it. */
export function forgetTexts(locale: Locale): void {
  loaded.delete(locale);
}

/** The paths of `wanted` this process does not hold in `locale` yet. */
export function missingTexts(locale: Locale, wanted: readonly string[]): string[] {
  return missingPaths(loaded.get(locale)?.paths ?? [], wanted);
}

const instances = new Map<Locale, Translator>();

/**
 * One translator per locale, reading what this process holds of it and never switched, so
 * a server rendering two languages at once cannot mix them (translate.ts, decision 040).
 */
export function getI18n(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createTranslator(locale, () => loaded.get(locale)?.texts ?? null);
    instances.set(locale, instance);
  }
  return instance;
}
