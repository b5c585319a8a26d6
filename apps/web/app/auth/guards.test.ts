import { describe, expect, it } from 'vitest';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import {
  adminAccess,
  customerRedirect,
  designSystemRedirect,
  loginPath,
  teamRedirect,
} from './guards.ts';

const url = (path: string) => new URL(path, 'http://localhost');

function viewer(user: Partial<UserDetails> | null, isAnonymous = false): PageContext['viewer'] {
  return {
    uid: 'u1',
    email: 'uma@example.com',
    name: 'Uma',
    isAnonymous,
    user: user && {
      uid: 'u1',
      email: 'uma@example.com',
      displayName: 'Uma',
      avatar: null,
      role: 'User',
      adminRole: null,
      isAdmin: false,
      isAnonymous,
      countryCode: null,
      referredBy: null,
      referralCode: null,
      hasPaidAccount: false,
      isTestUser: false,
      organizationId: null,
      studio: { credits: 0 },
      ...user,
    },
  };
}

describe('loginPath', () => {
  it('carries the encoded path and query, in the page language', () => {
    expect(loginPath(url('/app'))).toBe('/auth/login?redirect=%2Fapp');
    expect(loginPath(url('/es/app/add?x=1'))).toBe(
      '/es/auth/login?redirect=%2Fes%2Fapp%2Fadd%3Fx%3D1',
    );
  });
});

describe('customer layout', () => {
  it('sends signed-out visitors and accounts not created yet to login', () => {
    expect(customerRedirect(null, url('/de/profile'))).toBe(
      '/de/auth/login?redirect=%2Fde%2Fprofile',
    );
    expect(customerRedirect(viewer(null), url('/app'))).toBe('/auth/login?redirect=%2Fapp');
  });

  it('keeps anonymous visitors to the open /app pages', () => {
    const anon = viewer(null, true);
    expect(customerRedirect(anon, url('/profile'))).toBe('/team-member');
    expect(customerRedirect(anon, url('/es/app'))).toBe('/es/team-member');
    expect(customerRedirect(anon, url('/app/upload'))).toBeNull();
    expect(customerRedirect(anon, url('/app/results'))).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    expect(customerRedirect(viewer({}), url('/app'))).toBeNull();
  });
});

describe('team-lead layout', () => {
  it('sends a user without an organization to team creation, which renders for them', () => {
    expect(teamRedirect(viewer({}), url('/app/admin'))).toBe('/app/admin/team/new');
    expect(teamRedirect(viewer({}), url('/de/app/admin/members'))).toBe('/de/app/admin/team/new');
    expect(teamRedirect(viewer({}), url('/app/admin/team/new'))).toBeNull();
  });

  it('refuses other roles with the notice for /app', () => {
    const member = viewer({ role: 'TeamMember', organizationId: 'org' });
    expect(teamRedirect(member, url('/app/admin'))).toBe('/app?notice=not-authorized');
    expect(teamRedirect(member, url('/es/app/admin/team/new'))).toBe(
      '/es/app?notice=not-authorized',
    );
  });

  it('lets a team lead in and sends signed-out visitors to login', () => {
    expect(
      teamRedirect(viewer({ role: 'TeamLead', organizationId: 'org' }), url('/app/admin')),
    ).toBeNull();
    expect(teamRedirect(null, url('/app/admin'))).toBe('/auth/login?redirect=%2Fapp%2Fadmin');
    expect(teamRedirect(viewer(null, true), url('/app/admin'))).toBe('/team-member');
  });
});

describe('admin layout and design system', () => {
  it('lets staff in, sends others home and signed-out visitors to login', () => {
    expect(adminAccess(null, url('/admin/email'), false)).toEqual({
      redirect: '/auth/login?redirect=%2Fadmin%2Femail',
    });
    expect(adminAccess(viewer({}), url('/admin'), false)).toEqual({ redirect: '/' });
    expect(adminAccess(viewer(null), url('/admin'), false)).toEqual({ redirect: '/' });
    expect(adminAccess(viewer({ adminRole: 'adwords' }), url('/admin'), false)).toEqual({
      role: 'adwords',
    });
  });

  it('sends everyone home in white-label mode', () => {
    expect(adminAccess(viewer({ adminRole: 'admin' }), url('/admin'), true)).toEqual({
      redirect: '/',
    });
  });

  it('opens the design system to admin and dev only', () => {
    expect(designSystemRedirect(null, url('/design-system'))).toBe(
      '/auth/login?redirect=%2Fdesign-system',
    );
    expect(designSystemRedirect(viewer({ adminRole: 'dev' }), url('/design-system'))).toBeNull();
    expect(designSystemRedirect(viewer({ adminRole: 'admin' }), url('/design-system'))).toBeNull();
    expect(designSystemRedirect(viewer({ adminRole: 'marketer' }), url('/design-system'))).toBe(
      '/',
    );
    expect(designSystemRedirect(viewer({}), url('/design-system'))).toBe('/');
  });
});
