import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@hs/domain/locale';
import { account } from './areas/account.ts';
import { admin } from './areas/admin.ts';
import { auth } from './areas/auth.ts';
import { upload } from './areas/upload.ts';
import { buying } from './areas/buying.ts';
import { site } from './areas/site.ts';
import { results } from './areas/results.ts';
import { tracking } from './areas/tracking.ts';
import { tools } from './areas/tools.ts';
import { pagesHome } from './areas/pages-home.ts';
import { pagesTeams } from './areas/pages-teams.ts';
import { pagesTypes } from './areas/pages-types.ts';
import { pagesExamples } from './areas/pages-examples.ts';
import { pagesLegal } from './areas/pages-legal.ts';
import { pagesCompany } from './areas/pages-company.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

const base = { en, es, de } as const;
const areas = {
  auth,
  account,
  admin,
  upload,
  buying,
  pagesHome,
  pagesTeams,
  pagesTypes,
  pagesExamples,
  pagesLegal,
  pagesCompany,
  tracking,
  tools,
  results,
  site,
} as const;

function catalogue(locale: Locale) {
  return {
    ...base[locale],
    ...(Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[locale]])) as {
      [K in keyof typeof areas]: (typeof areas)[K]['en'];
    }),
  };
}

/** Every text of each locale: the base catalogue plus one namespace per area. */
export const catalogues = { en: catalogue('en'), es: catalogue('es'), de: catalogue('de') };

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale, built synchronously from the bundled catalogues and
 * never switched afterwards, so a server rendering two languages at once cannot mix them.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: catalogues[locale] } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
