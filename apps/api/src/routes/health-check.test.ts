import { describe, expect, it } from 'vitest';
import { databaseCheck, HEALTH_CHECK_MAX_AGE_MS, HEALTH_CHECK_RENEW_AFTER_MS } from './health.ts';

// Decisions 051 and 059 on an injected clock: what a health check answers from, and when it
// asks the database, without reading the wall clock.

function held() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

function setup() {
  let time = 10_000;
  const trips: ReturnType<typeof held>[] = [];
  const check = databaseCheck(
    () => {
      const trip = held();
      trips.push(trip);
      return trip.promise;
    },
    () => time,
  );
  return { check, trips, advance: (ms: number) => (time += ms) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('databaseCheck', () => {
  it('shares one round trip among the checks that come while it is out', async () => {
    const { check, trips, advance } = setup();
    const answers = Array.from({ length: 10 }, () => check.check());
    expect(trips).toHaveLength(1);
    advance(7);
    trips[0]!.release();
    const checks = await Promise.all(answers);
    expect(new Set(checks).size).toBe(1);
    expect(checks[0]!.latencyMs).toBe(7);
  });

  it('answers from the last check while it is younger than the renewal age, asking nothing', async () => {
    const { check, trips, advance } = setup();
    const first = check.check();
    trips[0]!.release();
    const answer = await first;
    advance(HEALTH_CHECK_RENEW_AFTER_MS - 1);
    expect(await check.check()).toBe(answer);
    expect(check.ageOf(answer)).toBe(HEALTH_CHECK_RENEW_AFTER_MS - 1);
    expect(trips).toHaveLength(1);
  });

  it('renews a check past the renewal age in the background and answers from the old one meanwhile', async () => {
    const { check, trips, advance } = setup();
    const first = check.check();
    trips[0]!.release();
    const old = await first;
    advance(HEALTH_CHECK_RENEW_AFTER_MS + 100);
    for (let i = 0; i < 3; i++) expect(await check.check()).toBe(old);
    // One renewal for the three checks, still out: they did not wait for it.
    expect(trips).toHaveLength(2);
    trips[1]!.release();
    await settle();
    const renewed = await check.check();
    expect(renewed).not.toBe(old);
    expect(check.ageOf(renewed)).toBe(0);
    expect(trips).toHaveLength(2);
  });

  it('waits for a new round trip once the last check is a second old', async () => {
    const { check, trips, advance } = setup();
    const first = check.check();
    trips[0]!.release();
    await first;
    advance(HEALTH_CHECK_MAX_AGE_MS);
    expect(check.fresh()).toBeNull();
    let answered = false;
    const next = check.check().then((answer) => ((answered = true), answer));
    await settle();
    expect(answered).toBe(false);
    trips[trips.length - 1]!.release();
    expect(check.ageOf(await next)).toBe(0);
  });

  it('keeps no failed check: the next one asks the database again', async () => {
    const { check, trips } = setup();
    const first = check.check();
    trips[0]!.fail(new Error('gone'));
    await expect(first).rejects.toThrow('gone');
    expect(check.fresh()).toBeNull();
    const second = check.check();
    expect(trips).toHaveLength(2);
    trips[1]!.release();
    await second;
  });
});
