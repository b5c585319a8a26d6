import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_PREFIXES, whiteLabelDecision } from './white-label.ts';

describe('white-label routing (spec 001 section 2)', () => {
  it.each([
    ['/', { kind: 'redirect', to: '/not-found' }],
    ['/es', { kind: 'redirect', to: '/not-found' }],
    ['/tools/free-pfp-generator', { kind: 'redirect', to: '/tools/free-headshot-generator' }],
    ['/admin', { kind: 'forbidden' }],
    ['/admin/user', { kind: 'forbidden' }],
    ['/app/admin', { kind: 'forbidden' }],
    ['/app/admin/members', { kind: 'forbidden' }],
    ['/api/admin/parameters', { kind: 'allow' }],
    ['/app', { kind: 'allow' }],
    ['/app/results', { kind: 'allow' }],
    ['/legal/privacy-policy', { kind: 'allow' }],
    ['/de/legal/privacy-policy', { kind: 'allow' }],
    ['/team-member', { kind: 'allow' }],
    ['/auth/social', { kind: 'allow' }],
    ['/assets/root-abc.js', { kind: 'allow' }],
    ['/.well-known/security.txt', { kind: 'allow' }],
    ['/api/health', { kind: 'allow' }],
    ['/favicon.svg', { kind: 'allow' }],
    ['/apix', { kind: 'not-found' }],
    ['/pricing', { kind: 'not-found' }],
    ['/auth/login', { kind: 'not-found' }],
    ['/application', { kind: 'not-found' }],
    ['/adminx', { kind: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(whiteLabelDecision(path)).toEqual(expected);
  });

  it('keeps every listed prefix and its sub-paths reachable', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...WHITE_LABEL_PREFIXES),
        fc.array(segment, { maxLength: 3 }),
        (prefix, rest) => {
          const path = [prefix, ...rest].join('/');
          if (path.startsWith('/app/admin')) return;
          expect(whiteLabelDecision(path)).toEqual({ kind: 'allow' });
        },
      ),
    );
  });
});
