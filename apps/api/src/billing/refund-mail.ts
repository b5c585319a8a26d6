import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { appUser, model, payment } from '@hs/db/schema';
import { formatPrice, isCurrencyCode } from '@hs/domain/currency';
import { DEFAULT_LOCALE, type Locale } from '@hs/domain/locale';
import { formatPaymentAmount } from '@hs/domain/payment-display';
import type { Services } from '../context.ts';
import type { Reversal } from '../entitlements/grants.ts';
import { once } from '../jobs/once.ts';
import type { Mail } from '../mail/mailer.ts';
import { mail } from '../mail/templates.ts';

/** What a refund took back, by the kinds a customer bought (coupon and gift-card lots aside). */
type TakenKind = 'package' | 'style_slots' | 'studio_credits' | 'remix_credits' | 'team_seats';
const TAKEN_KINDS: readonly string[] = [
  'package',
  'style_slots',
  'studio_credits',
  'remix_credits',
  'team_seats',
] satisfies TakenKind[];

interface Texts {
  subject: (amount: string) => string;
  refunded: (amount: string) => string;
  nothingDue: string;
  arrives: string;
  test: string;
  taken: (items: string) => string;
  nothingTaken: string;
  restored: string;
  kinds: Record<TakenKind, (n: number) => string>;
  and: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (amount) => `Your refund of ${amount}`,
    refunded: (amount) => `We have refunded ${amount} to the card or account you paid with.`,
    nothingDue: 'Your payment was refunded; no money was left to pay back on it.',
    arrives: 'It can take a few days to reach your account, depending on your bank.',
    test: '(Test mode: no money moved.)',
    taken: (items) =>
      `What the payment bought and you had not used yet is no longer available: ${items}.`,
    nothingTaken: 'Everything the payment bought had been used already, so nothing was taken back.',
    restored: 'The coupon or gift card you paid with can be used again.',
    kinds: {
      package: (n) => (n === 1 ? 'a headshot package' : `${n} headshot packages`),
      style_slots: (n) => (n === 1 ? '1 extra style' : `${n} extra styles`),
      studio_credits: (n) => (n === 1 ? '1 studio credit' : `${n} studio credits`),
      remix_credits: (n) => (n === 1 ? '1 remix credit' : `${n} remix credits`),
      team_seats: (n) => (n === 1 ? '1 team seat' : `${n} team seats`),
    },
    and: 'and',
  },
  es: {
    subject: (amount) => `Tu reembolso de ${amount}`,
    refunded: (amount) =>
      `Te hemos reembolsado ${amount} en la tarjeta o cuenta con la que pagaste.`,
    nothingDue: 'Tu pago se ha reembolsado; no quedaba dinero por devolver.',
    arrives: 'Puede tardar unos días en llegar a tu cuenta, según tu banco.',
    test: '(Modo de prueba: no se ha movido dinero).',
    taken: (items) =>
      `Lo que compraste con el pago y aún no habías usado ya no está disponible: ${items}.`,
    nothingTaken:
      'Ya habías usado todo lo que compraste con el pago, así que no se ha retirado nada.',
    restored: 'Puedes volver a usar el cupón o la tarjeta regalo con la que pagaste.',
    kinds: {
      package: (n) => (n === 1 ? 'un paquete de retratos' : `${n} paquetes de retratos`),
      style_slots: (n) => (n === 1 ? '1 estilo adicional' : `${n} estilos adicionales`),
      studio_credits: (n) => (n === 1 ? '1 crédito de estudio' : `${n} créditos de estudio`),
      remix_credits: (n) => (n === 1 ? '1 crédito de remezcla' : `${n} créditos de remezcla`),
      team_seats: (n) => (n === 1 ? '1 plaza de equipo' : `${n} plazas de equipo`),
    },
    and: 'y',
  },
  de: {
    subject: (amount) => `Deine Erstattung über ${amount}`,
    refunded: (amount) =>
      `Wir haben dir ${amount} auf die Karte oder das Konto erstattet, mit dem du bezahlt hast.`,
    nothingDue: 'Deine Zahlung wurde erstattet; es war kein Geld mehr zurückzuzahlen.',
    arrives: 'Je nach Bank kann es ein paar Tage dauern, bis der Betrag auf deinem Konto ist.',
    test: '(Testmodus: Es wurde kein Geld bewegt.)',
    taken: (items) =>
      `Was du mit der Zahlung gekauft und noch nicht genutzt hast, ist nicht mehr verfügbar: ${items}.`,
    nothingTaken:
      'Alles, was du mit der Zahlung gekauft hast, war schon genutzt, daher wurde nichts zurückgenommen.',
    restored:
      'Den Gutschein oder die Geschenkkarte, mit der du bezahlt hast, kannst du wieder nutzen.',
    kinds: {
      package: (n) => (n === 1 ? 'ein Porträt-Paket' : `${n} Porträt-Pakete`),
      style_slots: (n) => (n === 1 ? '1 zusätzlicher Stil' : `${n} zusätzliche Stile`),
      studio_credits: (n) => (n === 1 ? '1 Studio-Credit' : `${n} Studio-Credits`),
      remix_credits: (n) => (n === 1 ? '1 Remix-Credit' : `${n} Remix-Credits`),
      team_seats: (n) => (n === 1 ? '1 Team-Platz' : `${n} Team-Plätze`),
    },
    and: 'und',
  },
};

function list(items: string[], and: string): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export interface RefundedMailFacts {
  to: string;
  locale: Locale;
  amount: number;
  currency: string;
  /** Refunded with the offline test provider: the mail reads as a real one and says no money moved. */
  test: boolean;
  reversals: readonly Reversal[];
  /** Coupon uses or gift-card value came back. */
  restored: boolean;
}

/** Issue 35 item 14: the customer hears of a staff (or Stripe dashboard) refund. */
export function refundedMail(f: RefundedMailFacts): Mail {
  const t = TEXTS[f.locale];
  const amount = isCurrencyCode(f.currency)
    ? formatPrice(f.amount, f.currency, f.locale)
    : `${formatPaymentAmount(f.amount)} ${f.currency.toUpperCase()}`;
  const taken = f.reversals
    .filter((r) => r.reversed > 0 && TAKEN_KINDS.includes(r.kind))
    .map((r) => t.kinds[r.kind as TakenKind](r.reversed));
  const body = [
    f.amount > 0 ? t.refunded(amount) : t.nothingDue,
    f.test ? t.test : '',
    f.amount > 0 ? t.arrives : '',
    taken.length ? t.taken(list(taken, t.and)) : t.nothingTaken,
    f.restored ? t.restored : '',
  ]
    .filter(Boolean)
    .join(' ');
  return mail('refund', f.to, `${f.test ? '[TEST] ' : ''}${t.subject(amount)}`, body);
}

/**
 * The language to write to a customer in: the user has none of their own, so the one they
 * last submitted a model in (the ready mail's), else English.
 */
async function customerLocale(services: Services, uid: string): Promise<Locale> {
  const [latest] = await services.database.db
    .select({ locale: model.locale })
    .from(model)
    .where(and(eq(model.uid, uid), isNotNull(model.locale)))
    .orderBy(desc(model.submittedAt), desc(model.createdAt))
    .limit(1);
  return latest?.locale ?? DEFAULT_LOCALE;
}

/**
 * Mails the payer once per refund (keyed by the refund id, so the staff path and Stripe's
 * charge.refunded for the same refund never mail twice). Called after the refund commits;
 * a failed mail is logged, not thrown: the refund stands, and the caller's answer says so.
 */
export async function mailRefunded(
  services: Services,
  o: {
    paymentId: string;
    refundId: string;
    amount: number;
    reversals: readonly Reversal[];
    restored: boolean;
  },
): Promise<void> {
  const { db } = services.database;
  try {
    const [paid] = await db
      .select({
        email: appUser.email,
        uid: payment.uid,
        currency: payment.currency,
        provider: payment.provider,
      })
      .from(payment)
      .innerJoin(appUser, eq(appUser.uid, payment.uid))
      .where(eq(payment.id, o.paymentId));
    if (!paid) return;
    const locale = await customerLocale(services, paid.uid);
    await once(db, `refund-mail:${o.refundId}`, () =>
      services.mailer.send(
        refundedMail({
          to: paid.email,
          locale,
          amount: o.amount,
          currency: paid.currency,
          test: paid.provider === 'test',
          reversals: o.reversals,
          restored: o.restored,
        }),
      ),
    );
  } catch (error) {
    services.logger.error({ err: error, refundId: o.refundId }, 'refund mail not sent');
  }
}
