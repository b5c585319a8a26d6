import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Hono } from 'hono';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../i18n/i18n.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const texts = catalogues.en.people.impersonation;

// A real HTTP peer on loopback for the token and the stop call: it refuses the first stop.
const calls: string[] = [];
let refuse = true;
const peer = new Hono();
peer.get('/api/auth/token', (c) => c.json({ token: 'tok' }));
peer.post('/api/impersonation/stop', (c) => {
  calls.push(c.req.header('uid') ?? '');
  if (refuse) {
    return c.json(
      {
        success: false,
        errorMessage: 'You are not signed in as another user.',
        code: 'CONFLICT',
        reason: 'impersonation.notActive',
      },
      409,
    );
  }
  return c.json({ success: true, restored: true, backTo: '/admin/user/customer-1' });
});

let server: ServerType;
beforeAll(async () => {
  server = serve({ fetch: peer.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(origin + input, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

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
    const leave = renderWith({ uid: 'staff-1', email: 'admin@example.com' });
    const stop = await screen.findByRole('button', { name: texts.stop });
    fireEvent.click(stop);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      catalogues.en.errors.impersonation.notActive,
    );
    expect(leave).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: texts.stop }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/admin/user/customer-1'));
    // Both calls went as the person signed in (the impersonated session's uid).
    expect(calls).toEqual(['customer-1', 'customer-1']);
  });
});
