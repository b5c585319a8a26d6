import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { render } from '@testing-library/react';
import type { Hono } from 'hono';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterAll, beforeAll, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { QueryProvider } from './query-provider.tsx';

// Test helpers (imported by *.test.tsx only): a real HTTP peer on loopback in place of
// the API, and a page rendered under a root route as the app renders it.

/** Serves `peer` on a loopback port for this test file; the browser's /api calls reach it. */
export function serveLoopbackPeer(peer: Hono) {
  let server: ServerType;
  beforeAll(async () => {
    server = serve({ fetch: peer.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    // The browser's client calls same-origin paths; here the origin is the loopback peer.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(origin + input, init));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    server.close();
  });
}

/** Renders `Page` at `url` (matched by `paths`) under a signed-out root, with the query layer. */
export function renderAt(
  url: string,
  Page: () => ReactNode,
  {
    paths = [new URL(url, 'http://x').pathname],
    locale = 'en',
  }: { paths?: string[]; locale?: 'en' | 'de' } = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: {}, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: paths.map((path) => ({ path, Component: Page })),
    },
  ]);
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <QueryProvider>
        <Stub initialEntries={[url]} />
      </QueryProvider>
    </I18nextProvider>,
  );
}
