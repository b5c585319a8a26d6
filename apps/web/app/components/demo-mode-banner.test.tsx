import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { describe, expect, it } from 'vitest';
import { catalogues, getI18n } from '../i18n/i18n.ts';
import { DemoModeBanner } from './demo-mode-banner.tsx';

function renderWith(payments: PageContext['payments'], locale: 'en' | 'de' = 'en') {
  const context: PageContext = {
    viewer: null,
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
    payments,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          path: '*',
          Component: () => (
            <>
              <DemoModeBanner />
              <p>The page</p>
            </>
          ),
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[locale === 'en' ? '/' : `/${locale}`]} />
    </I18nextProvider>,
  );
}

describe('demo mode banner', () => {
  it('says payments are simulated, as a named landmark, in the page language', async () => {
    renderWith('test', 'de');
    const banner = await screen.findByRole('complementary', {
      name: catalogues.de.demoMode.label,
    });
    expect(banner.textContent).toBe(catalogues.de.demoMode.notice);
  });

  it.each(['stripe', 'off', undefined] as const)(
    'is not there when payments are %s',
    async (mode) => {
      renderWith(mode);
      await screen.findByText('The page');
      expect(screen.queryByTestId('demo-mode-banner')).toBeNull();
    },
  );
});
