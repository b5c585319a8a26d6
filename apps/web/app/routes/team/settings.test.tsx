import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import { TeamSelectionProvider } from '../../components/team-area/organization-data.tsx';
import TeamSettings from './settings.tsx';
import TeamStyle from './style.tsx';

// The lead's Settings and Backdrops pages (issue 17 item 7) over a fake network.
const network = vi.hoisted(() => {
  const state: { handler: ((url: string, init?: RequestInit) => Promise<Response>) | null } = {
    handler: null,
  };
  globalThis.fetch = ((url: string, init?: RequestInit) =>
    state.handler
      ? state.handler(url, init)
      : Promise.reject(new TypeError('no network'))) as typeof fetch;
  return state;
});

const en = catalogues.en.orgSettings;

const ORGANIZATION = {
  id: 'o1',
  name: 'Acme',
  teamSize: '10-24',
  teams: [],
  features: { bulkUpload: false },
  branding: { backgroundColor: null, backgroundImage: null },
  inviteCount: 0,
  credits: 0,
  totalCreditsPurchased: 0,
  bulkDiscountVersion: 'v2',
};
const SETTINGS = {
  branding: { backgroundColor: null, backgroundImage: null },
  allowedOptions: { styles: null, clothing: null, combos: [] },
  customOutputSizes: [],
};
const STYLES = ['Office', 'Studio', 'Outdoor'].map((name, i) => ({
  _id: `s${i + 1}`,
  name,
  description: name,
  previewUrl: `/styles/${i + 1}.svg`,
}));
const CLOTHING = [
  { _id: 'suit', name: 'Navy suit', gender: null },
  { _id: 'blouse', name: 'Silk blouse', gender: null },
];

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

function serve(routes: Record<string, (body: unknown, method: string) => Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  network.handler = async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const reply = (answer: Answer) =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/auth/token') return reply({ status: 200, body: { token: 't' } });
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    return reply(handler ? handler(body, method) : { status: 404, body: { success: false } });
  };
  return calls;
}

const catalogueRoutes = {
  'GET /organization': () => ok({ organization: ORGANIZATION }),
  'GET /styles': () => ok({ styles: STYLES }),
  'GET /clothing': () => ok(CLOTHING),
};

function renderPage(Page: () => React.ReactNode) {
  const context: PageContext = {
    viewer: {
      uid: 'lead',
      email: 'lead@example.com',
      name: 'Lee',
      isAnonymous: false,
      user: {
        uid: 'lead',
        email: 'lead@example.com',
        displayName: 'Lee',
        avatar: null,
        role: 'TeamLead',
        adminRole: null,
        isAdmin: false,
        isAnonymous: false,
        countryCode: null,
        referredBy: null,
        referralCode: null,
        hasPaidAccount: false,
        isTestUser: false,
        organizationId: 'o1',
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
      children: [{ path: '/app/admin/page', Component: Page }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider>
          <TeamSelectionProvider>
            <Stub initialEntries={['/app/admin/page']} />
          </TeamSelectionProvider>
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  network.handler = null;
});

describe('organization settings page', () => {
  it('refuses "only these" with nothing chosen on the field, then saves what was chosen', async () => {
    let saved: unknown = null;
    const calls = serve({
      ...catalogueRoutes,
      'GET /organization/settings': () => ok(SETTINGS),
      'PUT /organization/settings': (body) => {
        saved = body;
        return ok({
          ...SETTINGS,
          ...(body as object),
          branding: { ...(body as typeof SETTINGS).branding, backgroundImage: null },
        });
      },
    });
    renderPage(TeamSettings);
    const backdrops = await screen.findByRole('group', {
      name: en.settings.allowed.styles,
    });
    fireEvent.click(within(backdrops).getByLabelText(en.settings.allowed.only));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    await screen.findByText(en.settings.allowed.noneChosen);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(within(backdrops).getByLabelText('Studio'));
    fireEvent.click(screen.getByLabelText(en.settings.branding.useColour));
    fireEvent.click(screen.getByLabelText(en.settings.size.custom));
    fireEvent.click(screen.getByRole('button', { name: en.settings.size.add }));
    fireEvent.click(screen.getByRole('button', { name: en.settings.size.add }));
    fireEvent.click(
      screen.getByRole('button', { name: en.settings.size.remove.replace('{{number}}', '3') }),
    );
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({
      branding: { backgroundColor: '#1f2937' },
      allowedOptions: { styles: ['s2'], clothing: null, combos: [] },
      customOutputSizes: [
        { width: 1024, height: 1280 },
        { width: 512, height: 640 },
      ],
    });
  });

  it('says when the server refuses, in the page language', async () => {
    serve({
      ...catalogueRoutes,
      'GET /organization/settings': () => ok(SETTINGS),
      'PUT /organization/settings': () => ({
        status: 422,
        body: {
          success: false,
          errorMessage: 'Not in the catalogue: s9.',
          code: 'UNPROCESSABLE',
          reason: 'organization.optionUnknown',
          params: { ids: 's9' },
        },
      }),
    });
    renderPage(TeamSettings);
    fireEvent.click(await screen.findByRole('button', { name: en.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not in the catalogue: s9.');
  });
});

describe('backdrops page', () => {
  it('offers only the allowed backdrops and saves the preselection of All members', async () => {
    let saved: unknown = null;
    serve({
      ...catalogueRoutes,
      'GET /organization/team/preselected-options': () =>
        ok({
          teamId: null,
          styles: ['s1'],
          clothing: [],
          allowedOptions: { styles: ['s1', 's3'], clothing: null, combos: [] },
        }),
      'PUT /organization/team/preselected-options': (body) => {
        saved = body;
        return ok({
          teamId: null,
          styles: ['s1', 's3'],
          clothing: [],
          allowedOptions: { styles: ['s1', 's3'], clothing: null, combos: [] },
        });
      },
    });
    renderPage(TeamStyle);
    const list = await screen.findByTestId('preselect-styles');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['s1', 's3']);
    expect((within(list).getByLabelText('Office') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(list).getByLabelText('Outdoor'));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(saved).toEqual({ teamId: null, styles: ['s1', 's3'] }));
  });
});
