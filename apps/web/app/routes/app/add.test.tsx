import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import AddPage from './add.tsx';

// The browser API client binds fetch when its module loads: the fake goes in first.
const network = vi.hoisted(() => {
  const state: { nextPackage: unknown } = { nextPackage: null };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const pkg = (id: string, name: string, styles: number, side: number) => ({
    id,
    name,
    priceUsdCents: 2900,
    prices: {},
    headshots: styles * 10 + 10,
    stylesAllowed: styles,
    turnaroundHours: 2,
    resolution: `${side} x ${(side * 5) / 4}`,
    outputWidth: side,
    outputHeight: (side * 5) / 4,
  });
  globalThis.fetch = ((url: string) => {
    if (url.endsWith('/auth/token')) return Promise.resolve(json({ token: 't' }));
    if (url.endsWith('/checkout/package/package')) {
      return Promise.resolve(
        json({
          success: true,
          data: {
            packages: [pkg('starter', 'Starter', 2, 1024), pkg('executive', 'Executive', 8, 2048)],
          },
        }),
      );
    }
    if (url.endsWith('/user/entitlements')) {
      return Promise.resolve(
        json({
          success: true,
          data: { payments: 'test', balances: {}, nextPackage: state.nextPackage },
        }),
      );
    }
    return Promise.reject(new TypeError('no network'));
  }) as typeof fetch;
  return state;
});

const user = (isTestUser: boolean): UserDetails => ({
  uid: 'u1',
  email: 'u@example.com',
  displayName: 'U',
  avatar: null,
  role: 'User',
  adminRole: null,
  isAdmin: false,
  isAnonymous: false,
  countryCode: null,
  referredBy: null,
  referralCode: null,
  hasPaidAccount: false,
  isTestUser,
  organizationId: null,
  studio: { credits: 0 },
});

function renderAdd(url: string, isTestUser: boolean) {
  const context: PageContext = {
    viewer: {
      uid: 'u1',
      email: 'u@example.com',
      name: 'U',
      isAnonymous: false,
      user: user(isTestUser),
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
      children: [
        { path: '/app/add', Component: AddPage },
        { path: '/de/app/add', Component: AddPage },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(url.startsWith('/de') ? 'de' : 'en')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('start creating page', () => {
  afterEach(() => {
    network.nextPackage = null;
  });

  it('asks for 15 selfies and starts the upload', async () => {
    renderAdd('/app/add', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Start creating' })).toBeTruthy();
    expect(screen.getByText('At least 15 recent selfies or photos of you')).toBeTruthy();
    expect(screen.getByText('Optional: up to 3 full-body shots, head to toe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start uploading' }).getAttribute('href')).toBe(
      '/app/upload',
    );
  });

  it('asks a test user for 2, in German with German links', async () => {
    const de = catalogues.de.upload.add;
    renderAdd('/de/app/add', true);
    expect(
      await screen.findByText('Mindestens 2 aktuelle Selfies oder Fotos von dir'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: de.start }).getAttribute('href')).toBe(
      '/de/app/upload',
    );
    expect(
      screen.getByRole('link', { name: catalogues.de.upload.leave.dashboard }).getAttribute('href'),
    ).toBe('/de/app');
  });

  it('shows what each package delivers, from the API, until the person has one', async () => {
    renderAdd('/app/add', false);
    const terms = await screen.findByTestId('package-terms');
    expect([...terms.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Starter: 2 styles, 30 headshots at 1024 x 1280 pixels',
      'Executive: 8 styles, 90 headshots at 2048 x 2560 pixels',
    ]);
    expect(
      screen.getByText('Business headshots in up to 8 backdrop styles you choose'),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: catalogues.en.buying.checkout.fromAdd }),
    ).toBeTruthy();
  });

  it("shows the person's own package, and no buying prompt", async () => {
    network.nextPackage = {
      packageId: 'starter',
      headshots: 30,
      styles: 2,
      width: 1024,
      height: 1280,
    };
    renderAdd('/app/add', false);
    expect((await screen.findByTestId('your-package')).textContent).toBe(
      'Your Starter package: 2 styles, 30 headshots at 1024 x 1280 pixels',
    );
    expect(
      screen.getByText('Business headshots in up to 2 backdrop styles you choose'),
    ).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: catalogues.en.buying.checkout.fromAdd }),
    ).toBeNull();
  });
});
