import { PREFERRED_CURRENCY_COOKIE, type CurrencyCode } from '@hs/domain/currency';

/** The address the currency form sends a choice to without JavaScript (routes/currency.ts). */
export const CURRENCY_ROUTE = '/currency';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The preferedCurrency cookie (decision 047): set by the browser's switch and by the
 * /currency route alike, read by the server so the page is rendered in the chosen currency
 * (the public page cache keys by it). Not HttpOnly: the in-place switch writes it too.
 */
export function currencyCookie(currency: CurrencyCode): string {
  return `${PREFERRED_CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The chosen currency's cookie value in a Cookie header or document.cookie, if any. */
export function currencyInCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === PREFERRED_CURRENCY_COOKIE) return value ?? null;
  }
  return null;
}

/** A same-site path to go back to; anything else (another host, `//x`, `/\x`) goes home. */
export function safeBackPath(back: string | null): string {
  return back && /^\/(?![/\\])/.test(back) ? back : '/';
}
