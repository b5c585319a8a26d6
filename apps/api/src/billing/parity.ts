import { createHmac, timingSafeEqual } from 'node:crypto';
import { MIN_PARITY } from '@hs/domain/order-total';

// spec 000 section 9: a parity pricing multiplier applies (cookie hpai_parity). The cookie
// is the buyer's to edit, so a price the server charges may only follow a value the server
// itself signed: '<parity>.<expires epoch s>.<hmac>'. Anything else is ignored (parity 1).

const signature = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:parity`).update(body).digest('base64url');

export function signParity(secret: string, parity: number, expiresAt: Date): string {
  if (!(parity >= MIN_PARITY && parity <= 1)) {
    throw new RangeError(`parity must be between ${MIN_PARITY} and 1, got ${parity}`);
  }
  const body = `${parity}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(secret, body)}`;
}

/** The parity a cookie proves, or 1 when it is missing, forged, malformed or expired. */
export function verifiedParity(
  secret: string,
  cookie: string | null | undefined,
  now = new Date(),
): number {
  if (!cookie || cookie.length > 100) return 1;
  const match = /^(\d(?:\.\d{1,4})?)\.(\d{1,12})\.([\w-]{43})$/.exec(cookie);
  if (!match) return 1;
  const [, parity, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${parity}.${expires}`));
  const actual = Buffer.from(given!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 1;
  if (Number(expires) * 1000 <= now.getTime()) return 1;
  const value = Number(parity);
  return value >= MIN_PARITY && value <= 1 ? value : 1;
}
