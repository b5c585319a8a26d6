import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, type MetaDescriptor } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { SiteFrame } from '@hs/contracts/site';
import { HEADSHOT_TYPES, headshotTypePath } from '@hs/domain/headshot-types';
import { LOCALES, localizePath, type Locale } from '@hs/domain/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import * as home from '../home.tsx';
import * as teamMember from '../team-member.tsx';
import * as about from './about.tsx';
import * as affiliate from './affiliate.tsx';
import * as api from './api.tsx';
import * as backdrops from './backdrop-and-outfit.tsx';
import * as compare from './best-ai-headshot-generators.tsx';
import * as companyHeadshots from './company-headshots.tsx';
import * as contact from './contact.tsx';
import { ToastProvider } from '@hs/ui/toast';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import * as headshotType from './headshot-type.tsx';
import * as headshotTypes from './headshot-types.tsx';
import * as jobs from './jobs.tsx';
import * as privacy from './legal/privacy-policy.tsx';
import * as security from './legal/security-policy.tsx';
import * as subProcessors from './legal/sub-processors.tsx';
import * as terms from './legal/terms-and-conditions.tsx';
import * as refund from './refund.tsx';
import * as reviews from './reviews.tsx';

interface PageModule {
  default: ComponentType<never>;
  meta: (args: never) => MetaDescriptor[];
}

const STYLES = [
  {
    _id: 'studio-grey',
    name: 'Studio grey',
    description: 'Classic mid-grey studio paper, soft vignette.',
    previewUrl: '/api/styles/studio-grey/preview.jpg',
  },
];

// Each page with what its loader hands it when the API answers.
const PAGES: { path: string; page: PageModule; data?: unknown }[] = [
  { path: '/', page: home },
  { path: '/company-headshots', page: companyHeadshots },
  { path: '/reviews', page: reviews, data: { examples: [], reviews: [] } },
  { path: '/headshot-types', page: headshotTypes },
  ...HEADSHOT_TYPES.map((type) => ({
    path: headshotTypePath(type),
    page: headshotType,
    data: { type },
  })),
  { path: '/backdrop-and-outfit', page: backdrops, data: { styles: STYLES } },
  { path: '/refund', page: refund },
  { path: '/legal/terms-and-conditions', page: terms },
  { path: '/legal/privacy-policy', page: privacy },
  { path: '/legal/sub-processors', page: subProcessors },
  { path: '/legal/security-policy', page: security },
  { path: '/about', page: about },
  { path: '/jobs', page: jobs },
  { path: '/affiliate', page: affiliate },
  { path: '/api', page: api },
  { path: '/best-ai-headshot-generators', page: compare },
  { path: '/contact', page: contact },
  { path: '/team-member', page: teamMember },
];

const context: PageContext = {
  viewer: null,
  parameters: DEFAULT_PARAMETER_VALUES,
  oauthProviders: [],
};

// What the public layout's loader reads from GET /api/site: an operator's own brand.
const frame: SiteFrame = {
  brandName: 'Acme Portraits',
  publicUrl: 'https://photos.example',
  trustPageUrl: 'https://trust.example/',
  helpdeskUrl: 'https://help.example/',
  stats: { photos: 17943292, users: 102207, trustScore: 4.7, reviews: 1521 },
};

function renderPage(path: string, page: PageModule, data: unknown, locale: Locale) {
  const url = localizePath(path, locale);
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          id: `public-layout-${locale}`,
          loader: () => frame,
          Component: Outlet,
          children: [
            { path: url, Component: page.default as ComponentType, loader: () => data ?? null },
          ],
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

async function heading(path: string, page: PageModule, data: unknown, locale: Locale) {
  renderPage(path, page, data, locale);
  const h1 = await screen.findByRole('heading', { level: 1 });
  const text = h1.textContent ?? '';
  // A key i18next could not find renders as the key itself.
  expect(document.body.textContent).not.toMatch(/pages[A-Z]\w+\.|auth\.\w+\./);
  // The brand is the operator's (the frame says 'Acme Portraits'), never a hard-coded name.
  expect(document.body.textContent).not.toContain('Headshot Studio');
  cleanup();
  return text;
}

function metaOf(path: string, page: PageModule, data: unknown, locale: Locale) {
  const pathname = localizePath(path, locale);
  return page.meta({
    location: { pathname },
    matches: [
      { id: 'root', data: context },
      { id: `public-layout-${locale}`, data: frame },
    ],
    loaderData: data ?? null,
    params: {},
  } as never);
}

describe('public content pages', () => {
  afterEach(cleanup);

  it.each(PAGES)(
    '$path renders one h1 in English, and a translated one in es and de',
    async ({ path, page, data }) => {
      const en = await heading(path, page, data, 'en');
      expect(en.trim()).not.toBe('');
      for (const locale of ['es', 'de'] as const) {
        const other = await heading(path, page, data, locale);
        expect(other.trim(), `${locale} ${path}`).not.toBe('');
        expect(other, `${locale} ${path}`).not.toBe(en);
      }
    },
  );

  it.each(PAGES)(
    '$path has a title, description, canonical and en/es/de/x-default alternates',
    ({ path, page, data }) => {
      for (const locale of LOCALES) {
        const meta = metaOf(path, page, data, locale);
        const title = meta.find((m) => 'title' in m) as { title: string } | undefined;
        expect(title?.title).toMatch(/Acme Portraits/);
        const description = meta.find((m) => 'name' in m && m.name === 'description') as
          { content: string } | undefined;
        expect(description?.content.length).toBeGreaterThan(40);
        const links = meta.filter((m) => 'tagName' in m && m.tagName === 'link') as {
          rel: string;
          href: string;
          hrefLang?: string;
        }[];
        expect(links.find((l) => l.rel === 'canonical')?.href).toBe(
          `https://photos.example${localizePath(path, locale)}`,
        );
        const alternates = links.filter((l) => l.rel === 'alternate').map((l) => l.hrefLang);
        expect(alternates).toEqual(['en', 'es', 'de', 'x-default']);
      }
    },
  );

  it('titles and descriptions differ between languages', () => {
    for (const { path, page, data } of PAGES) {
      const [en, es, de] = LOCALES.map((l) => metaOf(path, page, data, l)[0]);
      expect(es, path).not.toEqual(en);
      expect(de, path).not.toEqual(en);
    }
  });
});

describe('headshot type pages', () => {
  it('answer 404 for an unknown keyword', () => {
    let thrown: unknown;
    try {
      headshotType.loader({ params: { slug: 'nope-headshots' } } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(headshotType.loader({ params: { slug: 'nurse-headshots' } } as never)).toEqual({
      type: 'nurse',
    });
  });
});

describe('backdrop page', () => {
  afterEach(cleanup);

  it('shows the catalogue in German with translated names and says clothing stays', async () => {
    renderPage('/backdrop-and-outfit', backdrops, { styles: STYLES }, 'de');
    expect(await screen.findByRole('heading', { level: 3, name: 'Studiograu' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vorschau des Hintergrunds Studiograu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deine Kleidung bleibt deine' })).toBeTruthy();
  });

  it('says so when the catalogue is empty or could not be loaded', async () => {
    renderPage('/backdrop-and-outfit', backdrops, { styles: [] }, 'en');
    expect(await screen.findByText(/No backdrops are set up yet/)).toBeTruthy();
    cleanup();
    renderPage('/backdrop-and-outfit', backdrops, { styles: null }, 'en');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not load the backdrops/);
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});

describe('company headshots', () => {
  afterEach(cleanup);

  it('links its pricing in-page at #pricing', async () => {
    renderPage('/company-headshots', companyHeadshots, null, 'es');
    const link = await screen.findByRole('link', { name: 'Ver precios para equipos' });
    expect(link.getAttribute('href')).toBe('#pricing');
    expect(document.getElementById('pricing')).not.toBeNull();
  });

  it('says plainly that its team pictures are drawings (issue 20 item 1)', async () => {
    renderPage('/company-headshots', companyHeadshots, null, 'en');
    expect(await screen.findByText('Drawings of a team, not customer photos.')).toBeTruthy();
  });
});

describe('home', () => {
  afterEach(cleanup);

  it('starts at /app/add in the page language', async () => {
    renderPage('/', home, null, 'de');
    const links = await screen.findAllByRole('link', { name: 'Hol dir deine Porträts' });
    expect(links[0]?.getAttribute('href')).toBe('/de/app/add');
  });

  it('says its example pictures are illustrations, not anyone’s result (issue 20 item 1)', async () => {
    renderPage('/', home, null, 'en');
    const examples = await screen.findByRole('heading', { name: 'Examples' });
    expect(examples.closest('section')?.textContent).toContain(
      'not customer photos: no drawing here imitates anyone’s result',
    );
  });
});

// Issue 20 item 1 (decision 039): staff's published examples, input beside output.
const EXAMPLE = {
  id: '11111111-1111-4111-8111-111111111111',
  style: 'Studio grey',
  before: { url: '/api/examples/1/before.jpg', width: 480, height: 640 },
  after: { url: '/api/examples/1/after.jpg', width: 512, height: 640 },
};

describe('published examples', () => {
  afterEach(cleanup);

  function pairsIn(section: Element) {
    const images = [...section.querySelectorAll('img')];
    return images.map((img) => [
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('loading'),
      img.getAttribute('alt'),
    ]);
  }

  it('home shows the uploaded photo beside the headshot, sized and lazy, instead of drawings', async () => {
    renderPage('/', home, { examples: [EXAMPLE] }, 'es');
    const section = (await screen.findByRole('heading', { name: 'Ejemplos' })).closest('section')!;
    expect(pairsIn(section)).toEqual([
      ['/api/examples/1/before.jpg', '480', '640', 'lazy', 'La foto que subió esta persona'],
      [
        '/api/examples/1/after.jpg',
        '512',
        '640',
        'lazy',
        'El retrato que Acme Portraits hizo a partir de ella',
      ],
    ]);
    expect(section.textContent).toContain('Foto subida');
    expect(section.textContent).toContain('Retrato · Studio grey');
    expect(section.textContent).toContain('Personas reales que aceptaron mostrar sus fotos');
    expect(section.textContent).not.toContain('no son fotos de clientes');
    expect(section.querySelector('svg')).toBeNull();
  });

  it('the examples page and the team page show them too, in German', async () => {
    renderPage('/reviews', reviews, { examples: [EXAMPLE] }, 'de');
    const section = (await screen.findByTestId('example-pairs')).closest('section')!;
    expect(section.textContent).toContain('Echte Menschen, die dem Zeigen ihrer Fotos');
    expect(section.textContent).toContain('Hochgeladenes Foto');
    expect(section.textContent).not.toContain('Illustrationen');
    cleanup();
    renderPage('/company-headshots', companyHeadshots, { examples: [EXAMPLE] }, 'de');
    const real = await screen.findByRole('heading', { name: 'Echte Beispiele' });
    expect(pairsIn(real.closest('section')!)).toHaveLength(2);
  });

  it('without any, the pages keep their drawings and say so', async () => {
    renderPage('/company-headshots', companyHeadshots, { examples: [] }, 'en');
    expect(await screen.findByText('Drawings of a team, not customer photos.')).toBeTruthy();
    expect(screen.queryByTestId('example-pairs')).toBeNull();
    cleanup();
    renderPage('/reviews', reviews, { examples: [] }, 'en');
    expect(
      await screen.findByText(
        'Illustrations, not customer photos: they show what changes and what stays.',
      ),
    ).toBeTruthy();
  });
});

describe('reviews', () => {
  afterEach(cleanup);

  it('shows the seeded review stats with the trust page, and no brand hard-coded', async () => {
    renderPage('/reviews', reviews, null, 'de');
    expect(await screen.findByText('Mit 4,7 von 5 bewertet, aus 1.521 Bewertungen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bewertungen lesen' }).getAttribute('href')).toBe(
      'https://trust.example/',
    );
    expect(document.body.textContent).not.toContain('Headshot Studio');
  });

  it('shows the published reviews and says which are demo (issue 19)', async () => {
    const review = {
      title: '',
      rating: 5,
      locale: 'en' as const,
      url: null,
      reviewedAt: '2026-11-01T10:00:00.000Z',
    };
    renderPage(
      '/reviews',
      reviews,
      {
        reviews: [
          { ...review, _id: 'a', author: 'Ana', text: 'Looks like me.', demo: false },
          { ...review, _id: 'b', author: 'Demo Dan', text: 'Written to show.', demo: true },
        ],
      },
      'en',
    );
    const section = (await screen.findByRole('heading', { name: 'What customers say' })).closest(
      'section',
    )!;
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent?.includes('Demo review'))).toEqual([false, true]);
    expect(section.textContent).toContain('they are not from customers');
    expect(within(cards[0]!).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
  });
});

describe('contact', () => {
  afterEach(cleanup);

  it('links the configured helpdesk and holds the support form with an e-mail field', async () => {
    renderPage('/contact', contact, null, 'es');
    const link = await screen.findByRole('link', { name: 'Abrir el centro de ayuda' });
    expect(link.getAttribute('href')).toBe('https://help.example/');
    expect(screen.getByRole('heading', { name: 'Escríbenos' })).toBeTruthy();
    expect(screen.getByLabelText('Tu correo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('tabs through the support form in reading order (issue 20 item 5)', async () => {
    renderPage('/contact', contact, null, 'en');
    const name = await screen.findByLabelText('Your name');
    const user = userEvent.setup();
    await user.click(name);
    const order: (Element | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      screen.getByLabelText('Your e-mail'),
      screen.getByLabelText('Request type'),
      screen.getByLabelText('Message'),
      screen.getByLabelText(catalogues.en.support.form.screenshots),
      screen.getByRole('button', { name: 'Send' }),
    ]);
  });
});
