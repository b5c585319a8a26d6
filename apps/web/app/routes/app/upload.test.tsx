import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { Package } from '@hs/contracts/checkout';
import type { PhotoCheck } from '@hs/contracts/engine';
import type { Model, TrainingPhoto } from '@hs/contracts/onboarding';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { localeFromPath } from '@hs/domain/locale';
import { MESSAGES } from '@hs/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import { FakeXhr } from '../../upload/fake-xhr.testing.ts';
import UploadPage from './upload.tsx';

// The browser API client binds fetch when its module loads, so the fake network goes in
// before any import and answers through whatever handler the test set.
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

const en = catalogues.en.upload;
const es = catalogues.es.upload;

const viewer: NonNullable<PageContext['viewer']> = {
  uid: 'u1',
  email: 'user@demo.example.com',
  name: 'Uma User',
  isAnonymous: false,
  user: {
    uid: 'u1',
    email: 'user@demo.example.com',
    displayName: 'Uma User',
    avatar: null,
    role: 'User',
    adminRole: null,
    isAdmin: false,
    isAnonymous: false,
    countryCode: null,
    referredBy: null,
    referralCode: null,
    hasPaidAccount: false,
    isTestUser: true,
    organizationId: null,
    studio: { credits: 0 },
  },
};

const photo = (name: string, fullBody = false): TrainingPhoto => ({
  path: `models/m1/${name}`,
  url: `/files/models/m1/${name}`,
  md5: name,
  fullBody,
  width: 1024,
  height: 1024,
});

const model = (over: Partial<Model> = {}): Model => ({
  modelId: 'm1',
  status: 'onboarding',
  title: null,
  age: null,
  ethnicity: null,
  trigger: null,
  eyeColor: null,
  appearance: {},
  styles: [],
  trainingImages: [],
  minimumPhotos: 2,
  failureReason: null,
  ...over,
});

const pkg = (id: string, name: string, stylesAllowed: number): Package => ({
  id,
  name,
  priceUsdCents: 2900,
  prices: {},
  headshots: stylesAllowed * 10 + 10,
  stylesAllowed,
  turnaroundHours: 2,
  resolution: '1024 x 1280',
  outputWidth: 1024,
  outputHeight: 1280,
});
const STARTER = pkg('starter', 'Starter', 2);
const PROFESSIONAL = pkg('professional', 'Professional', 4);
const PACKAGES = [STARTER, PROFESSIONAL, pkg('executive', 'Executive', 8)];

type Answer = { status: number; body: unknown };
type Handler = (body: unknown) => Answer;
const ok = (body: unknown): Answer => ({ status: 200, body });
const started = (m: Model) => ok({ success: true, data: { modelId: m.modelId, model: m } });

/** The packages on sale, and the person's next package (from `next()` at each ask). */
const buying = (next: () => Package | null): Record<string, Handler> => ({
  '/checkout/package/package': () => ok({ success: true, data: { packages: PACKAGES } }),
  '/user/entitlements': () => {
    const p = next();
    return ok({
      success: true,
      data: {
        payments: 'test',
        balances: { package: p ? 1 : 0 },
        nextPackage: p
          ? {
              packageId: p.id,
              headshots: p.headshots,
              styles: p.stylesAllowed,
              width: 1024,
              height: 1280,
            }
          : null,
      },
    });
  },
});

const threeStyles = (): Answer =>
  ok({
    success: true,
    data: {
      styles: ['Office', 'Studio', 'Outdoor'].map((name, i) => ({
        _id: `s${i + 1}`,
        name,
        description: `${name} backdrop`,
        previewUrl: `/styles/${i + 1}.svg`,
      })),
    },
  });

/** No photo check to show (the tests of the check answer their own). */
const NO_CHECK: PhotoCheck = {
  engine: 'replicate',
  photos: [],
  wanted: null,
  perStyle: null,
  promised: null,
  shortfall: null,
};

/**
 * Answers the API calls from `routes`, recording each (the token call aside). The engine's
 * photo check and capabilities are asked on their own as photos settle (issue 15): they
 * are recorded apart, in `checks`, and answer nothing to show unless `routes` says.
 */
function serve(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const checks: string[] = [];
  network.handler = async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const reply = (answer: Answer) =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/auth/token') return reply(ok({ token: 'id-token' }));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    const bare = path.replace(/\?.*$/, '');
    if (bare.startsWith('/onboarding/photo-check/') || bare === '/engine/capabilities') {
      checks.push(path);
      const handler = routes[bare];
      if (handler) return reply(handler(body));
      return reply(
        bare === '/engine/capabilities'
          ? { status: 404, body: { success: false, errorMessage: 'Nope' } }
          : ok({ success: true, data: NO_CHECK }),
      );
    }
    calls.push({ path, body });
    const handler = routes[path];
    return reply(
      handler ? handler(body) : { status: 404, body: { success: false, errorMessage: 'Nope' } },
    );
  };
  return Object.assign(calls, { checks });
}

function Page() {
  const location = useLocation();
  return (
    <>
      <UploadPage />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function Checkout() {
  const location = useLocation();
  return <output data-testid="checkout">{location.pathname + location.search}</output>;
}

function renderUpload(url = '/app/upload', over: Partial<PageContext> = {}) {
  const context: PageContext = {
    viewer,
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
    payments: 'test',
    ...over,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/app/upload', Component: Page },
        { path: '/es/app/upload', Component: Page },
        { path: '/de/app/upload', Component: Page },
        { path: '/checkout', Component: Checkout },
      ],
    },
  ]);
  const i18n = getI18n(localeFromPath(new URL(url, 'http://x').pathname));
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

const jpeg = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/jpeg' });
const tile = (name: string) => {
  const found = document.querySelector<HTMLElement>(`[data-photo-name="${name}"]`);
  if (!found) throw new Error(`no tile ${name}`);
  return found;
};
const section = (title: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('section')!;
const xhrFor = (name: string) => {
  const xhr = FakeXhr.sent.find((x) => x.fileName === name);
  if (!xhr) throw new Error(`${name} was not sent`);
  return xhr;
};
const answer = (name: string, respond: (xhr: FakeXhr) => void) =>
  act(async () => respond(xhrFor(name)));

describe('upload page', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('scrollTo', vi.fn());
    Object.assign(URL, {
      createObjectURL: vi.fn((file: File) => `blob:${file.name}`),
      revokeObjectURL: vi.fn(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    network.handler = null;
    window.sessionStorage.clear();
  });

  it('uploads each photo alone, three at a time, with its status and message', async () => {
    const calls = serve({ '/onboarding/start': () => started(model()) });
    renderUpload();
    const input = await screen.findByTestId('photo-input');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?modelId=m1'));
    expect(calls[0]).toEqual({ path: '/onboarding/start', body: { modelId: null } });

    const files = ['me.jpg', 'small.jpg', 'blank.jpg', 'offline.jpg'].map(jpeg);
    files.push(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    fireEvent.change(input, { target: { files } });

    // The file that is not a photo is refused here; three of the others go at once.
    expect(within(tile('notes.pdf')).getByText(en.errors.notAPhoto)).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(FakeXhr.sent.map((x) => x.headers)).toEqual(
      Array(3).fill({ accept: 'application/json', uid: 'u1', idToken: 'id-token' }),
    );
    expect(tile('offline.jpg').dataset.status).toBe('pending');
    expect(within(tile('offline.jpg')).getByText(en.tile.waiting)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: en.photos.overall })).toBeTruthy();

    await answer('me.jpg', (x) => x.progress(512, 1024));
    const bar = within(tile('me.jpg')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(tile('me.jpg')).getByText('Uploading 50%')).toBeTruthy();

    await answer('me.jpg', (x) =>
      x.respond(200, { success: true, data: [{ success: true, photo: photo('me.jpg') }] }),
    );
    expect(tile('me.jpg').dataset.status).toBe('pre-success');
    await waitFor(() => expect(tile('me.jpg').dataset.status).toBe('success'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));

    await answer('small.jpg', (x) =>
      x.respond(200, {
        success: false,
        data: [{ success: false, errorMessage: MESSAGES.IMAGE_TOO_SMALL, fileName: 'small.jpg' }],
      }),
    );
    await answer('blank.jpg', (x) =>
      x.respond(200, {
        success: false,
        data: [{ success: false, errorMessage: '', fileName: 'blank.jpg' }],
      }),
    );
    await answer('offline.jpg', (x) => x.fail());

    expect(tile('small.jpg').dataset.status).toBe('error');
    expect(within(tile('small.jpg')).getByText(MESSAGES.IMAGE_TOO_SMALL)).toBeTruthy();
    expect(within(tile('blank.jpg')).getByText(MESSAGES.COULD_NOT_APPROVE)).toBeTruthy();
    expect(within(tile('offline.jpg')).getByText(MESSAGES.CANNOT_UPLOAD)).toBeTruthy();
    expect(screen.getByTestId('photo-count').textContent).toBe('1 of 2 photos');
    expect(screen.getByRole('button', { name: en.photos.continue })).toHaveProperty(
      'disabled',
      true,
    );

    // Deleting a refused photo only drops the tile.
    fireEvent.click(screen.getByRole('button', { name: 'Delete small.jpg' }));
    expect(document.querySelector('[data-photo-name="small.jpg"]')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/onboarding/start']);
  });

  it('cancels an upload silently', async () => {
    serve({ '/onboarding/start': () => started(model()) });
    renderUpload();
    fireEvent.change(await screen.findByTestId('photo-input'), {
      target: { files: [jpeg('me.jpg')] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of me.jpg' }));
    expect(xhrFor('me.jpg').aborted).toBe(true);
    expect(document.querySelector('[data-photo-name="me.jpg"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves a photo at once, rolls back when refused, and deletes on the server', async () => {
    let refuse = true;
    const calls = serve({
      '/onboarding/start': () =>
        started(model({ trainingImages: [photo('a.jpg'), photo('b.jpg')] })),
      '/onboarding/update-photo-category': () =>
        refuse
          ? { status: 409, body: { success: false, errorMessage: 'No full-body slot left' } }
          : ok({ success: true, data: photo('a.jpg', true) }),
      '/onboarding/remove-image': () => ok({ success: true }),
    });
    renderUpload('/app/upload?modelId=m1');
    await screen.findByTestId('photo-count');
    expect(calls[0]!.body).toEqual({ modelId: 'm1' });
    expect(screen.getByTestId('photo-count').textContent).toBe('2 of 2 photos');
    expect(screen.getByRole('button', { name: en.photos.continue })).toHaveProperty(
      'disabled',
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move Photo 1 to full-body photos' }));
    expect(within(section(en.photos.fullBodyTitle)).getByText('Photo 1')).toBeTruthy();
    await waitFor(() => expect(tile('Photo 1').textContent).toContain('No full-body slot left'));
    expect(within(section(en.photos.faceTitle)).getByText('Photo 1')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/onboarding/update-photo-category',
      body: { imagePath: 'models/m1/a.jpg', fullBody: true },
    });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Move Photo 1 to full-body photos' }));
    await waitFor(() => expect(tile('Photo 1').textContent).not.toContain(en.tile.working));
    expect(within(section(en.photos.fullBodyTitle)).getByText('Photo 1')).toBeTruthy();
    expect(within(tile('Photo 1')).queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Photo 2' }));
    await waitFor(() => expect(document.querySelector('[data-photo-name="Photo 2"]')).toBeNull());
    expect(calls.at(-1)).toEqual({
      path: '/onboarding/remove-image',
      body: { imagePath: 'models/m1/b.jpg' },
    });
    expect(screen.getByTestId('photo-count').textContent).toBe('1 of 2 photos');
    expect(screen.getByRole('button', { name: en.photos.continue })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('goes through personal info (English values sent), styles and submit, in Spanish', async () => {
    let saves = 0;
    const ready = model({ trainingImages: [photo('a.jpg'), photo('b.jpg', true)] });
    const calls = serve({
      '/onboarding/start': () => started(ready),
      '/onboarding/save-personal-info': () =>
        ++saves === 1
          ? { status: 400, body: { success: false, errorMessage: 'Server says no' } }
          : started(ready),
      '/styles/': () =>
        ok({
          success: true,
          data: {
            styles: ['Office', 'Studio', 'Outdoor'].map((name, i) => ({
              _id: `s${i + 1}`,
              name,
              description: `${name} backdrop`,
              previewUrl: `/styles/${i + 1}.svg`,
            })),
          },
        }),
      '/model/preselected-styles': () => ok({ success: true, data: { styles: ['s1'] } }),
      '/onboarding/submit': () => started({ ...ready, status: 'queued', styles: ['s1', 's3'] }),
      ...buying(() => PROFESSIONAL),
    });
    renderUpload('/es/app/upload');
    fireEvent.click(await screen.findByRole('button', { name: es.photos.continue }));

    expect(await screen.findByRole('heading', { name: es.info.title })).toBeTruthy();
    expect((screen.getByLabelText(es.info.name) as HTMLInputElement).value).toBe('Uma User');
    fireEvent.click(screen.getByRole('button', { name: es.info.save }));
    expect(await screen.findByText(es.info.required.age)).toBeTruthy();
    expect(screen.getByText(es.info.required.glasses)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/onboarding/start']);

    const age = screen.getByLabelText(es.info.age) as HTMLSelectElement;
    expect(within(age).getByRole('option', { name: '26-29 años' })).toBeTruthy();
    const choose = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    choose(es.info.age, '26-29 years');
    choose(es.info.gender, 'Male');
    choose(es.info.ethnicity, 'Latin American');
    choose(es.info.eyeColor, 'Hazel');
    choose(es.info.glasses, 'Without glasses');
    fireEvent.click(screen.getByRole('button', { name: es.info.save }));
    expect(await screen.findByText('Server says no')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: es.info.save }));

    expect(await screen.findByRole('heading', { name: es.styles.title })).toBeTruthy();
    expect(calls.find((c) => c.path === '/onboarding/save-personal-info')!.body).toEqual({
      modelId: 'm1',
      name: 'Uma User',
      age: '26-29 years',
      ethnicity: 'Latin American',
      gender: 'Male',
      eyeColor: 'Hazel',
      glasses: 'Without glasses',
    });
    const office = await screen.findByRole('checkbox', { name: /Office/ });
    expect(office).toHaveProperty('checked', true);
    expect(screen.getByText(es.styles.clothing)).toBeTruthy();
    // The person's package decides the maximum (issue 12).
    expect(screen.getByTestId('style-allowance').textContent).toBe(
      'Tu paquete Professional incluye hasta 4 estilos.',
    );
    // Three styles are offered, fewer than the package's four: the count follows the offer.
    expect(screen.getByText('1 de 3 elegidos')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Outdoor/ }));
    // Issue 20 item 4: the pick is kept with the model as it is made.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/onboarding/save-styles').at(-1)?.body).toEqual({
        modelId: 'm1',
        styles: ['s1', 's3'],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: es.photos.continue }));

    expect(await screen.findByRole('heading', { name: es.confirm.title })).toBeTruthy();
    expect(screen.getByTestId('summary-photos').textContent).toBe(
      '2 fotos: 1 de tu cara, 1 de cuerpo entero',
    );
    expect(screen.getByText('Hombre')).toBeTruthy();
    expect(screen.getByText('Latinoamericana')).toBeTruthy();
    expect(screen.getByText('Outdoor')).toBeTruthy();
    expect(screen.getByTestId('confirm-package').textContent).toBe(
      'Con tu paquete Professional: 50 retratos de 1024 x 1280 píxeles.',
    );
    fireEvent.click(screen.getByRole('button', { name: es.confirm.submit }));

    expect(await screen.findByRole('heading', { name: es.waiting.title })).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/onboarding/submit',
      body: { modelId: 'm1', styles: ['s1', 's3'], locale: 'es' },
    });
  });

  it('shows the server message when submitting fails', async () => {
    const ready = model({
      trainingImages: [photo('a.jpg'), photo('b.jpg')],
      title: 'Uma',
      age: '30-35 years',
      ethnicity: 'European',
      trigger: 'female',
      eyeColor: 'Blue',
      appearance: { glassesPreference: 'Both' },
    });
    serve({
      '/onboarding/start': () => started(ready),
      '/onboarding/save-personal-info': () => started(ready),
      '/styles/': () =>
        ok({
          success: true,
          data: { styles: [{ _id: 's1', name: 'Office', description: 'd', previewUrl: '/p' }] },
        }),
      '/model/preselected-styles': () => ({ status: 500, body: { success: false } }),
      '/onboarding/submit': () => ({
        status: 400,
        body: { success: false, errorMessage: 'Please choose your styles first' },
      }),
      ...buying(() => STARTER),
    });
    renderUpload('/app/upload?modelId=m1');
    fireEvent.click(await screen.findByRole('button', { name: en.photos.continue }));
    fireEvent.click(await screen.findByRole('button', { name: en.info.save }));
    // No pre-selection came, so the person picks.
    const office = await screen.findByRole('checkbox', { name: /Office/ });
    expect(office).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: en.photos.continue })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(office);
    fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
    fireEvent.click(await screen.findByRole('button', { name: en.confirm.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please choose your styles first',
    );
  });

  it.each([
    ['es', 'Todavía falta: al menos 6 fotos buenas, al menos un estilo.'],
    ['de', 'Es fehlt noch: mindestens 6 gute Fotos, mindestens ein Stil.'],
  ] as const)('shows a refusal by its reason in the page language (%s)', async (locale, shown) => {
    const texts = catalogues[locale].upload;
    const ready = model({
      trainingImages: [photo('a.jpg'), photo('b.jpg')],
      title: 'Uma',
      age: '30-35 years',
      ethnicity: 'European',
      trigger: 'female',
      eyeColor: 'Blue',
      appearance: { glassesPreference: 'Both' },
    });
    serve({
      '/onboarding/start': () => started(ready),
      '/onboarding/save-personal-info': () => started(ready),
      '/styles/': () =>
        ok({
          success: true,
          data: { styles: [{ _id: 's1', name: 'Office', description: 'd', previewUrl: '/p' }] },
        }),
      '/model/preselected-styles': () => ok({ success: true, data: { styles: ['s1'] } }),
      '/onboarding/submit': () => ({
        status: 400,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          reason: 'onboarding.missing',
          params: { items: ['photos', 'style'], photos: 6 },
          errorMessage: 'Still needed: at least 6 good photos, at least one style.',
        },
      }),
      ...buying(() => STARTER),
    });
    renderUpload(`/${locale}/app/upload?modelId=m1`);
    fireEvent.click(await screen.findByRole('button', { name: texts.photos.continue }));
    fireEvent.click(await screen.findByRole('button', { name: texts.info.save }));
    await screen.findByRole('checkbox', { name: /Office/ });
    fireEvent.click(screen.getByRole('button', { name: texts.photos.continue }));
    fireEvent.click(await screen.findByRole('button', { name: texts.confirm.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('offers a new upload when the model in the URL is gone, and shows the waiting screen after submit', async () => {
    const calls = serve({
      '/onboarding/start': (body) =>
        (body as { modelId: string | null }).modelId
          ? { status: 404, body: { success: false, errorMessage: 'No such model' } }
          : started(model({ modelId: 'm2' })),
    });
    renderUpload('/app/upload?modelId=gone');
    expect((await screen.findByRole('alert')).textContent).toContain('No such model');
    expect(screen.queryByRole('button', { name: en.start.retry })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.start.startOver }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?modelId=m2'));
    expect(calls.map((c) => c.body)).toEqual([{ modelId: 'gone' }, { modelId: null }]);
  });

  it('offers to try again after a server fault, and not after a refusal', async () => {
    let answers = 0;
    serve({
      '/onboarding/start': () =>
        ++answers === 1
          ? { status: 503, body: { success: false, errorMessage: 'Busy' } }
          : answers === 2
            ? started(model())
            : { status: 403, body: { success: false } },
    });
    renderUpload();
    expect((await screen.findByRole('alert')).textContent).toContain('Busy');
    fireEvent.click(screen.getByRole('button', { name: en.start.retry }));
    expect(await screen.findByRole('button', { name: en.photos.choose })).toBeTruthy();
  });

  it('shows the waiting screen for a model already submitted', async () => {
    serve({
      '/onboarding/start': () =>
        started(model({ status: 'queued', trainingImages: [photo('a.jpg')] })),
    });
    renderUpload('/app/upload?modelId=m1');
    expect(await screen.findByRole('heading', { name: en.waiting.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.leave.dashboard }).getAttribute('href')).toBe(
      '/app',
    );
  });

  describe('following the entitlement (issue 12)', () => {
    const ready = model({
      trainingImages: [photo('a.jpg'), photo('b.jpg')],
      title: 'Uma',
      age: '30-35 years',
      ethnicity: 'European',
      trigger: 'female',
      eyeColor: 'Blue',
      appearance: { glassesPreference: 'Both' },
    });
    const base = {
      '/onboarding/start': () => started(ready),
      '/onboarding/save-personal-info': () => started(ready),
      '/styles/': threeStyles,
      '/model/preselected-styles': () => ok({ success: true, data: { styles: [] } }),
    };
    const toStyles = async (texts = en) => {
      fireEvent.click(await screen.findByRole('button', { name: texts.photos.continue }));
      fireEvent.click(await screen.findByRole('button', { name: texts.info.save }));
      await screen.findByRole('checkbox', { name: /Office/ });
    };
    const pick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
    /** The engine's check of `ready`'s photos for a package of 25 per style: all used or none. */
    const checkAnswer = (o: { used: boolean; perStyle: number; needed: number }) =>
      ok({
        success: true,
        data: {
          engine: 'local',
          photos: ready.trainingImages.map((p) => ({
            path: p.path,
            use: o.used ? 'used' : 'no-room',
            crops: o.used ? ['head-and-shoulders'] : [],
            someoneElse: false,
          })),
          wanted: 25,
          perStyle: o.perStyle,
          promised: null,
          shortfall: {
            wanted: 25,
            perStyle: o.perStyle,
            photosNeeded: o.needed,
            fallback: !o.used,
          },
        },
      });
    const paymentRequired = (): Answer => ({
      status: 402,
      body: {
        success: false,
        code: 'PAYMENT_REQUIRED',
        errorMessage: 'Choose a package to create your headshots.',
      },
    });

    it('without a package: up to the largest, says the package decides, then goes to checkout for the smallest that fits', async () => {
      const calls = serve({
        ...base,
        ...buying(() => null),
        '/onboarding/submit': paymentRequired,
      });
      renderUpload('/app/upload?modelId=m1');
      await toStyles();
      expect(screen.getByTestId('style-allowance').textContent).toBe(
        'Your package decides how many styles you get (Starter: 2 styles, Professional: 4 styles, Executive: 8 styles); you choose your package when you submit.',
      );
      pick(/Office/);
      pick(/Studio/);
      pick(/Outdoor/);
      expect(screen.getByText('3 of 3 chosen')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      expect((await screen.findByTestId('confirm-package')).textContent).toBe(
        en.confirm.choosePackage,
      );
      fireEvent.click(screen.getByRole('button', { name: en.confirm.submit }));

      const checkout = new URL((await screen.findByTestId('checkout')).textContent!, 'http://x');
      expect(checkout.pathname).toBe('/checkout');
      expect(checkout.searchParams.get('package')).toBe('professional');
      expect(checkout.searchParams.get('return')).toBe('/app/upload?modelId=m1&step=styles');
      expect(calls.at(-1)).toEqual({
        path: '/onboarding/submit',
        body: { modelId: 'm1', styles: ['s1', 's2', 's3'], locale: 'en' },
      });
      expect(JSON.parse(window.sessionStorage.getItem('hs:upload-styles:m1')!)).toEqual([
        's1',
        's2',
        's3',
      ]);
    });

    it('opens with the styles the model keeps: a reload or a second tab (issue 20 item 4)', async () => {
      window.sessionStorage.clear(); // a second tab keeps nothing of the first
      serve({
        ...base,
        ...buying(() => PROFESSIONAL),
        '/onboarding/start': () => started({ ...ready, styles: ['s2', 's3'] }),
        '/onboarding/save-personal-info': () => started({ ...ready, styles: ['s2', 's3'] }),
      });
      renderUpload('/app/upload?modelId=m1');
      await toStyles();
      expect(screen.getByRole('checkbox', { name: /Office/ })).toHaveProperty('checked', false);
      expect(screen.getByRole('checkbox', { name: /Studio/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('checkbox', { name: /Outdoor/ })).toHaveProperty('checked', true);
    });

    it('comes back from checkout at the styles step with the styles kept, and submits', async () => {
      window.sessionStorage.setItem('hs:upload-styles:m1', JSON.stringify(['s3', 's1']));
      const calls = serve({
        ...base,
        ...buying(() => PROFESSIONAL),
        '/onboarding/submit': () => started({ ...ready, status: 'queued', styles: ['s3', 's1'] }),
      });
      renderUpload('/app/upload?modelId=m1&step=styles');
      expect(await screen.findByRole('heading', { name: en.styles.title })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?modelId=m1'));
      expect(await screen.findByRole('checkbox', { name: /Outdoor/ })).toHaveProperty(
        'checked',
        true,
      );
      expect(screen.getByRole('checkbox', { name: /Office/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('checkbox', { name: /Studio/ })).toHaveProperty('checked', false);
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      expect((await screen.findByTestId('confirm-package')).textContent).toBe(
        'Made with your Professional package: 50 headshots at 1024 x 1280 pixels.',
      );
      fireEvent.click(screen.getByRole('button', { name: en.confirm.submit }));
      expect(await screen.findByRole('heading', { name: en.waiting.title })).toBeTruthy();
      expect(calls.at(-1)!.body).toEqual({ modelId: 'm1', styles: ['s1', 's3'], locale: 'en' });
      expect(window.sessionStorage.getItem('hs:upload-styles:m1')).toBeNull();
    });

    // Issue 17: a team member's seat pays; they are not told to choose a package.
    const seatOf = (next: Package | null): Record<string, Handler> => ({
      '/checkout/package/package': () => ok({ success: true, data: { packages: PACKAGES } }),
      '/user/entitlements': () =>
        ok({
          success: true,
          data: {
            payments: 'test',
            balances: {},
            nextPackage: null,
            seat: {
              next: next
                ? {
                    packageId: next.id,
                    headshots: next.headshots,
                    styles: next.stylesAllowed,
                    width: 1024,
                    height: 1280,
                  }
                : null,
            },
          },
        }),
    });

    it('tells a team member paid by a seat what the seat gives, and submits without checkout', async () => {
      const calls = serve({
        ...base,
        ...seatOf(STARTER),
        '/onboarding/submit': () => started({ ...ready, status: 'queued', styles: ['s1', 's2'] }),
      });
      renderUpload('/app/upload?modelId=m1');
      await toStyles();
      expect(screen.getByTestId('style-allowance').textContent).toBe(
        'Your organization pays with one of its seats, so you choose no package: up to 2 styles.',
      );
      pick(/Office/);
      pick(/Studio/);
      expect(screen.getByText('2 of 2 chosen')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      const note = (await screen.findByTestId('confirm-package')).textContent;
      expect(note).toBe(
        'Paid with one of your organization’s seats: 30 headshots at 1024 x 1280 pixels.',
      );
      expect(screen.queryByText(/choose (a|your) package/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: en.confirm.submit }));
      expect(await screen.findByRole('heading', { name: en.waiting.title })).toBeTruthy();
      expect(calls.at(-1)!.body).toEqual({ modelId: 'm1', styles: ['s1', 's2'], locale: 'en' });
    });

    it('tells a team member without a seat left to ask their lead, never sends them to checkout', async () => {
      serve({
        ...base,
        ...seatOf(null),
        '/onboarding/submit': () => ({
          status: 402,
          body: {
            success: false,
            code: 'PAYMENT_REQUIRED',
            reason: 'seats.none',
            errorMessage: 'Your organization has no seats left. Ask your team lead to buy more.',
          },
        }),
      });
      renderUpload('/app/upload?modelId=m1');
      await toStyles();
      expect(screen.getByTestId('style-allowance').textContent).toBe(en.styles.noSeats);
      pick(/Office/);
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      expect((await screen.findByTestId('confirm-package')).textContent).toBe(en.confirm.noSeats);
      fireEvent.click(screen.getByRole('button', { name: en.confirm.submit }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Your organization has no seats left. Ask your team lead to buy more.',
      );
      expect(screen.queryByTestId('checkout')).toBeNull();
    });

    it('shows a refusal about too many styles next to the styles', async () => {
      window.sessionStorage.setItem('hs:upload-styles:m1', JSON.stringify(['s1', 's2', 's3']));
      // The page saw a Professional package; by the submit only a Starter one is left.
      let asked = 0;
      serve({
        ...base,
        ...buying(() => (++asked === 1 ? PROFESSIONAL : STARTER)),
        '/onboarding/submit': () => ({
          status: 400,
          body: {
            success: false,
            code: 'BAD_REQUEST',
            reason: 'package.tooManyStyles',
            params: { max: 2 },
            errorMessage: 'Your package includes 2 styles: choose at most 2.',
          },
        }),
      });
      renderUpload('/app/upload?modelId=m1&step=styles');
      await screen.findByRole('checkbox', { name: /Outdoor/ });
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      fireEvent.click(await screen.findByRole('button', { name: en.confirm.submit }));

      expect(await screen.findByRole('heading', { name: en.styles.title })).toBeTruthy();
      const tooMany = 'Your package includes 2 styles: choose at most 2.';
      expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
      const next = screen.getByRole('button', { name: en.photos.continue });
      expect(next).toHaveProperty('disabled', true);
      pick(/Studio/);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(next).toHaveProperty('disabled', false);
    });

    // Issue 15 item 1 (decision 046): a shortfall is said again before the submit, as a
    // warning; the count follows the styles picked, and the submit stays possible.
    it('repeats a shortfall on the confirm step, asked with the styles picked', async () => {
      const served = serve({
        ...base,
        ...buying(() => PROFESSIONAL),
        '/onboarding/photo-check/m1': () => checkAnswer({ used: true, perStyle: 2, needed: 8 }),
      });
      renderUpload('/app/upload?modelId=m1');
      await toStyles();
      pick(/Studio/);
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      const warning = await screen.findByTestId('confirm-check');
      expect(warning.textContent).toContain(
        'Your photos give each style 2 different headshots, not 25: you would get fewer headshots than your package includes.',
      );
      // Issue 34 item 4: the promise, before the submit and any payment.
      expect((await screen.findByTestId('confirm-promise')).textContent).toBe(
        'From these photos: 2 distinct headshots of the 50 your package includes, 2 per style (one photo at one framing counts once, whatever the backdrop). Any that are not made are given back automatically.',
      );
      await waitFor(() => expect(served.checks).toContain('/onboarding/photo-check/m1?styles=1'));
      expect(screen.getByRole('button', { name: en.confirm.submit })).toHaveProperty(
        'disabled',
        false,
      );
      fireEvent.click(within(warning).getByRole('button', { name: en.confirm.editPhotos }));
      expect(await screen.findByTestId('photo-check')).toBeTruthy();
    }, 20_000);

    // Issue 15 item 1: no usable photo at all: nothing could be made, the submit waits.
    it('keeps the submit waiting while no photo shows the shoulders, and says why (German)', async () => {
      const served = serve({
        ...base,
        ...buying(() => PROFESSIONAL),
        '/onboarding/photo-check/m1': () => checkAnswer({ used: false, perStyle: 0, needed: 9 }),
      });
      renderUpload('/de/app/upload?modelId=m1');
      const de = catalogues.de;
      const panel = await screen.findByTestId('photo-check');
      await waitFor(() => expect(panel.dataset.check).toBe('fallback'));
      expect(panel.textContent).not.toContain(de.engine.check.allowed);
      await toStyles(de.upload);
      pick(/Studio/);
      fireEvent.click(screen.getByRole('button', { name: de.upload.photos.continue }));
      const warning = await screen.findByTestId('confirm-check');
      expect(warning.textContent).toContain(de.engine.check.confirmFallback);
      const submit = screen.getByRole('button', { name: de.upload.confirm.submit });
      expect(submit).toHaveProperty('disabled', true);
      expect(submit.getAttribute('aria-describedby')).toBe(warning.id);
      fireEvent.click(submit);
      expect(served.checks).not.toContain('/onboarding/submit');
      fireEvent.click(within(warning).getByRole('button', { name: de.upload.confirm.editPhotos }));
      expect(await screen.findByTestId('photo-check')).toBeTruthy();
    }, 20_000);

    it('says so instead of sending anyone to checkout when buying is switched off', async () => {
      serve({ ...base, ...buying(() => null), '/onboarding/submit': paymentRequired });
      renderUpload('/app/upload?modelId=m1', { payments: 'off' });
      await toStyles();
      pick(/Office/);
      fireEvent.click(screen.getByRole('button', { name: en.photos.continue }));
      fireEvent.click(await screen.findByRole('button', { name: en.confirm.submit }));
      expect((await screen.findByRole('alert')).textContent).toBe(en.confirm.buyingOff);
      expect(screen.queryByTestId('checkout')).toBeNull();
    });
  });

  // Issue 15 items 1 and 6 (decision 046): what the engine makes of the photos, before
  // submission, said as a warning; the spec's photo rules still decide Continue.
  describe('photo check', { timeout: 20_000 }, () => {
    const kept = [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')];
    const checkOf = (over: Partial<PhotoCheck> = {}): PhotoCheck => ({
      engine: 'local',
      photos: [
        {
          path: kept[0]!.path,
          use: 'used',
          crops: ['head-and-shoulders', 'medium'],
          someoneElse: false,
        },
        { path: kept[1]!.path, use: 'no-room', crops: [], someoneElse: false },
        {
          path: kept[2]!.path,
          use: 'used',
          crops: ['head-and-shoulders', 'medium', 'half-body'],
          someoneElse: true,
        },
      ],
      wanted: 15,
      perStyle: 5,
      promised: 10,
      shortfall: { wanted: 15, perStyle: 5, photosNeeded: 4, fallback: false },
      ...over,
    });

    it('asks for the kind of photo missing, names the photo of someone else, and says per photo whether it is used (German)', async () => {
      let asked = 0;
      const served = serve({
        '/onboarding/start': () => started(model({ trainingImages: kept })),
        // The first answer is still reading one photo: the page asks again.
        '/onboarding/photo-check/m1': () => {
          asked++;
          const check = checkOf();
          if (asked === 1) check.photos[2] = { ...check.photos[2]!, use: 'unread' };
          return ok({ success: true, data: check });
        },
      });
      renderUpload('/de/app/upload');
      const de = catalogues.de.engine;
      const panel = await screen.findByTestId('photo-check');
      await waitFor(() => expect(panel.dataset.check).toBe('reading'));
      expect(panel.textContent).toContain(de.check.reading);
      await waitFor(() => expect(panel.dataset.check).toBe('short'));
      expect(asked).toBe(2);
      expect(screen.getByTestId('photo-check-short').textContent).toContain(
        'Deine Fotos ergeben pro Stil nur 5 verschiedene Porträts, nicht 15. Füge 4 weitere Fotos hinzu, die deine Schultern zeigen',
      );
      expect(screen.getByTestId('photo-check-someone-else').textContent).toBe(
        'Dieses Foto scheint nicht dieselbe Person wie deine anderen Fotos zu zeigen: Foto 3. Entferne es, damit deine Porträts nur dich zeigen.',
      );
      const use = (name: string) => within(tile(name)).getByTestId('photo-use').textContent;
      expect(use('Foto 1')).toBe('Wird genutzt: Kopf und Schultern, halbnah');
      expect(use('Foto 2')).toBe(de.use['no-room']);
      expect(within(tile('Foto 3')).getByTestId('photo-someone-else').textContent).toBe(
        de.use.someoneElse,
      );
      // A warning, not a block.
      expect(
        screen.getByRole('button', { name: catalogues.de.upload.photos.continue }),
      ).toHaveProperty('disabled', false);
      expect(served.checks.filter((path) => path.startsWith('/onboarding/'))).toEqual([
        '/onboarding/photo-check/m1',
        '/onboarding/photo-check/m1',
      ]);
    });

    it('says enough when every style gets its count, and that no photo with the shoulders means no headshot (Spanish)', async () => {
      let check = checkOf({
        shortfall: null,
        perStyle: 16,
        photos: checkOf().photos.map((p) => ({ ...p, someoneElse: false })),
      });
      serve({
        '/onboarding/start': () => started(model({ trainingImages: kept })),
        '/onboarding/photo-check/m1': () => ok({ success: true, data: check }),
        '/onboarding/remove-image': () => ok({ success: true }),
      });
      renderUpload('/es/app/upload');
      const panel = await screen.findByTestId('photo-check');
      await waitFor(() => expect(panel.dataset.check).toBe('enough'));
      expect(panel.textContent).toContain(
        'Tus fotos dan a cada estilo 16 retratos distintos; se necesitan 15.',
      );
      expect(screen.queryByTestId('photo-check-someone-else')).toBeNull();
      expect(check.engine).toBe('local');
      check = checkOf({
        perStyle: 0,
        shortfall: { wanted: 15, perStyle: 0, photosNeeded: 5, fallback: true },
      });
      fireEvent.click(screen.getByRole('button', { name: /Eliminar Foto 2/ }));
      await waitFor(() => expect(panel.dataset.check).toBe('fallback'));
      expect(screen.getByTestId('photo-check-short').textContent).toContain(
        'Ninguna de tus fotos muestra la cabeza entera con los hombros',
      );
    });

    it('says the size in pixels under the spec message when a photo is too small', async () => {
      serve({ '/onboarding/start': () => started(model()) });
      renderUpload('/es/app/upload');
      fireEvent.change(await screen.findByTestId('photo-input'), {
        target: { files: [jpeg('small.jpg')] },
      });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      await answer('small.jpg', (x) =>
        x.respond(200, {
          success: false,
          data: [
            {
              success: false,
              errorMessage: MESSAGES.IMAGE_TOO_SMALL,
              fileName: 'small.jpg',
              tooSmall: { what: 'image', width: 740, height: 418, minimum: 512 },
            },
          ],
        }),
      );
      expect(within(tile('small.jpg')).getByTestId('photo-error').textContent).toBe(
        es.errors.imageTooSmall,
      );
      expect(within(tile('small.jpg')).getByTestId('photo-too-small').textContent).toBe(
        'Esta foto mide 740 × 418 píxeles; las fotos necesitan al menos 512 píxeles por lado.',
      );
    });
  });
});
