import { useLocation } from 'react-router';
import { localeFromPath, type Locale } from '@hs/domain/locale';

/** The page's language, read from its path so it is right on the server and in the browser. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
