import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../i18n/i18n.ts';
import { useTeamStyleCatalogue } from './use-team-style-catalogue.ts';

// issue 17 item 7: the upload wizard's backdrops for a team member are the ones their lead
// allows, starting from their team's preselection; anyone else gets the catalogue.
const network = vi.hoisted(() => {
  const state: { handler: ((url: string) => Promise<Response>) | null } = { handler: null };
  globalThis.fetch = ((url: string) =>
    state.handler
      ? state.handler(url)
      : Promise.reject(new TypeError('no network'))) as typeof fetch;
  return state;
});

const STYLES = ['Office', 'Studio', 'Outdoor'].map((name, i) => ({
  _id: `s${i + 1}`,
  name,
  description: name,
  previewUrl: `/styles/${i + 1}.svg`,
}));

function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  network.handler = async (url: string) => {
    const path = url.replace(/^\/api/, '');
    asked.push(path);
    const body = path === '/auth/token' ? { token: 't' } : answers[path];
    return new Response(JSON.stringify(body ?? { success: false, errorMessage: 'Nope' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return asked;
}

function Probe() {
  const { catalogue, load, choice } = useTeamStyleCatalogue();
  useEffect(() => {
    void load();
  }, [load]);
  if (catalogue.status !== 'ready') return <p>{catalogue.status}</p>;
  return (
    <>
      <p data-testid="styles">{catalogue.styles.map((s) => s._id).join(',')}</p>
      <p data-testid="preselected">{catalogue.preselected.join(',')}</p>
      <p data-testid="clothing">{choice?.clothing.join(',') ?? 'none'}</p>
    </>
  );
}

function renderFor(role: UserDetails['role']) {
  const context: PageContext = {
    viewer: {
      uid: 'u1',
      email: 'u@example.com',
      name: 'U',
      isAnonymous: false,
      user: {
        uid: 'u1',
        email: 'u@example.com',
        displayName: 'U',
        avatar: null,
        role,
        adminRole: null,
        isAdmin: false,
        isAnonymous: false,
        countryCode: null,
        referredBy: null,
        referralCode: null,
        hasPaidAccount: false,
        isTestUser: false,
        organizationId: role === 'User' ? null : 'o1',
        studio: { credits: 0 },
      },
    },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/', Component: Probe }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  network.handler = null;
});

const catalogue = {
  '/styles/': { success: true, data: { styles: STYLES } },
  '/model/preselected-styles': { success: true, data: { styles: ['s1'] } },
};

describe('the wizard backdrops of a team member', () => {
  it("offers only the allowed backdrops and starts from the team's preselection", async () => {
    serve({
      ...catalogue,
      '/organization/team/preselected-options': {
        success: true,
        data: {
          teamId: 't1',
          styles: ['s3'],
          clothing: ['suit'],
          allowedOptions: { styles: ['s2', 's3'], clothing: null, combos: [] },
        },
      },
      '/clothing': { success: true, data: [{ _id: 'suit', name: 'Navy suit', gender: null }] },
    });
    renderFor('TeamMember');
    await waitFor(() => expect(screen.getByTestId('styles').textContent).toBe('s2,s3'));
    expect(screen.getByTestId('preselected').textContent).toBe('s3');
    expect(screen.getByTestId('clothing').textContent).toBe('Navy suit');
  });

  it('keeps the whole catalogue for someone in no organization, without asking', async () => {
    const asked = serve(catalogue);
    renderFor('User');
    await waitFor(() => expect(screen.getByTestId('styles').textContent).toBe('s1,s2,s3'));
    expect(screen.getByTestId('preselected').textContent).toBe('s1');
    expect(asked).not.toContain('/organization/team/preselected-options');
  });
});
