import { localizePath, type Locale } from '@hs/domain/locale';

/** spec 000 section 2: where the header's and drawer's account buttons go. */
export function accountLinks(locale: Locale) {
  const app = localizePath('/app', locale);
  return {
    dashboard: app,
    login: localizePath('/auth/login', locale),
    // Mobile drawer: Login redirects to /app.
    loginToApp: `${localizePath('/auth/login', locale)}?redirect=${encodeURIComponent(app)}`,
    startCreating: localizePath('/app/add', locale),
  };
}

// The design system's primary teal is under 4.5:1 behind white text at this size; the
// header's call to action uses the next shade (WCAG AA contrast).
export const CTA_CLASSES =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-teal-700 px-4 font-medium text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
