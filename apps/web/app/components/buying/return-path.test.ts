import { describe, expect, it } from 'vitest';
import { checkoutAgainPath, returnPathFrom } from './return-path.ts';

describe('return path', () => {
  it('takes a path of this site, with its query', () => {
    expect(returnPathFrom('/app/upload?modelId=m-1&step=styles')).toBe(
      '/app/upload?modelId=m-1&step=styles',
    );
    expect(returnPathFrom('/es/app/upload')).toBe('/es/app/upload');
  });

  it('refuses other sites and anything that is not a plain path', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/app',
      '//evil.example/app',
      '/\\evil.example',
      'javascript:alert(1)',
      'app/upload',
      '/app/upload#x',
      '/app/<script>',
      `/${'a'.repeat(300)}`,
    ]) {
      expect(returnPathFrom(raw), String(raw)).toBeNull();
    }
  });
});

describe('checkout again', () => {
  it('names the package and keeps a valid way back', () => {
    expect(checkoutAgainPath({ packageId: 'starter', returnTo: null })).toBe(
      '/checkout?package=starter',
    );
    const url = new URL(
      checkoutAgainPath({ packageId: 'starter', returnTo: '/app/upload?modelId=m1&step=styles' }),
      'http://x',
    );
    expect(url.searchParams.get('return')).toBe('/app/upload?modelId=m1&step=styles');
    expect(checkoutAgainPath({ packageId: 'starter', returnTo: '//evil.example' })).toBe(
      '/checkout?package=starter',
    );
  });
});
