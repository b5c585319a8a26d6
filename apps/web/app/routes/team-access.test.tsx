import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../i18n/i18n.ts';
import TeamAccess from './team-access.tsx';

type Details = { anonymousAccess: boolean; teamName: string | null } | { reason: string };

/** GET /api/invite and POST /api/invite/accept as the server answers them. */
function answer(details: Details) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input);
    calls.push(`${init?.method ?? 'GET'} ${path.replace(/^https?:\/\/[^/]+/, '')}`);
    if (path.includes('/api/invite/accept')) {
      return Response.json({ success: true, data: { organizationId: 'o1', teamId: 't1' } });
    }
    if (path.includes('/api/invite')) {
      if ('reason' in details) {
        return Response.json(
          {
            success: false,
            errorMessage: 'This invite has expired. Ask your team lead for a new one.',
            code: 'BAD_REQUEST',
            reason: details.reason,
          },
          { status: 400 },
        );
      }
      return Response.json({
        success: true,
        data: {
          kind: 'link',
          organizationName: 'Acme',
          email: null,
          allowedDomain: null,
          expiresAt: null,
          ...details,
        },
      });
    }
    return Response.json({ token: 't' });
  });
  return calls;
}

const member: UserDetails = {
  uid: 'anon_1',
  email: 'temp@anon.test',
  displayName: null,
  avatar: null,
  role: 'User',
  adminRole: null,
  isAdmin: false,
  isAnonymous: true,
  countryCode: null,
  referredBy: null,
  referralCode: null,
  hasPaidAccount: false,
  isTestUser: false,
  organizationId: null,
  studio: { credits: 0 },
};

function renderAt(url: string, signedIn = false, locale: 'en' | 'es' = 'en') {
  const context: PageContext = {
    viewer: signedIn
      ? { uid: 'anon_1', email: 'temp@anon.test', name: '', isAnonymous: true, user: member }
      : null,
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/team-access/:code?', Component: TeamAccess },
        { path: '/es/team-access/:code?', Component: TeamAccess },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('/team-access (decision 035)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a pasted link or a code, refuses anything else, and shows what the link is for', async () => {
    answer({ anonymousAccess: true, teamName: 'Field' });
    renderAt('/team-access');
    const field = await screen.findByLabelText('Access code or link');
    fireEvent.change(field, { target: { value: 'not a code!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/This is not an access code/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://example.test/team-access/abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('team-access-target')).textContent).toBe(
      'You are joining Acme, team Field.',
    );
    expect(screen.getByText(/No e-mail needed/)).toBeTruthy();
  });

  it('joins once on coming back signed in, then opens the upload', async () => {
    const calls = answer({ anonymousAccess: true, teamName: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/team-access/abc123?join=1', true);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/upload'));
    expect(calls.filter((c) => c.startsWith('POST /api/invite/accept'))).toHaveLength(1);
  });

  it('says why a link cannot be used, in the page language', async () => {
    answer({ reason: 'invite.expired' });
    renderAt('/es/team-access/old', false, 'es');
    expect((await screen.findByRole('alert')).textContent).toContain('Esta invitación ha caducado');
  });

  it('sends an ordinary invite link to the invite page, which needs an account', async () => {
    answer({ anonymousAccess: false, teamName: null });
    renderAt('/team-access/open1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invite needs an account with your e-mail address',
    );
    expect(screen.getByRole('button', { name: 'Open the invite' })).toBeTruthy();
  });
});
