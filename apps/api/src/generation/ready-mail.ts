import type { Locale } from '@hs/domain/locale';
import { escapeHtml } from '@hs/domain/tools/text';
import type { Mail } from '../mail/mailer.ts';

const TEXTS: Record<Locale, { subject: string; body: (n: number) => string; action: string }> = {
  en: {
    subject: 'Your headshots are ready',
    body: (n) =>
      `Your ${n} professional headshots are ready. Open your gallery to pick your favourites and download them.`,
    action: 'See my headshots',
  },
  es: {
    subject: 'Tus fotos profesionales están listas',
    body: (n) =>
      `Tus ${n} fotos profesionales están listas. Abre tu galería para elegir tus favoritas y descargarlas.`,
    action: 'Ver mis fotos',
  },
  de: {
    subject: 'Deine Bewerbungsfotos sind fertig',
    body: (n) =>
      `Deine ${n} professionellen Porträtfotos sind fertig. Öffne deine Galerie, wähle deine Favoriten und lade sie herunter.`,
    action: 'Meine Fotos ansehen',
  },
};

/** "Your headshots are ready", in the person's language (en when unknown). */
export function headshotsReadyMail(to: string, url: string, count: number, locale: Locale): Mail {
  const t = TEXTS[locale];
  const body = t.body(count);
  return {
    kind: 'headshots-ready',
    to,
    subject: t.subject,
    text: `${body}\n\n${t.action}: ${url}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(t.subject)}</h1><p>${escapeHtml(body)}</p><p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0d9488;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p><p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`,
  };
}
