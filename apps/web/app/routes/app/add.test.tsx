import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { describe, expect, it } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import AddPage from './add.tsx';

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
});
