import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyArrival, cookieJar } from './arrival.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

function clearCookies() {
  for (const name of Object.keys(cookieJar())) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function arrive(search: string, referrer = '', now = NOW) {
  const url = new URL(`http://localhost/${search}`);
  applyArrival(url as unknown as Location, referrer, now);
}

describe('arrival tracking in the browser', () => {
  beforeEach(() => {
    clearCookies();
    window.localStorage.clear();
  });
  afterEach(clearCookies);

  it('stores the referral, the version and the traffic source', () => {
    arrive('?ref=abc');
    const jar = cookieJar();
    expect(jar['hp_referred_by']).toBe('abc');
    expect(['a', 'b']).toContain(jar['hpai_version']);
    expect(JSON.parse(window.localStorage.getItem('hsp_traffic_source')!)).toEqual([
      { source: 'referral', timestamp: NOW },
    ]);
  });

  it('removes the referral cookies for paid traffic with referral parameters', () => {
    arrive('?via=jane');
    expect(cookieJar()['hsp:referral']).toBe('jane');
    expect(JSON.parse(window.localStorage.getItem('hsp:referral')!)).toEqual({
      value: 'jane',
      timestamp: NOW,
    });
    arrive('?gclid=G1&ref=abc', '', NOW + 120_000);
    const jar = cookieJar();
    expect(jar['hsp:referral']).toBeUndefined();
    expect(jar['hp_referred_by']).toBeUndefined();
    expect(jar['hsp_gclid']).toBe('G1');
    expect(window.localStorage.getItem('hsp:referral')).toBeNull();
  });

  it('drops the local referral after 7 days and logs the source again only after 60 s', () => {
    arrive('?via=jane');
    arrive('', 'https://www.google.com/', NOW + 30_000);
    expect(JSON.parse(window.localStorage.getItem('hsp_traffic_source')!)).toHaveLength(1);
    arrive('', 'https://www.google.com/', NOW + 8 * 86_400_000);
    expect(window.localStorage.getItem('hsp:referral')).toBeNull();
    const log = JSON.parse(window.localStorage.getItem('hsp_traffic_source')!) as {
      source: string;
    }[];
    expect(log.map((e) => e.source)).toEqual(['affiliate', 'www.google.com']);
  });
});
