import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COOKIE_MAX_AGE,
  NO_SCROLL,
  arrivalCookies,
  fbpValue,
  isPaidTraffic,
  isReferralExpired,
  logTrafficSource,
  parseTrafficSourceLog,
  trafficSource,
  updateScrollDepth,
} from './tracking.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const q = (s: string) => new URLSearchParams(s);
const names = (plan: ReturnType<typeof arrivalCookies>) => plan.set.map((c) => c.name);

describe('cookie lifetimes', () => {
  it('are the spec figures', () => {
    expect(COOKIE_MAX_AGE.referredBy).toBe(3_888_000);
    expect(COOKIE_MAX_AGE.referral).toBe(604_800);
    expect(COOKIE_MAX_AGE.clickId).toBe(31_536_000);
    expect(COOKIE_MAX_AGE.version).toBe(31_536_000);
  });
});

describe('arrivalCookies', () => {
  it('?ref sets hp_referred_by for 45 days', () => {
    const plan = arrivalCookies(q('ref=abc'), { hpai_version: 'a' }, NOW, 0.3);
    expect(plan.set).toEqual([{ name: 'hp_referred_by', value: 'abc', maxAgeSeconds: 3_888_000 }]);
    expect(plan.remove).toEqual([]);
  });

  it('affiliate parameters set hsp:referral for 7 days and keep it locally', () => {
    const plan = arrivalCookies(q('via=jane'), { hpai_version: 'b' }, NOW, 0.3);
    expect(plan.set).toEqual([{ name: 'hsp:referral', value: 'jane', maxAgeSeconds: 604_800 }]);
    expect(plan.storeReferral).toEqual({ value: 'jane', timestamp: NOW });
    expect(arrivalCookies(q('fpr=joe'), {}, NOW, 0).set[0]).toMatchObject({
      name: 'hsp:referral',
      value: 'joe',
    });
  });

  it('paid traffic with referral parameters removes the referral cookies and sets none', () => {
    const jar = {
      hp_referred_by: 'x',
      'hsp:referral': 'y',
      'rewardful.referral': 'z',
      hpai_version: 'a',
    };
    const plan = arrivalCookies(q('gclid=G1&ref=abc'), jar, NOW, 0.3);
    expect(plan.remove.sort()).toEqual(['hp_referred_by', 'hsp:referral', 'rewardful.referral']);
    expect(names(plan)).toEqual(['hsp_gclid']);
    expect(plan.storeReferral).toBeNull();
    const cpc = arrivalCookies(q('utm_medium=CPC&via=jane'), jar, NOW, 0.3);
    expect(cpc.remove).toHaveLength(3);
    expect(names(cpc)).toEqual([]);
  });

  it('paid traffic alone keeps an earlier referral', () => {
    const plan = arrivalCookies(
      q('gclid=G1'),
      { hp_referred_by: 'x', hpai_version: 'a' },
      NOW,
      0.3,
    );
    expect(plan.remove).toEqual([]);
  });

  it('never both sets and removes a referral cookie', () => {
    const keys = fc.constantFrom(
      'ref',
      'via',
      'fpr',
      'gclid',
      'fbclid',
      'utm_medium',
      'partner',
      'x',
    );
    const values = fc.constantFrom('cpc', 'abc', 'organic', '');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keys, values)),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (pairs, r) => {
          const params = new URLSearchParams(pairs);
          const plan = arrivalCookies(params, { hp_referred_by: 'old' }, NOW, r);
          for (const name of plan.remove) expect(names(plan)).not.toContain(name);
          if (plan.remove.includes('hp_referred_by')) expect(isPaidTraffic(params)).toBe(true);
        },
      ),
    );
  });

  it('click ids and partner id last one year; fbclid sets _fbc and a missing _fbp', () => {
    const plan = arrivalCookies(q('fbclid=F1&partner=p7'), { hpai_version: 'a' }, NOW, 0.25);
    const byName = Object.fromEntries(plan.set.map((c) => [c.name, c]));
    expect(byName['hp_partner_id']).toEqual({
      name: 'hp_partner_id',
      value: 'p7',
      maxAgeSeconds: 31_536_000,
    });
    expect(byName['hsp_fbclid']?.value).toBe('F1');
    expect(byName['_fbc']?.value).toBe(`fb.1.${NOW}.F1`);
    expect(byName['_fbp']?.value).toBe(`fb.1.${NOW}.2500000000`);
    const again = arrivalCookies(q('fbclid=F2'), { hpai_version: 'a', _fbp: 'keep' }, NOW, 0.1);
    expect(names(again)).not.toContain('_fbp');
  });

  it('assigns hpai_version a or b once', () => {
    expect(arrivalCookies(q(''), {}, NOW, 0.1).set).toEqual([
      { name: 'hpai_version', value: 'a', maxAgeSeconds: 31_536_000 },
    ]);
    expect(arrivalCookies(q(''), {}, NOW, 0.9).set[0]?.value).toBe('b');
    expect(arrivalCookies(q(''), { hpai_version: 'b' }, NOW, 0.1).set).toEqual([]);
    expect(arrivalCookies(q(''), { hpai_version: 'zz' }, NOW, 0.1).set[0]?.value).toBe('a');
  });

  it('bounds cookie values', () => {
    const plan = arrivalCookies(q(`ref=${'x'.repeat(5000)}`), { hpai_version: 'a' }, NOW, 0);
    expect(plan.set[0]?.value.length).toBe(200);
  });
});

describe('fbpValue', () => {
  it('has ten random digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r) => {
        expect(fbpValue(NOW, r)).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.\\d{10}$`));
      }),
    );
  });
});

describe('local referral', () => {
  it('expires after 7 days', () => {
    expect(isReferralExpired({ timestamp: NOW }, NOW + 7 * 86_400_000)).toBe(false);
    expect(isReferralExpired({ timestamp: NOW }, NOW + 7 * 86_400_000 + 1)).toBe(true);
  });
});

describe('traffic source', () => {
  it('names the source', () => {
    expect(trafficSource(q('utm_source=Newsletter'), '', 'hs.test')).toBe('newsletter');
    expect(trafficSource(q('gclid=1'), '', 'hs.test')).toBe('google_ads');
    expect(trafficSource(q('fbclid=1'), '', 'hs.test')).toBe('facebook_ads');
    expect(trafficSource(q(''), 'https://www.google.com/search', 'hs.test')).toBe('www.google.com');
    expect(trafficSource(q(''), 'https://hs.test/pricing', 'hs.test')).toBe('direct');
    expect(trafficSource(q(''), 'nonsense', 'hs.test')).toBe('direct');
  });

  it('is logged again only after more than 60 s', () => {
    const one = logTrafficSource([], 'direct', NOW);
    expect(one).toEqual([{ source: 'direct', timestamp: NOW }]);
    expect(logTrafficSource(one, 'google', NOW + 60_000)).toEqual(one);
    expect(logTrafficSource(one, 'google', NOW + 60_001)).toHaveLength(2);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 80 }), (gaps) => {
        let log = logTrafficSource([], 's', NOW);
        let t = NOW;
        for (const gap of gaps) {
          t += gap;
          log = logTrafficSource(log, 's', t);
        }
        expect(log.length).toBeLessThanOrEqual(50);
        for (let i = 1; i < log.length; i++) {
          expect(log[i]!.timestamp - log[i - 1]!.timestamp).toBeGreaterThan(60_000);
        }
      }),
    );
  });

  it('parses whatever is stored', () => {
    expect(parseTrafficSourceLog(null)).toEqual([]);
    expect(parseTrafficSourceLog('{bad')).toEqual([]);
    expect(parseTrafficSourceLog('{"a":1}')).toEqual([]);
    expect(parseTrafficSourceLog('[{"source":"x","timestamp":1},{"source":2}]')).toEqual([
      { source: 'x', timestamp: 1 },
    ]);
  });
});

describe('scroll depth', () => {
  it('keeps the max and the last position', () => {
    let d = updateScrollDepth(NO_SCROLL, 500, 1000, 2000);
    expect(d).toEqual({
      maxPercent: 50,
      maxPixels: 500,
      lastPercent: 50,
      lastPixels: 500,
      scrolled: true,
    });
    d = updateScrollDepth(d, 100, 1000, 2000);
    expect(d).toEqual({
      maxPercent: 50,
      maxPixels: 500,
      lastPercent: 10,
      lastPixels: 100,
      scrolled: true,
    });
  });

  it('stays within 0..100 and never lowers the max', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: -100, max: 10_000 }),
            fc.integer({ min: 1, max: 3000 }),
            fc.integer({ min: 0, max: 20_000 }),
          ),
        ),
        (moves) => {
          let d = NO_SCROLL;
          for (const [y, vh, h] of moves) {
            const next = updateScrollDepth(d, y, vh, h);
            expect(next.maxPercent).toBeGreaterThanOrEqual(d.maxPercent);
            expect(next.lastPercent).toBeGreaterThanOrEqual(0);
            expect(next.lastPercent).toBeLessThanOrEqual(100);
            d = next;
          }
        },
      ),
    );
  });
});
