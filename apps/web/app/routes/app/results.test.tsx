import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import type { ModelItem, ModelSummary, ResultImage } from '@hs/contracts/results';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import ResultsPage from './results.tsx';
import VotePage from './vote.tsx';

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

const en = catalogues.en.results;

const viewer: NonNullable<PageContext['viewer']> = {
  uid: 'anon_1',
  email: 'anon@example.com',
  name: 'Anon',
  isAnonymous: true,
  user: {
    uid: 'anon_1',
    email: 'anon@example.com',
    displayName: null,
    avatar: null,
    role: 'TeamMember',
    adminRole: null,
    isAdmin: false,
    isAnonymous: true,
    countryCode: null,
    referredBy: null,
    referralCode: null,
    hasPaidAccount: false,
    isTestUser: false,
    organizationId: null,
    studio: { credits: 0 },
  },
};

const image = (n: number, over: Partial<ResultImage> = {}): ResultImage => ({
  _id: `img-${n}`,
  id: `img-${n}`,
  status: 'active',
  nsfw: false,
  likedStatus: 'none',
  type: 'generated',
  createdAt: '2026-11-22T10:00:00.000Z',
  isDownloaded: false,
  style: n % 2 ? 'studio-grey' : 'office',
  position: n,
  width: 800,
  height: 1000,
  identityScore: 0.3,
  thumbnailUrl: `/api/files/t${n}.png`,
  url: `/api/files/f${n}.png`,
  ...over,
});

const item = (over: Partial<ModelItem> = {}): ModelItem => ({
  modelId: 'm1',
  title: 'Uma',
  status: 'ready',
  progress: { done: 4, total: 4 },
  failureReason: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  readyAt: '2026-11-22T10:00:00.000Z',
  styles: ['studio-grey', 'office'],
  images: [image(1, { likedStatus: 'loved' }), image(2), image(3), image(4)],
  trainingImages: [],
  usedRegenerations: 0,
  totalPhotos: 6,
  totalNsfw: 1,
  totalNsfwNew: 0,
  outputSizes: [],
  withheld: { mismatch: 2, noFace: 0, flagged: 1, duplicate: 0, unmade: 3 },
  giveBack: null,
  ...over,
});

const summary = (m: ModelItem): ModelSummary => ({
  modelId: m.modelId,
  title: m.title,
  status: m.status,
  progress: m.progress,
  createdAt: m.createdAt,
  readyAt: m.readyAt,
  totalPhotos: m.totalPhotos,
  totalNsfw: m.totalNsfw,
  shown: m.images.length,
  coverUrl: null,
});

type Reply = (body: unknown) => unknown;

/** A fake API answering from `routes` (path -> JSON), recording the calls. */
function serve(routes: Record<string, Reply>) {
  const calls: { path: string; body: unknown }[] = [];
  network.handler = async (url, init) => {
    const path = url.replace(/^\/api/, '');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/auth/token') return json(200, { token: 'id-token' });
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    const route = routes[path];
    return route
      ? json(200, await route(body))
      : json(404, { success: false, errorMessage: 'Nope' });
  };
  return calls;
}

function renderPage(url: string) {
  const context: PageContext = { viewer, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders: [] };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/app/results', Component: ResultsPage },
        { path: '/app/vote', Component: VotePage },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <ToastProvider>
        <Stub initialEntries={[url]} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-image-id="${id}"]`)!;
const pressed = (id: string, label: string) =>
  within(card(id)).getByRole('button', { name: label }).getAttribute('aria-pressed');

describe('results page', () => {
  afterEach(() => {
    network.handler = null;
  });

  it('shows the gallery with lazy thumbnails, counts what was withheld, and keeps one loved image', async () => {
    const model = item();
    const calls = serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
      '/image/img-3/liked': () => ({
        success: true,
        data: {
          changed: [
            { _id: 'img-1', likedStatus: 'favorite' },
            { _id: 'img-3', likedStatus: 'loved' },
          ],
        },
      }),
    });
    renderPage('/app/results');
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
    const thumbs = document.querySelectorAll('ul img');
    expect(thumbs).toHaveLength(4);
    expect([...thumbs].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByTestId('withheld').textContent).toContain(
      '2 photos were hidden because they did not look like you.',
    );
    expect(screen.getByTestId('withheld').textContent).toContain(
      '1 photo was hidden because it was flagged.',
    );
    expect(screen.getByTestId('withheld').textContent).toContain(
      en.withheld.unmade_other.replace('{{count}}', '3'),
    );
    expect(pressed('img-1', en.actions.love)).toBe('true');

    fireEvent.click(within(card('img-3')).getByRole('button', { name: en.actions.love }));
    // At once, by the same rule, before the server answers; and still after it has.
    expect(pressed('img-3', en.actions.love)).toBe('true');
    expect(pressed('img-1', en.actions.love)).toBe('false');
    expect(pressed('img-1', en.actions.favorite)).toBe('true');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/image/img-3/liked')?.body).toEqual({
        likedStatus: 'loved',
      }),
    );
    expect(pressed('img-1', en.actions.favorite)).toBe('true');

    // The liked-status filter narrows the grid; select all takes only what is shown.
    fireEvent.change(screen.getByRole('combobox', { name: en.gallery.rating }), {
      target: { value: 'loved' },
    });
    expect(document.querySelectorAll('ul img')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText(en.gallery.selectAll));
    expect(screen.getByTestId('gallery-count').textContent).toBe('1 selected');
  });

  it('says what the run promised, made and gave back, and how the money comes back (issue 34 item 5)', async () => {
    const model = item({
      giveBack: {
        promised: 10,
        made: 4,
        givenBack: 6,
        kind: 'money',
        amount: 1740,
        currency: 'usd',
        status: 'owed',
      },
    });
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
    });
    renderPage('/app/results');
    const note = await screen.findByTestId('withheld');
    expect(note.textContent).toContain('Promised 10, made 4, given back 6.');
    expect(note.textContent).toContain(
      'A refund of $17.40 for the headshots we did not make is on its way to your payment.',
    );
    // The photos never made are part of the give-back, not a reason to contact support.
    expect(note.textContent).not.toContain(en.withheld.unmade_other.replace('{{count}}', '3'));
    expect(note.textContent).toContain('2 photos were hidden because they did not look like you.');
  });

  it("offers each of the organization's sizes in the viewer and asks the server for it", async () => {
    const model = item({ outputSizes: ['640x800', '300x300'] });
    const calls = serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
    });
    renderPage('/app/results');
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
    fireEvent.click(
      screen.getByRole('button', { name: en.gallery.open.replace('{{number}}', '2') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Download PNG \d/ })
        .map((b) => b.textContent),
    ).toEqual(['Download PNG 640 × 800', 'Download PNG 300 × 300']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PNG 640 × 800' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/image/img-2/download?format=png&size=640x800'),
    );
  });

  it("zips the selection at the organization's size picked beside the download", async () => {
    const model = item({ outputSizes: ['640x800', '300x300'] });
    const calls = serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
    });
    renderPage('/app/results');
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
    fireEvent.click(screen.getByRole('checkbox', { name: en.gallery.selectAll }));
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: en.gallery.zipSize });
    expect([...size.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      en.gallery.zipAsMade,
      '640 × 800',
      '300 × 300',
    ]);
    // What the select shows at first is that choice, not the hidden placeholder.
    expect(size.selectedOptions[0]?.textContent).toBe(en.gallery.zipAsMade);
    fireEvent.change(size, { target: { value: '300x300' } });
    fireEvent.click(screen.getByRole('button', { name: en.gallery.download }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/model/m1/zip')?.body).toEqual({
        ids: model.images.map((i) => i.id),
        size: '300x300',
      }),
    );
  });

  it('keeps one loved image while two ratings wait for the server, one after the other', async () => {
    const model = item();
    const answers: Record<string, () => void> = {};
    const later = (id: string, changed: { _id: string; likedStatus: string }[]) => () =>
      new Promise((resolve) => {
        answers[id] = () => resolve({ success: true, data: { changed } });
      });
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
      '/image/img-2/liked': later('img-2', [
        { _id: 'img-1', likedStatus: 'favorite' },
        { _id: 'img-2', likedStatus: 'loved' },
      ]),
      '/image/img-3/liked': later('img-3', [
        { _id: 'img-2', likedStatus: 'favorite' },
        { _id: 'img-3', likedStatus: 'loved' },
      ]),
    });
    renderPage('/app/results');
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
    const loved = () =>
      ['img-1', 'img-2', 'img-3', 'img-4'].filter((id) => pressed(id, en.actions.love) === 'true');
    fireEvent.click(within(card('img-2')).getByRole('button', { name: en.actions.love }));
    fireEvent.click(within(card('img-3')).getByRole('button', { name: en.actions.love }));
    expect(loved()).toEqual(['img-3']);
    // The first answer (img-2 loved) is older than the second click: it must not bring
    // back a second loved image while the second rating is on its way.
    await waitFor(() => expect(answers['img-2']).toBeDefined());
    answers['img-2']!();
    await waitFor(() => expect(answers['img-3']).toBeDefined());
    expect(loved()).toEqual(['img-3']);
    answers['img-3']!();
    await waitFor(() => expect(pressed('img-2', en.actions.favorite)).toBe('true'));
    expect(loved()).toEqual(['img-3']);
  });

  it('says when a rating is refused and shows what the server kept', async () => {
    const model = item();
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
    });
    renderPage('/app/results');
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
    fireEvent.click(within(card('img-2')).getByRole('button', { name: en.actions.love }));
    expect(pressed('img-2', en.actions.love)).toBe('true');
    await screen.findByText(en.actions.rateFailed);
    await waitFor(() => expect(pressed('img-2', en.actions.love)).toBe('false'));
    expect(pressed('img-1', en.actions.love)).toBe('true');
  });

  it('follows the progress while the model is made, then shows the gallery', async () => {
    let current = item({ status: 'generating', progress: { done: 30, total: 100 }, images: [] });
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(current)] } }),
      '/model/m1': () => ({ success: true, data: current }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
    });
    renderPage('/app/results');
    expect((await screen.findByTestId('progress-text')).textContent).toBe('30 of 100 photos done');
    expect(screen.getByTestId('stage').textContent).toBe('Now: making your headshots');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    current = item();
    await screen.findByText(en.gallery.count_other.replace('{{count}}', '4'));
  });

  it('says plainly when there is nothing yet, and why a model failed', async () => {
    serve({ '/model/list': () => ({ success: true, data: { models: [] } }) });
    renderPage('/app/results');
    await screen.findByRole('heading', { name: en.empty.title });

    const failed = item({ status: 'failed', failureReason: 'No face in the uploads', images: [] });
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(failed)] } }),
      '/model/m1': () => ({ success: true, data: failed }),
    });
    renderPage('/app/results?modelId=m1');
    expect((await screen.findByTestId('generation-failed')).textContent).toContain(
      'What went wrong: No face in the uploads',
    );
  });

  it('says a model came back for photos that show the shoulders, with the link to add them', async () => {
    const givenBack = item({
      status: 'onboarding',
      failureReason: 'None of the photos shows the whole head with the shoulders.',
      images: [],
    });
    serve({
      '/model/list': () => ({ success: true, data: { models: [summary(givenBack)] } }),
      '/model/m1': () => ({ success: true, data: givenBack }),
    });
    renderPage('/app/results?modelId=m1');
    const texts = catalogues.en.results.onboarding;
    const notice = await screen.findByTestId('model-given-back');
    expect(within(notice).getByRole('heading').textContent).toBe(texts.givenBackTitle);
    expect(notice.textContent).toContain(texts.givenBackBody);
    expect(within(notice).getByRole('link', { name: texts.addPhotos }).getAttribute('href')).toBe(
      '/app/upload?modelId=m1',
    );
  });
});

describe('vote page', () => {
  afterEach(() => {
    network.handler = null;
  });

  it('rates one headshot at a time with the keyboard', async () => {
    const model = item();
    const calls = serve({
      '/model/list': () => ({ success: true, data: { models: [summary(model)] } }),
      '/model/m1': () => ({ success: true, data: model }),
      '/styles/': () => ({ success: true, data: { styles: [] } }),
      '/image/img-1/liked': () => ({
        success: true,
        data: { changed: [{ _id: 'img-1', likedStatus: 'disliked' }] },
      }),
      '/image/img-2/liked': () => ({
        success: true,
        data: { changed: [{ _id: 'img-2', likedStatus: 'favorite' }] },
      }),
    });
    renderPage('/app/vote');
    expect((await screen.findByTestId('vote-position')).textContent).toBe('1 of 4');
    fireEvent.keyDown(document, { key: 'd' });
    expect(screen.getByTestId('vote-position').textContent).toBe('2 of 4');
    fireEvent.keyDown(document, { key: 'F' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByTestId('vote-position').textContent).toBe('4 of 4');
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/image/')).map((c) => c.body)).toEqual([
        { likedStatus: 'disliked' },
        { likedStatus: 'favorite' },
      ]),
    );
  });
});
