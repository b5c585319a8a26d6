import type { Catalogue } from './en.ts';

export const es: Catalogue = {
  meta: {
    title: 'Headshot Studio: retratos profesionales a partir de tus selfies',
    description:
      'Sube unos selfies y recibe retratos profesionales para tu trabajo. Código abierto y autoalojable.',
  },
  header: {
    home: 'Inicio de Headshot Studio',
    language: 'Idioma',
    topBar: 'Fundada en Holanda. Respetamos tu privacidad.',
  },
  languages: { en: 'English', es: 'Español', de: 'Deutsch' },
  notFound: {
    title: 'Página no encontrada',
    body: 'Lo sentimos, no hemos encontrado la página que buscas.',
    home: 'Volver al inicio',
  },
  error: {
    title: 'Algo salió mal',
    body: 'Se produjo un error inesperado. Inténtalo de nuevo.',
    home: 'Volver al inicio',
  },
  holiday: {
    notice:
      'Estamos de vacaciones hasta el {{date}}. Tus retratos se crean como siempre; las respuestas a los mensajes pueden tardar un poco más.',
    noticeNoDate:
      'Estamos de vacaciones. Tus retratos se crean como siempre; las respuestas a los mensajes pueden tardar un poco más.',
  },
  demoMode: {
    label: 'Modo demostración',
    notice:
      'Modo demostración: los pagos se simulan con un proveedor de prueba; no se mueve dinero.',
  },
  maintenance: {
    title: '¡Volvemos enseguida!',
    body: 'Estamos haciendo un mantenimiento programado para mejorar Headshot Studio. Tus fotos y retratos están a salvo.',
    expectedDuration: 'Duración prevista',
    until: 'hasta las {{time}}',
    aFewHours: 'Unas horas',
  },
  footer: {
    rights: '© 2021–{{year}} Headshot Studio. Código abierto.',
  },
};
