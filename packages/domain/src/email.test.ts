import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, normalizeEmail } from './email.ts';

const localPart = (email: string): string => email.slice(0, Math.max(0, email.lastIndexOf('@')));

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'brien@example.ie", 'A.B@EX.COM'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'a',
    'a@',
    '@b.co',
    'a@b',
    'a b@c.com',
    'a@@b.com',
    'a@b..com',
    'a@-b.com',
    'a@b.co,',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores surrounding whitespace, as normalisation trims it anyway', () => {
    expect(isValidEmail('  a@b.co\n')).toBe(true);
  });

  it('accepts generated addresses', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => isValidEmail(email)));
  });
});

describe('normalizeEmail', () => {
  it('lowercases, trims and drops the +tag', () => {
    expect(normalizeEmail(' A.B+x@Ex.com ')).toBe('a.b@ex.com');
  });

  it('keeps dots and leaves an untagged address alone', () => {
    expect(normalizeEmail('first.last@example.com')).toBe('first.last@example.com');
  });

  it('drops everything from the first + up to the @', () => {
    expect(normalizeEmail('a+b+c@x.io')).toBe('a@x.io');
  });

  it('keeps a + in the domain, since only the local part has tags', () => {
    expect(normalizeEmail('a+b@x+y.io')).toBe('a@x+y.io');
  });

  it('splits at the last @ (a quoted local part may hold one)', () => {
    expect(normalizeEmail('"a@b"+tag@x.io')).toBe('"a@b"@x.io');
  });

  it('only trims and lowercases a string without @', () => {
    expect(normalizeEmail(' Not+An Email ')).toBe('not+an email');
  });

  it('empties a local part that is only a tag, which then fails validation', () => {
    expect(normalizeEmail('+x@b.co')).toBe('@b.co');
    expect(isValidEmail(normalizeEmail('+x@b.co'))).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(normalizeEmail(normalizeEmail(s))).toBe(normalizeEmail(s));
      }),
    );
  });

  const messyEmail = fc
    .tuple(
      fc.emailAddress().filter((email) => !email.startsWith('+')),
      fc.string({ unit: fc.constantFrom('a', 'Z', '+', '.', '-') }),
      fc.constantFrom('', ' ', '\t', '  \n'),
    )
    .map(([email, tag, pad]) => {
      const at = email.lastIndexOf('@');
      const mixed = `${email.slice(0, at)}+${tag}${email.slice(at)}`.toUpperCase();
      return `${pad}${mixed}${pad}`;
    });

  it('leaves no + in the local part', () => {
    fc.assert(
      fc.property(fc.oneof(messyEmail, fc.string({ unit: 'binary' })), (s) => {
        expect(localPart(normalizeEmail(s))).not.toContain('+');
      }),
    );
  });

  it('returns lowercase, trimmed output', () => {
    fc.assert(
      fc.property(fc.oneof(messyEmail, fc.string({ unit: 'binary' })), (s) => {
        const out = normalizeEmail(s);
        expect(out).toBe(out.trim());
        expect(out).toBe(out.toLowerCase());
      }),
    );
  });

  it('keeps a valid address valid when its local part does not start with +', () => {
    fc.assert(
      fc.property(messyEmail, (s) => {
        expect(isValidEmail(normalizeEmail(s))).toBe(true);
      }),
    );
  });
});
