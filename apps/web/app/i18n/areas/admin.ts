import { area } from './area.ts';

// Texts of the admin area; keys are used as t('admin.<key>').
export const admin = area({
  en: { title: 'admin' },
  es: { title: 'admin' },
  de: { title: 'admin' },
});
