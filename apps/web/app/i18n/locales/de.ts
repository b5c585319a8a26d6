import type { Catalogue } from './en.ts';

export const de: Catalogue = {
  meta: {
    title: 'Headshot Studio: professionelle Bewerbungsfotos aus deinen Selfies',
    description:
      'Lade ein paar Selfies hoch und erhalte professionelle Business-Porträts. Open Source und selbst hostbar.',
  },
  header: {
    home: 'Headshot Studio Startseite',
    language: 'Sprache',
    topBar: 'Gegründet in Holland. Wir respektieren deine Privatsphäre.',
  },
  languages: { en: 'English', es: 'Español', de: 'Deutsch' },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Leider konnten wir die gesuchte Seite nicht finden.',
    home: 'Zurück zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    home: 'Zurück zur Startseite',
  },
  holiday: {
    notice:
      'Wir sind bis zum {{date}} im Urlaub. Deine Porträts entstehen wie gewohnt; Antworten auf Nachrichten können etwas länger dauern.',
    noticeNoDate:
      'Wir sind im Urlaub. Deine Porträts entstehen wie gewohnt; Antworten auf Nachrichten können etwas länger dauern.',
  },
  demoMode: {
    label: 'Demomodus',
    notice: 'Demomodus: Zahlungen werden mit einem Testanbieter simuliert; es fließt kein Geld.',
  },
  maintenance: {
    title: 'Wir sind gleich zurück!',
    body: 'Wir führen eine geplante Wartung durch, um Headshot Studio zu verbessern. Deine Fotos und Porträts sind sicher.',
    expectedDuration: 'Voraussichtliche Dauer',
    until: 'bis {{time}}',
    aFewHours: 'Ein paar Stunden',
  },
  footer: {
    rights: '© 2021–{{year}} Headshot Studio. Open Source.',
  },
};
