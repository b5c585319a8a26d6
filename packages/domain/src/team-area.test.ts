import { describe, expect, it } from 'vitest';
import { mayRemind, selectedImageFileName } from './team-area.ts';

describe('invite reminders (spec 001 section 4)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('allows the first reminder and one an hour after the last', () => {
    expect(mayRemind(null, now)).toBe(true);
    expect(mayRemind(new Date('2026-11-26T09:00:00Z'), now)).toBe(true);
  });
  it('refuses a reminder within the hour', () => {
    expect(mayRemind(new Date('2026-11-26T09:30:01Z'), now)).toBe(false);
  });
});

describe('selected image file names', () => {
  it('names a file by the address, without path separators, and never twice', () => {
    const taken = new Set<string>();
    expect(selectedImageFileName('Ann@Example.com', taken)).toBe('ann@example.com.png');
    expect(selectedImageFileName('ann@example.com', taken)).toBe('ann@example.com-2.png');
    expect(selectedImageFileName('../x/y@z', taken)).toBe('__x_y@z.png');
  });
});
