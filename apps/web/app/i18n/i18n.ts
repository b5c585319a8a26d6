import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@hs/domain/locale';
import { account } from './areas/account.ts';
import { admin } from './areas/admin.ts';
import { auth } from './areas/auth.ts';
import { upload } from './areas/upload.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

const base = { en, es, de } as const;
const areas = { auth, account, admin, upload } as const;

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
