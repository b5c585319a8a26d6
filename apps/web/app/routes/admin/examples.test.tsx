import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import type { AdminExample } from '@hs/contracts/examples';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import AdminExamplesPage from './examples.tsx';

// The browser API client binds fetch when its module loads: the fake goes in first.
const network = vi.hoisted(() => {
  const state: {
    examples: unknown[];
    calls: { method: string; path: string; body: unknown }[];
  } = { examples: [], calls: [] };
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (path === '/auth/token') return reply(200, { token: 'id-token' });
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries(
            [...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file']),
          )
        : init?.body
          ? JSON.parse(String(init.body))
          : null;
    state.calls.push({ method, path, body });
    if (path === '/styles') {
      return reply(200, {
        success: true,
        data: { styles: [{ _id: 'grey', name: 'Studio grey', description: '', previewUrl: '' }] },
      });
    }
    if (path === '/admin/examples' && method === 'GET') {
      return reply(200, { success: true, examples: state.examples });
    }
    const publish = /^\/admin\/examples\/([^/]+)\/publish$/.exec(path);
    if (publish) {
      const example = { ...(state.examples[0] as object), published: true };
      state.examples = [example];
      return reply(200, { success: true, example });
    }
    return reply(404, { success: false, errorMessage: 'No such thing' });
  }) as typeof fetch;
  return state;
});

const k = catalogues.en.showcase.admin;

const draft: AdminExample = {
  id: '11111111-1111-4111-8111-111111111111',
  style: 'Studio grey',
  before: { url: '/api/files/examples/1/before.jpg?sig', width: 480, height: 640 },
  after: { url: '/api/files/examples/1/after.jpg?sig', width: 512, height: 640 },
  source: 'upload',
  modelId: null,
  styleId: 'grey',
  consentBy: 'marketer@demo.example.com',
  consentAt: '2026-11-26T08:00:00.000Z',
  published: false,
  publishedAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
};

function renderPage() {
  const context: PageContext = {
    viewer: {
      uid: 'm1',
      email: 'marketer@demo.example.com',
      name: 'M',
      isAnonymous: false,
      user: null,
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
      children: [{ path: '/admin/examples', Component: AdminExamplesPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/admin/examples']} />
    </I18nextProvider>,
  );
}

// Issue 20 item 1 (decision 039): the back office's examples page.
describe('/admin/examples', () => {
  afterEach(() => {
    network.examples = [];
    network.calls = [];
  });

  it('says plainly when there are none, and asks for the consent before making one', async () => {
    renderPage();
    expect(await screen.findByText(k.empty)).toBeTruthy();
    const consent = screen.getByLabelText(k.consent) as HTMLInputElement;
    expect(consent.required).toBe(true);
    // Without the consent the form does not submit; without a photo nothing is sent.
    fireEvent.click(await screen.findByRole('button', { name: k.create }));
    expect(screen.queryByText(k.choosePhoto)).toBeNull();
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: k.create }));
    expect(await screen.findByText(k.choosePhoto)).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows each pair with who confirmed consent, and publishes a draft', async () => {
    network.examples = [draft];
    renderPage();
    const item = await screen.findByTestId('admin-example');
    expect(item.textContent).toContain(k.draft);
    expect(item.textContent).toContain('marketer@demo.example.com');
    expect(item.querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: k.publish }));
    expect(await screen.findByText(k.publishedDone)).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/admin/examples/${draft.id}/publish`,
      body: { published: true },
    });
    await waitFor(() =>
      expect(screen.getByTestId('admin-example').getAttribute('data-published')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: k.unpublish })).toBeTruthy();
  });
});
