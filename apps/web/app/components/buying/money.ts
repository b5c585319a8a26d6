import { formatPrice, isCurrencyCode } from '@hs/domain/currency';
import { formatPaymentAmount } from '@hs/domain/payment-display';

/** A price for a person ('€39', '$29.50'), by the one currency module. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return isCurrencyCode(currency)
    ? formatPrice(minor, currency, locale)
    : formatPaymentMoney(minor, currency);
}

/** spec 001 section 9: payment display is amount/100 with 2 decimals ('39.00 EUR'). */
export function formatPaymentMoney(minor: number, currency: string): string {
  return `${formatPaymentAmount(minor)} ${currency.toUpperCase()}`;
}
