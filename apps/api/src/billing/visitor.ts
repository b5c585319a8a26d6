import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { currencyForCountry, selectableCurrencies, type CurrencyCode } from '@hs/domain/currency';
import { countryFromAcceptLanguage, normalizeCountryCode } from '@hs/domain/location';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import type { AppEnv, Services } from '../context.ts';
import { verifiedParity } from './parity.ts';

/**
 * The buyer's country, as GET /user/location finds it (a trusted proxy header, else the
 * Accept-Language region), falling back to the country stored on the account.
 */
export function visitorCountry(c: Context<AppEnv>, services: Services): string | null {
  const header = services.config.countryHeader;
  const fromProxy = header ? normalizeCountryCode(c.req.header(header)) : null;
  return (
    fromProxy ??
    c.get('viewer')?.user?.countryCode ??
    countryFromAcceptLanguage(c.req.header('accept-language'))
  );
}

/**
 * A tracking cookie as the public site set it, at most 200 characters. Cookies are input
 * like any other: one with a control character (a NUL byte) counts as absent.
 */
export function trackingCookie(c: Context<AppEnv>, name: string): string | null {
  const value = getCookie(c, name);
  if (!value || [...value].some((ch) => ch.charCodeAt(0) < 32)) return null;
  return value.slice(0, 200);
}

/** Attribution cookies the public site set (spec 000 section 3). */
export function checkoutCookies(c: Context<AppEnv>) {
  return {
    partnerId: trackingCookie(c, TRACKING_COOKIE.partnerId),
    rewardfulReferral: trackingCookie(c, TRACKING_COOKIE.rewardful),
  };
}

/** The parity multiplier of this visitor: only what a server-signed cookie proves, else 1. */
export function visitorParity(c: Context<AppEnv>, services: Services): number {
  return verifiedParity(services.fileSecret, getCookie(c, TRACKING_COOKIE.parity));
}

/** The currency to price in: the wanted one when this visitor may pay in it, else their country's. */
export function visitorCurrency(
  c: Context<AppEnv>,
  services: Services,
  wanted?: CurrencyCode,
): CurrencyCode {
  const country = visitorCountry(c, services);
  return wanted && selectableCurrencies(country).includes(wanted)
    ? wanted
    : currencyForCountry(country);
}
