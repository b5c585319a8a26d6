import { formatPrice, isCurrencyCode } from '@hs/domain/currency';
import type { Locale } from '@hs/domain/locale';
import { escapeHtml } from '@hs/domain/tools/text';
import type { Mail } from '../mail/mailer.ts';

/** What the run promised and gave back (issue 34 item 5), when it fell short. */
export interface ReadyPromise {
  promised: number;
  made: number;
  givenBack: number;
  kind: 'money' | 'credits';
  /** Minor units of `currency` for money; studio credits otherwise. */
  amount: number;
  currency: string | null;
}

interface ReadyTexts {
  subject: string;
  body: (n: number) => string;
  action: string;
  promise: (p: ReadyPromise, back: string) => string;
  credits: (n: number) => string;
}

const TEXTS: Record<Locale, ReadyTexts> = {
  en: {
    subject: 'Your headshots are ready',
    body: (n) =>
      `Your ${n} professional headshots are ready. Open your gallery to pick your favourites and download them.`,
    action: 'See my headshots',
    promise: (p, back) =>
      `We promised ${p.promised}, made ${p.made}, and gave back ${p.givenBack}: ${back}.`,
    credits: (n) => `${n} studio credits`,
  },
  es: {
    subject: 'Tus fotos profesionales están listas',
    body: (n) =>
      `Tus ${n} fotos profesionales están listas. Abre tu galería para elegir tus favoritas y descargarlas.`,
    action: 'Ver mis fotos',
    promise: (p, back) =>
      `Te prometimos ${p.promised}, hicimos ${p.made} y te devolvimos ${p.givenBack}: ${back}.`,
    credits: (n) => `${n} créditos de estudio`,
  },
  de: {
    subject: 'Deine Bewerbungsfotos sind fertig',
    body: (n) =>
      `Deine ${n} professionellen Porträtfotos sind fertig. Öffne deine Galerie, wähle deine Favoriten und lade sie herunter.`,
    action: 'Meine Fotos ansehen',
    promise: (p, back) =>
      `Versprochen waren ${p.promised}, gemacht haben wir ${p.made}, zurückgegeben ${p.givenBack}: ${back}.`,
    credits: (n) => `${n} Studio-Credits`,
  },
};

/** The give-back sentence of the ready mail, in the person's language. */
export function promiseLine(p: ReadyPromise, locale: Locale): string {
  const t = TEXTS[locale];
  const currency = p.currency?.toLowerCase();
  const back =
    p.kind === 'money' && currency && isCurrencyCode(currency)
      ? formatPrice(p.amount, currency, locale)
      : t.credits(p.amount);
  return t.promise(p, back);
}

/** "Your headshots are ready", in the person's language (en when unknown). */
export function headshotsReadyMail(
  to: string,
  url: string,
  count: number,
  locale: Locale,
  promise?: ReadyPromise,
): Mail {
  const t = TEXTS[locale];
  const body = [t.body(count), promise ? promiseLine(promise, locale) : '']
    .filter(Boolean)
    .join(' ');
  return {
    kind: 'headshots-ready',
    to,
    subject: t.subject,
    text: `${body}\n\n${t.action}: ${url}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(t.subject)}</h1><p>${escapeHtml(body)}</p><p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0d9488;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p><p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`,
  };
}
