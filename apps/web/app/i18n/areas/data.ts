import { area } from './area.ts';

// Texts of the shared data table and form helper (decision 018); keys are t('data.<key>').
export const data = area({
  en: {
    table: {
      loading: 'Loading…',
      empty: 'Nothing here yet.',
      retry: 'Try again',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}} of {{pages}}',
      total_one: '{{count}} in total',
      total_other: '{{count}} in total',
      sortAscending: 'sorted ascending',
      sortDescending: 'sorted descending',
      sortBy: 'Sort by {{column}}',
    },
    toast: { dismiss: 'Dismiss', region: 'Notifications' },
    form: {
      required: 'This field is required.',
      tooLong: 'At most {{max}} characters.',
      tooShort: 'At least {{min}} characters.',
      email: 'Enter a valid e-mail address.',
      invalid: 'This value is not valid.',
    },
  },
  es: {
    table: {
      loading: 'Cargando…',
      empty: 'Todavía no hay nada aquí.',
      retry: 'Reintentar',
      previous: 'Página anterior',
      next: 'Página siguiente',
      page: 'Página {{page}} de {{pages}}',
      total_one: '{{count}} en total',
      total_other: '{{count}} en total',
      sortAscending: 'orden ascendente',
      sortDescending: 'orden descendente',
      sortBy: 'Ordenar por {{column}}',
    },
    toast: { dismiss: 'Cerrar', region: 'Notificaciones' },
    form: {
      required: 'Este campo es obligatorio.',
      tooLong: 'Como máximo {{max}} caracteres.',
      tooShort: 'Como mínimo {{min}} caracteres.',
      email: 'Introduce una dirección de correo válida.',
      invalid: 'Este valor no es válido.',
    },
  },
  de: {
    table: {
      loading: 'Wird geladen…',
      empty: 'Hier ist noch nichts.',
      retry: 'Erneut versuchen',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      page: 'Seite {{page}} von {{pages}}',
      total_one: '{{count}} insgesamt',
      total_other: '{{count}} insgesamt',
      sortAscending: 'aufsteigend sortiert',
      sortDescending: 'absteigend sortiert',
      sortBy: 'Nach {{column}} sortieren',
    },
    toast: { dismiss: 'Schließen', region: 'Benachrichtigungen' },
    form: {
      required: 'Dieses Feld ist erforderlich.',
      tooLong: 'Höchstens {{max}} Zeichen.',
      tooShort: 'Mindestens {{min}} Zeichen.',
      email: 'Gib eine gültige E-Mail-Adresse ein.',
      invalid: 'Dieser Wert ist ungültig.',
    },
  },
});
