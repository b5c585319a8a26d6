// What the app imports as 'react-i18next' (decision 040): vite.config.ts, vitest.config.ts
// and tsconfig.json point that name here, so the components keep their imports and the
// browser gets this instead of i18next and react-i18next. Only what the app uses.
import { createContext, useContext, type ReactNode } from 'react';
import type { TFunction, Translator } from './translate.ts';

export type { TFunction };

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page its language's translator (root.tsx, tests). */
export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** `t` and the language of the nearest I18nextProvider. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  return { t: i18n.t, i18n };
}
