import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import type { ModelSummary } from '@hs/contracts/results';
import type { StudioPhoto } from '@hs/contracts/studio';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import StudioPage from './studio.tsx';

// The browser API client binds fetch when its module loads: the fake server goes in first.
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

const en = catalogues.en.studio;

const viewer: NonNullable<PageContext['viewer']> = {
  uid: 'anon_1',
  email: 'anon@example.com',
  name: 'Anon',
  isAnonymous: false,
  user: {
    uid: 'anon_1',
    email: 'anon@example.com',
    displayName: null,
    avatar: null,
    role: 'User',
    adminRole: null,
    isAdmin: false,
    isAnonymous: false,
    countryCode: null,
    referredBy: null,
    referralCode: null,
    hasPaidAccount: false,
    isTestUser: false,
    organizationId: null,
    studio: { credits: 0 },
  },
};

const summary: ModelSummary = {
  modelId: 'm1',
  title: 'Shoot',
  status: 'ready',
  progress: { done: 30, total: 30 },
  createdAt: '2026-11-22T10:00:00.000Z',
  readyAt: '2026-11-22T10:10:00.000Z',
  totalPhotos: 30,
  totalNsfw: 0,
  shown: 30,
  coverUrl: null,
};

const photo = (over: Partial<StudioPhoto> = {}): StudioPhoto => ({
  _id: 'p1',
  status: 'pending',
  liked: null,
  modelId: 'm1',
  settings: {
    photoTemplateId: 'grey-studio-close',
    size: '1024x831',
    quality: 'sd',
    outfitId: null,
    emotionPrompt: null,
  },
  enhanced: false,
  width: null,
  height: null,
  url: null,
  thumbnailUrl: null,
  unhonoured: ['glasses'],
  failureReason: null,
  createdAt: '2026-11-22T11:00:00.000Z',
  ...over,
});

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  Response.json({ success: true, data, ...extra });

/** A fake API: the studio's answers, with `credits` and what get-by-ids says in turn. */
function serve(o: { credits: number; photos?: StudioPhoto[]; polls?: StudioPhoto[][] }) {
  const calls: string[] = [];
  const polls = [...(o.polls ?? [])];
  network.handler = async (url, init) => {
    const path = new URL(url, 'http://x').pathname.replace('/api', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/auth/token') return Response.json({ token: 't' });
    if (path === '/model/list') return ok({ models: [summary] });
    if (path === '/user/entitlements')
      return ok({ payments: 'test', balances: { studio_credits: o.credits }, nextPackage: null });
    if (path === '/studio/model/single/m1')
      return ok({
        _id: 'm1',
        trigger: 'female',
        appearance: { glasses: false },
        ethnicity: null,
        title: 'Shoot',
        status: 'ready',
        ready: true,
      });
    if (path === '/studio/phototemplate')
      return ok({
        templates: [
          {
            _id: 'grey-studio-close',
            name: 'Grey',
            backdrop: { kind: 'gradient', colors: ['#999999', '#555555'] },
          },
        ],
        engine: {
          name: 'local',
          cannot: ['outfit', 'emotion', 'glasses', 'hairstyle'],
          maxSide: 1280,
        },
      });
    if (path === '/studio/outfit/all') return ok([]);
    if (path === '/studio/emotions') return ok([]);
    if (path === '/studio/photo/m1') return ok({ photos: o.photos ?? [], reachedEnd: true });
    if (path === '/studio/photo/get-by-ids/m1') return ok({ photos: polls.shift() ?? [] });
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
  };
  return calls;
}

function renderPage() {
  const context: PageContext = { viewer, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders: [] };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/studio', Component: StudioPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <ToastProvider>
        <Stub initialEntries={['/studio']} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe('studio page', () => {
  afterEach(() => {
    network.handler = null;
  });

  it("opens 'Not enough credits' before asking the server when credits do not cover hd", async () => {
    const calls = serve({ credits: 1 });
    renderPage();
    await screen.findByText(en.engine.local);
    // Issue 34 item 6: each quality says the size the engine delivers (hd capped at 1280).
    expect(
      screen.getByRole('option', { name: 'HD, 1280 × 1038 px: 2 credits a photo' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'SD, 1024 × 831 px: 1 credit a photo' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.settings.quality), { target: { value: 'hd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create 1 photo · 2 credits' }));
    await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(calls.filter((c) => c.includes('/studio/photo/create'))).toEqual([]);
  });

  it('polls a photo in progress until it is ready, and says what was kept as in the photos', async () => {
    const calls = serve({
      credits: 3,
      photos: [photo()],
      polls: [
        [photo()],
        [photo({ status: 'saving' })],
        [
          photo({
            status: 'ready',
            url: '/f.png',
            thumbnailUrl: '/t.webp',
            width: 1024,
            height: 831,
          }),
        ],
      ],
    });
    renderPage();
    await screen.findByText(en.photos.status.pending);
    expect(screen.getByText('Kept as in your photos: glasses')).toBeTruthy();
    await waitFor(
      () =>
        expect(
          document.querySelector('[data-studio-photo="p1"]')?.getAttribute('data-status'),
        ).toBe('ready'),
      { timeout: 10_000 },
    );
    expect(calls.filter((c) => c.includes('get-by-ids')).length).toBe(3);
  }, 15_000);
});
