import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTimeZone, replyPromise, supportPresence } from './support-presence.ts';

// A controlled clock: every case is an explicit instant.
const at = (iso: string) => supportPresence(new Date(iso));

describe('supportPresence (UTC+8, Mon-Fri 13:00-17:00)', () => {
  it('is online from 13:00 to just before 17:00 on the support clock', () => {
    // Wednesday 2026-11-25 13:00 at UTC+8 is 05:00 UTC.
    expect(at('2026-11-25T04:59:59Z').online).toBe(false);
    expect(at('2026-11-25T05:00:00Z')).toEqual({
      online: true,
      nextOnlineAt: null,
      weekend: false,
    });
    expect(at('2026-11-25T08:59:59Z').online).toBe(true);
    expect(at('2026-11-25T09:00:00Z').online).toBe(false);
  });

  it('names the next opening: later today, tomorrow, or Monday after a weekend', () => {
    expect(at('2026-11-25T01:00:00Z').nextOnlineAt?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(at('2026-11-25T10:00:00Z').nextOnlineAt?.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    // Friday 17:00 UTC+8 -> Monday 13:00 UTC+8.
    const friday = at('2026-11-27T09:00:00Z');
    expect(friday).toMatchObject({ online: false, weekend: false });
    expect(friday.nextOnlineAt?.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Friday 20:00 UTC is already Saturday 04:00 on the support clock: a weekend.
    expect(at('2026-11-27T20:00:00Z')).toMatchObject({ online: false, weekend: true });
    // Sunday 23:00 UTC is Monday 07:00 on the support clock: opens at 05:00 UTC Monday.
    expect(at('2026-11-29T23:00:00Z')).toMatchObject({ weekend: false });
    expect(at('2026-11-29T23:00:00Z').nextOnlineAt?.toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('shows the opening in the visitor’s own zone, across daylight-saving changes', () => {
    // Europe ends summer time on Sunday 2026-10-25: the same 05:00 UTC opening reads 07:00
    // in Berlin on Friday the 23rd and 06:00 on Monday the 26th.
    const beforeSwitch = at('2026-10-23T01:00:00Z').nextOnlineAt!;
    expect(inTimeZone(beforeSwitch, 'Europe/Berlin')).toMatchObject({
      weekday: 'Friday',
      time: '07:00',
    });
    const afterSwitch = at('2026-10-24T01:00:00Z').nextOnlineAt!;
    expect(afterSwitch.toISOString()).toBe('2026-10-26T05:00:00.000Z');
    expect(inTimeZone(afterSwitch, 'Europe/Berlin')).toMatchObject({
      weekday: 'Monday',
      time: '06:00',
    });
    // New York springs forward on 2026-03-08: the Monday opening (05:00 UTC) reads 01:00 EDT,
    // the Friday one before the switch 00:00 EST.
    expect(inTimeZone(at('2026-03-07T01:00:00Z').nextOnlineAt!, 'America/New_York')).toMatchObject({
      weekday: 'Monday',
      time: '01:00',
    });
    expect(inTimeZone(at('2026-03-06T01:00:00Z').nextOnlineAt!, 'America/New_York')).toMatchObject({
      weekday: 'Friday',
      time: '00:00',
    });
    // Los Angeles sees the opening the day before: Sunday evening for a Monday opening.
    expect(
      inTimeZone(at('2026-11-28T12:00:00Z').nextOnlineAt!, 'America/Los_Angeles'),
    ).toMatchObject({ weekday: 'Sunday', time: '21:00' });
    // Fixed offsets with half hours: India.
    expect(inTimeZone(at('2026-11-28T12:00:00Z').nextOnlineAt!, 'Asia/Kolkata').time).toBe('10:30');
  });

  it('always points to a future weekday 13:00 on the support clock within three days', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const presence = supportPresence(now);
        if (presence.online) {
          expect(presence.nextOnlineAt).toBeNull();
          return;
        }
        const next = presence.nextOnlineAt!;
        expect(next.getTime()).toBeGreaterThan(ms);
        expect(next.getTime() - ms).toBeLessThanOrEqual(3 * 86_400_000);
        const shifted = new Date(next.getTime() + 8 * 3_600_000);
        expect(shifted.getUTCHours()).toBe(13);
        expect([1, 2, 3, 4, 5]).toContain(shifted.getUTCDay());
        expect(supportPresence(next).online).toBe(true);
      }),
    );
  });
});

describe('replyPromise (spec 001 section 9)', () => {
  it('promises by presence, weekend and holiday mode', () => {
    expect(replyPromise(at('2026-11-25T06:00:00Z'), false)).toBe('online');
    expect(replyPromise(at('2026-11-25T10:00:00Z'), false)).toBe('offline');
    expect(replyPromise(at('2026-11-28T10:00:00Z'), false)).toBe('weekend');
    expect(replyPromise(at('2026-11-25T06:00:00Z'), true)).toBe('holiday');
  });
});
