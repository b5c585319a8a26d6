import {
  STORAGE_KEY,
  TRACKING_COOKIE,
  arrivalCookies,
  isReferralExpired,
  logTrafficSource,
  parseTrafficSourceLog,
  trafficSource,
} from '@hs/domain/tracking';
import { deleteCookie, writeCookie } from '../auth/cookies.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** Every cookie of the page, decoded, by name. */
export function cookieJar(): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    const raw = pair.slice(eq + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}

/**
 * What arriving on this URL does (spec 000 sections 3 and 9, spec 001 section 9): the
 * referral, affiliate, partner and click-id cookies, hpai_version, the local copy of the
 * affiliate referral, and the traffic-source log.
 */
export function applyArrival(location: Location, referrer: string, now = Date.now()): void {
  const params = new URLSearchParams(location.search);
  const plan = arrivalCookies(params, cookieJar(), now, Math.random());
  for (const name of plan.remove) deleteCookie(name);
  for (const cookie of plan.set) {
    writeCookie(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds });
  }

  if (plan.remove.includes(TRACKING_COOKIE.referral)) removeStorage(STORAGE_KEY.referral);
  if (plan.storeReferral) {
    writeStorage(STORAGE_KEY.referral, JSON.stringify(plan.storeReferral));
  } else {
    const stored = readStorage(STORAGE_KEY.referral);
    try {
      const entry = stored ? (JSON.parse(stored) as { timestamp?: unknown }) : null;
      if (
        entry &&
        (typeof entry.timestamp !== 'number' ||
          isReferralExpired({ timestamp: entry.timestamp }, now))
      ) {
        removeStorage(STORAGE_KEY.referral);
      }
    } catch {
      removeStorage(STORAGE_KEY.referral);
    }
  }

  const log = parseTrafficSourceLog(readStorage(STORAGE_KEY.trafficSource));
  const next = logTrafficSource(log, trafficSource(params, referrer, location.hostname), now);
  if (next.length !== log.length) writeStorage(STORAGE_KEY.trafficSource, JSON.stringify(next));
}
