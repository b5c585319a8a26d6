// Arrival tracking rules (spec 000 sections 3 and 9, spec 001 section 9) as pure functions:
// given the URL parameters, the cookies already set and the time, what to write and remove.

const DAY = 24 * 60 * 60;

// spec 000 section 3: cookie names
export const TRACKING_COOKIE = {
  referredBy: 'hp_referred_by',
  referral: 'hsp:referral',
  partnerId: 'hp_partner_id',
  gclid: 'hsp_gclid',
  fbclid: 'hsp_fbclid',
  fbc: '_fbc',
  fbp: '_fbp',
  rewardful: 'rewardful.referral',
  version: 'hpai_version',
  invite: 'hshq_invite',
  adminInvite: 'hsp_admin_invite',
  parity: 'hpai_parity',
} as const;

// spec 001 section 9 and spec 000 section 9: lifetimes in seconds
export const COOKIE_MAX_AGE = {
  referredBy: 45 * DAY, // 3888000 s
  referral: 7 * DAY, // 604800 s
  clickId: 365 * DAY, // 31536000 s: click ids and partner id
  version: 365 * DAY,
} as const;

// spec 000 section 3: local storage keys
export const STORAGE_KEY = {
  settings: 'hsp_settings',
  trafficSource: 'hsp_traffic_source',
  visitor: 'hsp_visitor',
  referral: 'hsp:referral',
} as const;

// spec 000 section 9: traffic source logged again only after more than 60 s
export const TRAFFIC_SOURCE_RELOG_MS = 60_000;
const TRAFFIC_SOURCE_MAX_ENTRIES = 50;
const MAX_VALUE_LENGTH = 200;

/** Referral and affiliate parameters: ?ref (referral programme), ?via / ?fpr (affiliates). */
const AFFILIATE_PARAMS = ['via', 'fpr'] as const;
const PARTNER_PARAMS = ['partner', 'partner_id', 'partnerId'] as const;
const PAID_CLICK_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'] as const;
const PAID_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid_search',
  'paidsocial',
  'paid_social',
  'display',
  'cpm',
]);

export type Params = Pick<URLSearchParams, 'get'>;
export type CookieJar = Readonly<Record<string, string | undefined>>;

export interface CookieWrite {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export interface ArrivalPlan {
  set: CookieWrite[];
  remove: string[];
  /** The affiliate referral to keep in local storage too (spec 001 section 9). */
  storeReferral: { value: string; timestamp: number } | null;
}

function param(params: Params, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_VALUE_LENGTH) : null;
}

function firstParam(params: Params, names: readonly string[]): string | null {
  for (const name of names) {
    const value = param(params, name);
    if (value) return value;
  }
  return null;
}

// spec 000 section 9: paid-traffic parameters (ad click ids, a paid utm_medium)
export function isPaidTraffic(params: Params): boolean {
  if (firstParam(params, PAID_CLICK_PARAMS)) return true;
  const medium = param(params, 'utm_medium')?.toLowerCase();
  return medium !== undefined && medium !== null && PAID_MEDIUMS.has(medium);
}

export function hasReferralParams(params: Params): boolean {
  return firstParam(params, ['ref', ...AFFILIATE_PARAMS]) !== null;
}

/** A random 'a' or 'b' (spec 001 section 9: hpai_version), from a [0, 1) draw. */
export function pickVersion(random: number): 'a' | 'b' {
  return random < 0.5 ? 'a' : 'b';
}

/** Meta's click-id cookie format: fb.1.{ms}.{fbclid}. */
export function fbcValue(fbclid: string, now: number): string {
  return `fb.1.${now}.${fbclid}`;
}

/** Meta's browser-id cookie format: fb.1.{ms}.{random 10 digits}. */
export function fbpValue(now: number, random: number): string {
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 0.9999999999) : 0;
  const digits = String(Math.floor(r * 1e10)).padStart(10, '0');
  return `fb.1.${now}.${digits}`;
}

/**
 * What arriving on a URL with `params` does to the cookies. `random` is a [0, 1) draw
 * used for hpai_version and _fbp.
 */
export function arrivalCookies(
  params: Params,
  cookies: CookieJar,
  now: number,
  random: number,
): ArrivalPlan {
  const set: CookieWrite[] = [];
  const remove: string[] = [];
  let storeReferral: ArrivalPlan['storeReferral'] = null;
  const C = TRACKING_COOKIE;

  // spec 000 section 9: paid traffic with referral parameters removes the affiliate referral
  if (isPaidTraffic(params) && hasReferralParams(params)) {
    for (const name of [C.referredBy, C.referral, C.rewardful]) {
      if (cookies[name] !== undefined) remove.push(name);
    }
  } else {
    const ref = param(params, 'ref');
    if (ref) set.push({ name: C.referredBy, value: ref, maxAgeSeconds: COOKIE_MAX_AGE.referredBy });
    const affiliate = firstParam(params, AFFILIATE_PARAMS);
    if (affiliate) {
      set.push({ name: C.referral, value: affiliate, maxAgeSeconds: COOKIE_MAX_AGE.referral });
      storeReferral = { value: affiliate, timestamp: now };
    }
  }

  const partner = firstParam(params, PARTNER_PARAMS);
  if (partner)
    set.push({ name: C.partnerId, value: partner, maxAgeSeconds: COOKIE_MAX_AGE.clickId });

  const gclid = param(params, 'gclid');
  if (gclid) set.push({ name: C.gclid, value: gclid, maxAgeSeconds: COOKIE_MAX_AGE.clickId });

  const fbclid = param(params, 'fbclid');
  if (fbclid) {
    set.push({ name: C.fbclid, value: fbclid, maxAgeSeconds: COOKIE_MAX_AGE.clickId });
    set.push({ name: C.fbc, value: fbcValue(fbclid, now), maxAgeSeconds: COOKIE_MAX_AGE.clickId });
    if (!cookies[C.fbp]) {
      set.push({
        name: C.fbp,
        value: fbpValue(now, random),
        maxAgeSeconds: COOKIE_MAX_AGE.clickId,
      });
    }
  }

  const version = cookies[C.version];
  if (version !== 'a' && version !== 'b') {
    set.push({
      name: C.version,
      value: pickVersion(random),
      maxAgeSeconds: COOKIE_MAX_AGE.version,
    });
  }

  return { set, remove, storeReferral };
}

// spec 001 section 9: the local copy of hsp:referral is removed when older than 7 days
export function isReferralExpired(entry: { timestamp: number }, now: number): boolean {
  return now - entry.timestamp > COOKIE_MAX_AGE.referral * 1000;
}

export interface TrafficSourceEntry {
  source: string;
  timestamp: number;
}

/** Where the visit came from: utm_source, an ad click id, the referring host, else direct. */
export function trafficSource(params: Params, referrer: string, ownHost: string): string {
  const utm = param(params, 'utm_source');
  if (utm) return utm.toLowerCase();
  if (param(params, 'gclid') || param(params, 'gbraid') || param(params, 'wbraid'))
    return 'google_ads';
  if (param(params, 'fbclid')) return 'facebook_ads';
  if (param(params, 'msclkid')) return 'bing_ads';
  if (param(params, 'ref')) return 'referral';
  if (firstParam(params, AFFILIATE_PARAMS)) return 'affiliate';
  try {
    const host = new URL(referrer).hostname;
    if (host && host !== ownHost) return host;
  } catch {
    // No or malformed referrer: a direct visit.
  }
  return 'direct';
}

// spec 000 section 9: logged again only after more than 60 s; the list is bounded
export function logTrafficSource(
  log: readonly TrafficSourceEntry[],
  source: string,
  now: number,
): TrafficSourceEntry[] {
  const last = log[log.length - 1];
  if (last && now - last.timestamp <= TRAFFIC_SOURCE_RELOG_MS) return [...log];
  return [...log, { source, timestamp: now }].slice(-TRAFFIC_SOURCE_MAX_ENTRIES);
}

/** A stored traffic-source log, tolerating anything a browser may hold under the key. */
export function parseTrafficSourceLog(raw: string | null): TrafficSourceEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is TrafficSourceEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as TrafficSourceEntry).source === 'string' &&
        typeof (e as TrafficSourceEntry).timestamp === 'number',
    );
  } catch {
    return [];
  }
}

export interface ScrollDepth {
  maxPercent: number;
  maxPixels: number;
  lastPercent: number;
  lastPixels: number;
  scrolled: boolean;
}

/** Scroll depth after a scroll to `scrollY` on a page of `pageHeight` seen through `viewport`. */
export function updateScrollDepth(
  prev: ScrollDepth,
  scrollY: number,
  viewport: number,
  pageHeight: number,
): ScrollDepth {
  const pixels = Math.max(0, Math.round(scrollY));
  const scrollable = Math.max(0, pageHeight - viewport);
  const percent = scrollable === 0 ? 100 : Math.min(100, Math.round((pixels / scrollable) * 100));
  return {
    maxPercent: Math.max(prev.maxPercent, percent),
    maxPixels: Math.max(prev.maxPixels, pixels),
    lastPercent: percent,
    lastPixels: pixels,
    scrolled: prev.scrolled || pixels > 0,
  };
}

export const NO_SCROLL: ScrollDepth = Object.freeze({
  maxPercent: 0,
  maxPixels: 0,
  lastPercent: 0,
  lastPixels: 0,
  scrolled: false,
});
