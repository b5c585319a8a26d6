import { area } from './area.ts';

// Texts of the auth area; keys are used as t('auth.<key>').
export const auth = area({
  en: { title: 'auth' },
  es: { title: 'auth' },
  de: { title: 'auth' },
});
