/// <reference types="vite/client" />
import { LOCALES, type Locale } from '@hs/domain/locale';
import type { Catalogue, catalogues as allCatalogues } from './catalogues.ts';
import { createTranslator, type Translator } from './translate.ts';

export type { Catalogue };

const loaded = new Map<Locale, Catalogue>();

// The server (and the tests) hold every language. The browser holds only what it was sent:
// the page's language from the root loader, another one when it moves to that language.
// Vite folds this condition to false in the client build and drops the import with it.
let bundled: typeof allCatalogues | undefined;
if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
  bundled = (await import('./catalogues.ts')).catalogues;
  for (const locale of LOCALES) loaded.set(locale, bundled[locale]);
}

/** Every text of each locale: on the server and in tests only (the browser has none). */
export const catalogues: typeof allCatalogues =
  bundled ??
  new Proxy({} as typeof allCatalogues, {
    get() {
      throw new Error('catalogues are server-only; the browser uses getI18n(locale)');
    },
  });

/** The texts of `locale` this process holds, or null (a browser that was not sent them). */
export function catalogueOf(locale: Locale): Catalogue | null {
  return loaded.get(locale) ?? null;
}

const instances = new Map<Locale, Translator>();

/** Makes `texts` the catalogue of `locale` (the browser, from the root loader's data). */
export function addCatalogue(locale: Locale, texts: Catalogue): void {
  if (!loaded.has(locale)) loaded.set(locale, texts);
}

/**
 * One translator per locale, reading that locale's catalogue and never switched, so a
 * server rendering two languages at once cannot mix them (translate.ts, decision 040).
 */
export function getI18n(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createTranslator(locale, () => loaded.get(locale) ?? null);
    instances.set(locale, instance);
  }
  return instance;
}
