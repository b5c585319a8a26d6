import { MESSAGES } from '@hs/domain/messages';
import type { Shape } from '../areas/area.ts';

// English catalogue. Texts the spec states come from the domain's message catalogue.
export const en = {
  meta: {
    title: 'Headshot Studio: professional business headshots from your selfies',
    description:
      'Upload a few selfies and get professional business headshots. Open source and self-hostable.',
  },
  header: {
    home: 'Headshot Studio home',
    language: 'Language',
    topBar: MESSAGES.TOP_BAR,
  },
  languages: { en: 'English', es: 'Español', de: 'Deutsch' },
  notFound: {
    title: MESSAGES.NOT_FOUND_TITLE,
    body: MESSAGES.NOT_FOUND_BODY,
    home: MESSAGES.GO_BACK_HOME,
  },
  error: {
    title: MESSAGES.SOMETHING_WENT_WRONG,
    body: 'An unexpected error occurred. Please try again.',
    home: 'Go back home',
  },
  holiday: {
    notice:
      'We are on holiday until {{date}}. Your headshots are still made as usual; replies to messages may take a little longer.',
    noticeNoDate:
      'We are on holiday. Your headshots are still made as usual; replies to messages may take a little longer.',
  },
  demoMode: {
    label: 'Demo mode',
    notice: 'Demo mode: payments are simulated with a test provider; no money moves.',
  },
  maintenance: {
    title: MESSAGES.MAINTENANCE_TITLE,
    body: 'We are doing scheduled maintenance to make Headshot Studio better. Your photos and headshots are safe.',
    expectedDuration: MESSAGES.MAINTENANCE_EXPECTED_DURATION,
    until: 'until {{time}}',
    aFewHours: MESSAGES.MAINTENANCE_A_FEW_HOURS,
  },
  footer: {
    rights: '© 2021–{{year}} Headshot Studio. Open source.',
  },
};

/** Every other locale must have exactly these keys (the type checker and a test enforce it). */
export type Catalogue = Shape<typeof en>;
