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
  home: {
    eyebrow: 'KI-Fotostudio für Porträts',
    title: 'Professionelle Business-Porträts aus deinen Selfies',
    subtitle:
      'Lade ein paar Alltagsfotos hoch. Wir prüfen jedes mit echter Gesichtserkennung und machen daraus Studio-Porträts für LinkedIn, deine Teamseite und deinen Lebenslauf.',
    stepsTitle: 'So funktioniert es',
    step1Title: 'Selfies hochladen',
    step1Body: 'Alltagsfotos reichen. Wir prüfen jedes auf ein klares, ausreichend großes Gesicht.',
    step2Title: 'Stile wählen',
    step2Body: 'Hintergründe und Looks, die zu deinem Beruf und deinem Unternehmen passen.',
    step3Title: 'Porträts herunterladen',
    step3Body: 'Nur Ergebnisse, die dir wirklich ähnlich sehen, sortiert nach Gesichtsähnlichkeit.',
    buildNotice:
      'Diese Installation wird gerade aufgebaut: Du kannst dich schon registrieren und deine Selfies hochladen; das Erzeugen der Porträts und die Bezahlung sind noch nicht geöffnet.',
    start: 'Jetzt starten',
    login: 'Anmelden',
    apiDocs: 'API-Referenz',
  },
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
