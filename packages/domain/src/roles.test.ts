import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from './locale.ts';
import {
  ANONYMOUS_ALLOWED_APP_PATHS,
  CUSTOMER_ROLES,
  STAFF_ROLES,
  anonymousRedirect,
  isAnonymousUid,
  isLoggedIn,
  isNewlyReferred,
  isStaffRole,
  isTeamLead,
  isTeamMember,
  showReferralUpsell,
  showSupportChatButton,
  showUpsells,
  supportModalKind,
  type RoleSubject,
} from './roles.ts';

const role = fc.constantFrom(...CUSTOMER_ROLES, null, undefined);
const subject: fc.Arbitrary<RoleSubject> = fc.record({
  uid: fc.option(fc.string(), { nil: undefined }),
  role,
  referredBy: fc.option(fc.string()),
  hasPaidAccount: fc.option(fc.boolean()),
  isModelAccount: fc.boolean(),
});
const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).filter((s) => s !== 'es' && s !== 'de');
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

describe('role lists', () => {
  it('recognises exactly the staff roles', () => {
    for (const r of STAFF_ROLES) expect(isStaffRole(r)).toBe(true);
    for (const r of [...CUSTOMER_ROLES, 'Admin', '', null, undefined, 1]) {
      expect(isStaffRole(r)).toBe(false);
    }
  });
});

describe('customer role rules', () => {
  it('logged in means a non-empty uid, anonymous ones included', () => {
    expect(isLoggedIn({ uid: 'u1' })).toBe(true);
    expect(isLoggedIn({ uid: 'anon_1' })).toBe(true);
    expect(isLoggedIn({ uid: '' })).toBe(false);
    expect(isLoggedIn({ uid: null })).toBe(false);
    expect(isLoggedIn({ uid: undefined })).toBe(false);
  });

  it('anonymous uids start with anon_', () => {
    expect(isAnonymousUid('anon_abc')).toBe(true);
    expect(isAnonymousUid('user_anon_abc')).toBe(false);
    expect(isAnonymousUid(null)).toBe(false);
  });

  it('counts both team roles as team member and only TeamLead as lead', () => {
    expect(CUSTOMER_ROLES.map((r) => isTeamMember({ uid: 'u', role: r }))).toEqual([
      false,
      true,
      true,
    ]);
    expect(CUSTOMER_ROLES.map((r) => isTeamLead({ uid: 'u', role: r }))).toEqual([
      false,
      true,
      false,
    ]);
    expect(isTeamMember({ uid: 'u' })).toBe(false);
  });

  it('newly referred means referredBy set and no paid account', () => {
    expect(isNewlyReferred({ uid: 'u', referredBy: 'r1' })).toBe(true);
    expect(isNewlyReferred({ uid: 'u', referredBy: 'r1', hasPaidAccount: false })).toBe(true);
    expect(isNewlyReferred({ uid: 'u', referredBy: 'r1', hasPaidAccount: true })).toBe(false);
    expect(isNewlyReferred({ uid: 'u', referredBy: '' })).toBe(false);
    expect(isNewlyReferred({ uid: 'u', referredBy: null })).toBe(false);
  });

  it('shows upsells only to non team members, non model accounts, outside holiday mode', () => {
    fc.assert(
      fc.property(subject, fc.boolean(), (user, holidayMode) => {
        const expected = !isTeamMember(user) && !user.isModelAccount && !holidayMode;
        expect(showUpsells(user, { holidayMode })).toBe(expected);
      }),
    );
    expect(showUpsells({ uid: 'u', role: 'User' }, { holidayMode: false })).toBe(true);
    expect(showUpsells({ uid: 'u', role: 'TeamMember' }, { holidayMode: false })).toBe(false);
  });

  it('hides the referral upsell for large packages on top of the upsell rule', () => {
    fc.assert(
      fc.property(subject, fc.boolean(), fc.boolean(), (user, holidayMode, largePackage) => {
        expect(showReferralUpsell(user, { holidayMode, largePackage })).toBe(
          showUpsells(user, { holidayMode }) && !largePackage,
        );
      }),
    );
  });

  it('hides the support chat button from team members', () => {
    expect(showSupportChatButton({ uid: 'u', role: 'User' })).toBe(true);
    expect(showSupportChatButton({ uid: 'u' })).toBe(true);
    expect(showSupportChatButton({ uid: 'u', role: 'TeamMember' })).toBe(false);
    expect(showSupportChatButton({ uid: 'u', role: 'TeamLead' })).toBe(true);
  });

  it('shows the FAQ modal only to non team leads in old mode', () => {
    expect(supportModalKind({ uid: 'u', role: 'User' }, 'old')).toBe('faq');
    expect(supportModalKind({ uid: 'u', role: 'TeamMember' }, 'old')).toBe('faq');
    expect(supportModalKind({ uid: 'u', role: 'TeamLead' }, 'old')).toBe('feedback');
    for (const r of CUSTOMER_ROLES) {
      expect(supportModalKind({ uid: 'u', role: r }, 'new')).toBe('feedback');
    }
  });
});

describe('anonymousRedirect', () => {
  it('sends anonymous users away from account pages', () => {
    for (const p of ['/profile', '/studio/abc', '/invoice', '/invite/x', '/app', '/app/admin']) {
      expect(anonymousRedirect(p)).toBe('/team-member');
    }
    expect(anonymousRedirect('/es/profile')).toBe('/es/team-member');
    expect(anonymousRedirect('/de/app/settings')).toBe('/de/team-member');
  });

  it('lets them open the public site and the three allowed app pages', () => {
    for (const p of ['/', '/pricing', '/team-member', '/profiles', '/application', '/es']) {
      expect(anonymousRedirect(p)).toBeNull();
    }
    for (const p of ['/app/results/abc', '/app/upload/', '/es/app/vote', '/de/app/results']) {
      expect(anonymousRedirect(p)).toBeNull();
    }
  });

  it('never redirects outside the blocked prefixes', () => {
    const blocked = /^\/(profile|studio|invoice|invite|app)(\/|$)/;
    fc.assert(
      fc.property(path, fc.constantFrom(...LOCALES), (p, locale) => {
        fc.pre(!blocked.test(p));
        expect(anonymousRedirect(localizePath(p, locale))).toBeNull();
      }),
    );
  });

  it('never redirects from the allowed app pages or below them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ANONYMOUS_ALLOWED_APP_PATHS),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom(...LOCALES),
        (allowed, rest, locale) => {
          const p = [allowed, ...rest].join('/');
          expect(anonymousRedirect(localizePath(p, locale))).toBeNull();
        },
      ),
    );
  });

  it('always redirects below the blocked prefixes, in the same locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/profile', '/studio', '/invoice', '/invite', '/app'),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom(...LOCALES),
        (base, rest, locale) => {
          const p = [base, ...rest].join('/');
          fc.pre(!ANONYMOUS_ALLOWED_APP_PATHS.some((a) => p === a || p.startsWith(`${a}/`)));
          expect(anonymousRedirect(localizePath(p, locale))).toBe(
            localizePath('/team-member', locale),
          );
        },
      ),
    );
  });
});
