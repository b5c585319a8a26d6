import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADSHOT_TYPES,
  headshotTypeFromSlug,
  headshotTypePath,
  isHeadshotType,
} from './headshot-types.ts';

describe('headshot types', () => {
  it('has ten distinct URL-safe keywords including the common ones', () => {
    expect(new Set(HEADSHOT_TYPES).size).toBe(HEADSHOT_TYPES.length);
    expect(HEADSHOT_TYPES).toEqual(expect.arrayContaining(['linkedin', 'corporate', 'actor']));
    for (const keyword of HEADSHOT_TYPES) expect(keyword).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('links each type at /headshot-types/{keyword}-headshots', () => {
    expect(headshotTypePath('linkedin')).toBe('/headshot-types/linkedin-headshots');
    expect(headshotTypePath('real-estate')).toBe('/headshot-types/real-estate-headshots');
  });

  it('reads the type back from its page slug', () => {
    for (const keyword of HEADSHOT_TYPES) {
      const slug = headshotTypePath(keyword).split('/').at(-1) ?? '';
      expect(headshotTypeFromSlug(slug)).toBe(keyword);
    }
  });

  it('rejects unknown keywords and slugs without the suffix', () => {
    expect(headshotTypeFromSlug('nope-headshots')).toBeNull();
    expect(headshotTypeFromSlug('linkedin')).toBeNull();
    expect(headshotTypeFromSlug('linkedin-headshots-x')).toBeNull();
    expect(headshotTypeFromSlug('-headshots')).toBeNull();
    expect(isHeadshotType('nope')).toBe(false);
  });

  it('never accepts a slug that is not exactly a known type plus the suffix', () => {
    fc.assert(
      fc.property(fc.string(), (slug) => {
        const type = headshotTypeFromSlug(slug);
        if (type !== null) expect(slug).toBe(`${type}-headshots`);
      }),
    );
  });
});
