import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Hello, World!', 'hello-world'],
    ['  Multiple   spaces\there ', 'multiple-spaces-here'],
    ['Corporate Headshots 2024', 'corporate-headshots-2024'],
    ['snake_case stays', 'snake_case-stays'],
    ['a - b', 'a-b'],
    ['---', ''],
    ['', ''],
  ])('%j -> %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('folds accented and special Latin letters to ASCII', () => {
    expect(slugify('Café Müller Niño')).toBe('cafe-muller-nino');
    expect(slugify('Große Straße Øre Łódź')).toBe('grosse-strasse-ore-lodz');
  });

  it('drops letters with no ASCII form, so slugs stay URL-safe ASCII', () => {
    expect(slugify('東京 office')).toBe('office');
    expect(slugify('Ελλάδα')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(slugify(slugify(s))).toBe(slugify(s));
      }),
    );
  });

  it('outputs only [a-z0-9_-], for ASCII and any other input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (s) => {
        expect(slugify(s)).toMatch(/^[a-z0-9_-]*$/);
      }),
    );
  });

  it('has no leading, trailing or doubled hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-', '!', '_') }), (s) => {
        expect(slugify(s)).not.toMatch(/^-|-$|--/);
      }),
    );
  });
});
