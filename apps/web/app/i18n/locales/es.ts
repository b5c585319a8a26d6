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
  home: {
    eyebrow: 'Estudio de retratos con IA',
    title: 'Retratos profesionales a partir de tus selfies',
    subtitle:
      'Sube unas cuantas fotos del día a día. Revisamos cada una con detección facial real y las convertimos en retratos de estudio para LinkedIn, la web de tu equipo y tu CV.',
    stepsTitle: 'Cómo funciona',
    step1Title: 'Sube tus selfies',
    step1Body:
      'Valen fotos normales. Comprobamos que cada una muestre una cara clara y de buen tamaño.',
    step2Title: 'Elige tus estilos',
    step2Body: 'Fondos y looks que encajan con tu profesión y tu empresa.',
    step3Title: 'Descarga tus retratos',
    step3Body: 'Solo resultados que de verdad se parecen a ti, ordenados por similitud facial.',
    buildNotice:
      'Esta instalación está en construcción: ya puedes registrarte y subir tus selfies; la generación de los retratos y el pago aún no están abiertos.',
    start: 'Empezar a crear',
    login: 'Iniciar sesión',
    apiDocs: 'Referencia de la API',
  },
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
