import { area } from './area.ts';

// Texts of the account area; keys are used as t('account.<key>').
export const account = area({
  en: { title: 'account' },
  es: { title: 'account' },
  de: { title: 'account' },
});
