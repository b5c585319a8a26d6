import type { Locale } from '@hs/domain/locale';
import type { Mail } from '../mail/mailer.ts';
import { mail } from '../mail/templates.ts';

const TEXTS: Record<
  Locale,
  { subject: string; body: string; nothingShown: string; action: string }
> = {
  en: {
    subject: 'We need other photos for your headshots',
    body: 'None of your photos shows your whole head with your shoulders, so we could not make headshots from them, and your package was given back. Add a few photos that show your shoulders, with your whole head and some space above your hair, then submit again.',
    nothingShown:
      'None of the headshots made from your photos passed our checks (the face must match your other photos and be suitable for work), so none could be shown, and your package was given back. Add a few other photos of yourself that show your shoulders, then submit again.',
    action: 'Add photos',
  },
  es: {
    subject: 'Necesitamos otras fotos para tus retratos',
    body: 'Ninguna de tus fotos muestra la cabeza entera con los hombros, así que no pudimos hacer retratos con ellas y te hemos devuelto el paquete. Añade unas fotos que muestren tus hombros, con la cabeza entera y algo de espacio sobre el pelo, y vuelve a enviarlas.',
    nothingShown:
      'Ninguno de los retratos hechos con tus fotos pasó nuestras comprobaciones (la cara debe coincidir con tus otras fotos y ser adecuada para el trabajo), así que no pudimos mostrar ninguno y te hemos devuelto el paquete. Añade otras fotos tuyas que muestren tus hombros y vuelve a enviarlas.',
    action: 'Añadir fotos',
  },
  de: {
    subject: 'Wir brauchen andere Fotos für deine Porträts',
    body: 'Keines deiner Fotos zeigt den ganzen Kopf mit den Schultern, daher konnten wir daraus keine Porträts machen, und dein Paket wurde dir zurückgegeben. Füge ein paar Fotos hinzu, die deine Schultern zeigen, mit dem ganzen Kopf und etwas Platz über den Haaren, und sende sie erneut ab.',
    nothingShown:
      'Keines der Porträts aus deinen Fotos hat unsere Prüfungen bestanden (das Gesicht muss zu deinen anderen Fotos passen und für den Beruf geeignet sein), daher konnten wir keines zeigen, und dein Paket wurde dir zurückgegeben. Füge ein paar andere Fotos von dir hinzu, die deine Schultern zeigen, und sende sie erneut ab.',
    action: 'Fotos hinzufügen',
  },
};

/**
 * Issue 15 item 1: a submitted model was given back because no photo could be framed; issue
 * 34 item 5: or because no headshot made from them passed the checks (`nothingShown`).
 */
export function photosNeededMail(
  to: string,
  url: string,
  locale: Locale,
  why: 'no-usable-photo' | 'nothing-shown' = 'no-usable-photo',
): Mail {
  const t = TEXTS[locale];
  const body = why === 'nothing-shown' ? t.nothingShown : t.body;
  return mail('photos-needed', to, t.subject, body, { label: t.action, url });
}
