// Every language's texts, for the server and the tests (i18n.ts loads this module there
// only). The browser gets the page's language from the root loader instead, so its bundle
// carries no catalogue (issue 7, JavaScript budget). Register a new area here.
import type { Locale } from '@hs/domain/locale';
import { account } from './areas/account.ts';
import { admin } from './areas/admin.ts';
import { backoffice } from './areas/backoffice.ts';
import { data } from './areas/data.ts';
import { support } from './areas/support.ts';
import { people } from './areas/people.ts';
import { errors } from './areas/errors.ts';
import { auth } from './areas/auth.ts';
import { upload } from './areas/upload.ts';
import { buying } from './areas/buying.ts';
import { site } from './areas/site.ts';
import { results } from './areas/results.ts';
import { studio } from './areas/studio.ts';
import { tracking } from './areas/tracking.ts';
import { tools } from './areas/tools.ts';
import { pagesHome } from './areas/pages-home.ts';
import { pagesTeams } from './areas/pages-teams.ts';
import { pagesTypes } from './areas/pages-types.ts';
import { pagesExamples } from './areas/pages-examples.ts';
import { pagesLegal } from './areas/pages-legal.ts';
import { pagesCompany } from './areas/pages-company.ts';
import { changelog } from './areas/changelog.ts';
import { contentAdmin } from './areas/content-admin.ts';
import { profile } from './areas/profile.ts';
import { upsell } from './areas/upsell.ts';
import { lead } from './areas/lead.ts';
import { orgApi } from './areas/org-api.ts';
import { showcase } from './areas/showcase.ts';
import { bulkUpload } from './areas/bulk-upload.ts';
import { orgSettings } from './areas/org-settings.ts';
import { engine } from './areas/engine.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

const base = { en, es, de } as const;
const areas = {
  auth,
  account,
  admin,
  backoffice,
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
  changelog,
  contentAdmin,
  studio,
  profile,
  upsell,
  lead,
  orgApi,
  showcase,
  bulkUpload,
  orgSettings,
  engine,
  site,
  errors,
  data,
  support,
  people,
} as const;

function catalogue(locale: Locale) {
  return {
    ...base[locale],
    ...(Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[locale]])) as {
      [K in keyof typeof areas]: (typeof areas)[K]['en'];
    }),
  };
}

/** One locale's texts: what the browser receives for its page. */
export type Catalogue = ReturnType<typeof catalogue>;

/** Every text of each locale: the base catalogue plus one namespace per area. */
export const catalogues = { en: catalogue('en'), es: catalogue('es'), de: catalogue('de') };
