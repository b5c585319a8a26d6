// spec 001 sections 4 and 9: support hours Mon-Fri 13:00-17:00 on a fixed-offset clock
// (UTC+8, no daylight saving); otherwise the next online day and time is shown.

export const SUPPORT_CLOCK_OFFSET_HOURS = 8;
export const SUPPORT_OPEN_HOUR = 13;
export const SUPPORT_CLOSE_HOUR = 17;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The support clock's wall time of an instant: weekday (0 Sunday) and hour with fraction. */
function supportClock(now: Date) {
  const shifted = new Date(now.getTime() + SUPPORT_CLOCK_OFFSET_HOURS * HOUR);
  return {
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours() + shifted.getUTCMinutes() / 60 + shifted.getUTCSeconds() / 3600,
    midnight: Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()),
  };
}

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

export interface SupportPresence {
  online: boolean;
  /** When support is next online (null while online): an instant, shown in the visitor's zone. */
  nextOnlineAt: Date | null;
  /** It is Saturday or Sunday on the support clock. */
  weekend: boolean;
}

export function supportPresence(now: Date): SupportPresence {
  const { weekday, hours, midnight } = supportClock(now);
  const online = isWeekday(weekday) && hours >= SUPPORT_OPEN_HOUR && hours < SUPPORT_CLOSE_HOUR;
  const weekend = !isWeekday(weekday);
  if (online) return { online, nextOnlineAt: null, weekend };
  // Today's opening if it is a weekday before 13:00, else the next weekday's.
  let day = isWeekday(weekday) && hours < SUPPORT_OPEN_HOUR ? 0 : 1;
  while (!isWeekday((weekday + day) % 7)) day += 1;
  const opensShifted = midnight + day * DAY + SUPPORT_OPEN_HOUR * HOUR;
  return {
    online,
    nextOnlineAt: new Date(opensShifted - SUPPORT_CLOCK_OFFSET_HOURS * HOUR),
    weekend,
  };
}

// spec 001 section 9: replies promised 1-3 business hours online, 24 business hours
// offline, 'as soon as possible' in holiday mode, by Monday for weekend messages.
export type ReplyPromise = 'online' | 'offline' | 'holiday' | 'weekend';

export function replyPromise(presence: SupportPresence, holidayMode: boolean): ReplyPromise {
  if (holidayMode) return 'holiday';
  if (presence.online) return 'online';
  return presence.weekend ? 'weekend' : 'offline';
}

/** The visitor's wall time of an instant: weekday and time in their own time zone. */
export function inTimeZone(
  instant: Date,
  timeZone: string,
  locale = 'en',
): { weekday: string; time: string; date: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(instant);
  return {
    weekday: part({ weekday: 'long' }),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: part({ dateStyle: 'medium' }),
  };
}
