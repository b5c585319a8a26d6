import { describe, expect, it } from 'vitest';
import { AGES, ETHNICITIES, EYE_COLOURS, SEXES, triggerFor } from './personal-info.ts';

describe('personal-info options (spec 001 section 3)', () => {
  it('lists the spec labels verbatim', () => {
    expect(AGES[0]).toBe('12-18 years');
    expect(AGES.at(-1)).toBe('76+ years');
    expect(ETHNICITIES).toHaveLength(13);
    expect(ETHNICITIES).toContain('Black or African American');
    expect(EYE_COLOURS).toEqual(['Hazel', 'Gray', 'Light brown', 'Blue', 'Green', 'Dark brown']);
    expect(SEXES).toEqual(['Male', 'Female']);
  });

  it('derives the trigger from the sex', () => {
    expect(triggerFor('Male')).toBe('male');
    expect(triggerFor('Female')).toBe('female');
  });
});
