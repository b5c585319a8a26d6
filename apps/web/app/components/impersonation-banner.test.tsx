import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../i18n/i18n.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const texts = catalogues.en.people.impersonation;

function renderWith(impersonatedBy: { uid: string; email: string } | null, leave = vi.fn()) {
  const context: PageContext = {
    viewer: {
      uid: 'customer-1',
      email: 'ada@example.com',
      name: 'Ada',
      isAnonymous: false,
      user: null,
      impersonatedBy,
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
        {
          path: '*',
          Component: () => (
            <>
              <p>The page</p>
              <ImpersonationBanner leave={leave} />
            </>
          ),
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/app']} />
    </I18nextProvider>,
  );
  return leave;
}

afterEach(() => vi.unstubAllGlobals());

describe('the "signed in as" banner (decision 037)', () => {
  it('names the person and the staff member, and is absent otherwise', async () => {
    renderWith({ uid: 'staff-1', email: 'admin@example.com' });
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner.textContent).toContain(texts.banner.replace('{{email}}', 'ada@example.com'));
    expect(banner.textContent).toContain('admin@example.com');
  });

  it('is not there for a person signed in as themselves', async () => {
    renderWith(null);
    await screen.findByText('The page');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('stops through the API and goes back to the person in Users; a refusal is shown', async () => {
    const calls: string[] = [];
    let stopAnswer = new Response(
      JSON.stringify({
        success: false,
        errorMessage: 'nope',
        code: 'CONFLICT',
        reason: 'impersonation.notActive',
      }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/auth/token') return Response.json({ token: 'tok' });
        return stopAnswer;
      }),
    );
    const leave = renderWith({ uid: 'staff-1', email: 'admin@example.com' });
    const stop = await screen.findByRole('button', { name: texts.stop });
    fireEvent.click(stop);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      catalogues.en.errors.impersonation.notActive,
    );
    expect(leave).not.toHaveBeenCalled();

    stopAnswer = Response.json({ success: true, restored: true, backTo: '/admin/user/customer-1' });
    fireEvent.click(screen.getByRole('button', { name: texts.stop }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/admin/user/customer-1'));
    expect(calls.filter((c) => c === '/api/impersonation/stop')).toHaveLength(2);
  });
});
