import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { SiteFrame } from '@hs/contracts/site';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n.ts';
import { SiteShell } from './site-shell.tsx';

const frame: SiteFrame = {
  stats: { photos: 17_943_292, users: 102_207, trustScore: 4.7, reviews: 1521 },
  brandName: 'Acme Portraits',
  trustPageUrl: 'https://reviews.example.com/acme',
  helpdeskUrl: 'https://help.example.com',
  publicUrl: 'https://acme.example.com',
};

function renderShell(url: string, signedIn: boolean, shown: SiteFrame = frame) {
  const context: PageContext = {
    viewer: signedIn
      ? { uid: 'u1', email: 'u@example.com', name: 'U', isAnonymous: false, user: null }
      : null,
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Page = () => (
    <SiteShell>
      <h1>Page</h1>
    </SiteShell>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          id: `public-layout-${url.startsWith('/de') ? 'de' : 'en'}`,
          loader: () => shown,
          Component: Outlet,
          children: [
            { path: '/blog', Component: Page },
            { path: '/de/blog', Component: Page },
            { path: '/company-headshots', Component: Page },
          ],
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(url.startsWith('/de') ? 'de' : 'en')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('the public site frame', () => {
  it('shows the stats, the brand and Login + Get your headshots when signed out', async () => {
    renderShell('/blog', false);
    await screen.findByRole('heading', { name: 'Page' });
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Founded in Holland. We respect your privacy.');
    expect(header.textContent).toContain('102,207 happy customers');
    expect(header.textContent).toContain('17,943,292 professional headshots created');
    // The header's own, then the phone drawer's (closed, in the page), back to /app.
    const logins = within(header).getAllByRole('link', { name: 'Login' });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual([
      '/auth/login',
      '/auth/login?redirect=%2Fapp',
    ]);
    expect(
      within(header).getByRole('link', { name: 'Get your headshots' }).getAttribute('href'),
    ).toBe('/app/add');
    expect(within(header).queryByRole('link', { name: 'To dashboard' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Acme Portraits home' })).toBeTruthy();
  });

  it('shows no figure nothing backs: none chosen, or a count of 0 (issue 20 item 1)', async () => {
    renderShell('/blog', false, { ...frame, stats: null });
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.getByRole('banner').textContent).not.toMatch(/happy customers|created/);
    expect(screen.getByRole('contentinfo').textContent).not.toMatch(/happy customers|out of 5/);
  });

  it('leaves out the figures counted as 0 and shows the others', async () => {
    renderShell('/blog', false, {
      ...frame,
      stats: { photos: 12, users: 0, trustScore: 0, reviews: 0 },
    });
    await screen.findByRole('heading', { name: 'Page' });
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('12 professional headshots created');
    expect(header.textContent).not.toMatch(/happy customers|rating/i);
  });

  it('shows To dashboard when signed in', async () => {
    renderShell('/blog', true);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'To dashboard' }).getAttribute('href')).toBe(
      '/app',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('has the footer in German with localized paths, external links and the copyright', async () => {
    renderShell('/de/blog', false);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Rückerstattung' }).getAttribute('href')).toBe(
      '/de/refund',
    );
    const trust = within(footer).getByRole('link', { name: /Unsere Bewertungen/ });
    expect(trust.getAttribute('href')).toBe('https://reviews.example.com/acme');
    expect(trust.getAttribute('rel')).toContain('noopener');
    expect(footer.textContent).toContain('102.207');
    expect(footer.textContent).toContain(`© 2021–${new Date().getFullYear()} Acme Portraits`);
    expect(screen.getByRole('banner').textContent).toContain('102.207 zufriedene Kunden');
  });

  it('turns Pricing into the #pricing anchor on /company-headshots', async () => {
    renderShell('/company-headshots', false);
    // The header's; the phone drawer's (a closed <details>, decision 047) comes after it.
    const [nav] = await screen.findAllByRole('navigation', { name: 'Main' });
    expect(within(nav!).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe(
      '#pricing',
    );
  });

  it('has the phone drawer and the currency switch in its markup as native <details> and forms (decision 047)', async () => {
    renderShell('/blog', false);
    await screen.findByRole('heading', { name: 'Page' });
    const drawer = document.querySelector<HTMLDetailsElement>('details[data-drawer]')!;
    expect(drawer.open).toBe(false);
    expect(drawer.querySelector('summary')?.textContent).toContain('Open menu');
    const panel = drawer.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(within(panel).getByRole('link', { name: 'For teams' })).toBeTruthy();
    // Both currency switches send a plain GET form to /currency, coming back to this page.
    const forms = [...document.querySelectorAll('form')];
    expect(forms.map((f) => [f.getAttribute('method'), f.getAttribute('action')])).toEqual([
      ['get', '/currency'],
      ['get', '/currency'],
    ]);
    expect(forms.map((f) => (f.elements.namedItem('back') as HTMLInputElement).value)).toEqual([
      '/blog',
      '/blog',
    ]);
    // Once React runs: opened, focus goes in; Escape closes it and gives focus back.
    const summary = drawer.querySelector('summary')!;
    summary.focus();
    act(() => {
      drawer.open = true;
      drawer.dispatchEvent(new Event('toggle'));
    });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(drawer.open).toBe(false);
    act(() => {
      drawer.dispatchEvent(new Event('toggle'));
    });
    expect(document.activeElement).toBe(summary);
  });
});
