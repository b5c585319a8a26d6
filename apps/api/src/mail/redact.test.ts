import { describe, expect, it } from 'vitest';
import { linksWithSecrets, redactSecrets } from './redact.ts';

describe('redactSecrets', () => {
  it('replaces a token in a link, keeping the rest of the link', () => {
    const text =
      'Sign in: https://x.test/api/auth/magic-link/verify?token=AbC123xyz&callbackURL=%2Fapp';
    expect(redactSecrets(text, ['AbC123xyz'])).toBe(
      'Sign in: https://x.test/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fapp',
    );
  });

  it('replaces every occurrence, and the URL-encoded and HTML-escaped forms', () => {
    const secret = 'a+b/c=&"d';
    // The HTML form is the one the mail templates write (escapeHtml).
    const text = `${secret} ${encodeURIComponent(secret)} a+b/c=&amp;&quot;d ${secret}`;
    expect(redactSecrets(text, [secret])).toBe('[redacted] [redacted] [redacted] [redacted]');
  });

  it('leaves a text without secrets alone', () => {
    expect(redactSecrets('Your receipt: https://x.test/invoice', [])).toBe(
      'Your receipt: https://x.test/invoice',
    );
  });

  it('refuses an empty secret instead of mangling the text', () => {
    expect(() => redactSecrets('text', [''])).toThrow('empty');
  });
});

describe('linksWithSecrets', () => {
  it('finds the links that carry a secret', () => {
    const text = 'Open https://x.test/reset-password/T0KEN?callbackURL=%2F or https://x.test/help.';
    expect(linksWithSecrets(text, ['T0KEN'])).toEqual([
      'https://x.test/reset-password/T0KEN?callbackURL=%2F',
    ]);
  });
});
