import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense, act } from 'react';
import { render, screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@hs/domain/locale';
import { catalogues, forgetTexts, getI18n, textsVersion } from './i18n.ts';
import { PAGE_TEXTS_ID, loadTexts, usePageTexts } from './page-texts-provider.tsx';
import { textsOfRoutes } from './page-texts.ts';
import { loader } from './texts-route.ts';

// Decision 042: the browser holds only the texts it was sent, and fetches the rest from the
// real /texts/:locale loader, served over HTTP on loopback.
let server: Server;
let base = '';
const asked: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url!);
    const url = new URL(req.url!, base);
    const locale = url.pathname.split('/')[2]!;
    void Promise.resolve(
      loader({ params: { locale }, request: new Request(url) } as unknown as LoaderFunctionArgs),
    ).then(async (answer) => {
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(await answer.text());
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's own address is this server (the browser fetches /texts/... from its origin).
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(`${base}${input}`, init));
  // The page the browser opened: English home, its texts in the block.
  const { now, later } = textsOfRoutes(['root', 'home-en']);
  const block = document.createElement('script');
  block.id = PAGE_TEXTS_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify({
    v: 'old',
    locale: 'en',
    routes: 'root home-en',
    paths: now,
    later,
    texts: {},
  });
  document.body.append(block);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((ok) => server.close(ok));
});

describe('texts the browser fetches', () => {
  it('fetches only what it lacks, once, and words the page with it', async () => {
    forgetTexts('de');
    asked.length = 0;
    const de = getI18n('de');
    expect(de.t('pagesHome.hero.title')).toBe('pagesHome.hero.title');
    await Promise.all([
      loadTexts('de', ['pagesHome', 'site.nav']),
      loadTexts('de', ['site.nav', 'pagesHome']),
    ]);
    expect(asked).toEqual(['/texts/de?v=old&paths=pagesHome%2Csite.nav']);
    expect(de.t('pagesHome.hero.title')).toBe(catalogues.de.pagesHome.hero.title);
    expect(de.t('site.nav.login')).toBe(catalogues.de.site.nav.login);
    // Held are only the paths asked for: the back office's texts never came.
    expect(de.t('backoffice.title')).toBe('backoffice.title');
    await loadTexts('de', ['pagesHome.hero', 'site.nav.login']);
    expect(asked).toHaveLength(1);
    await loadTexts('de', ['auth.login']);
    expect(asked[1]).toBe('/texts/de?v=old&paths=auth.login');
  });

  it('holds a page render until a moved-to language has its texts', async () => {
    forgetTexts('es');
    asked.length = 0;
    const rendered: string[] = [];
    function Page({ locale }: { locale: Locale }) {
      const { i18n } = usePageTexts(
        locale,
        ['root', `public-layout-${locale}`, `home-${locale}`],
        '/es',
      );
      const title = i18n.t('pagesHome.hero.title');
      rendered.push(title);
      return <h1>{title}</h1>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page locale="es" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading')).toHaveProperty(
      'textContent',
      catalogues.es.pagesHome.hero.title,
    );
    // Never rendered before the texts were in (it would have shown the key).
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set([catalogues.es.pagesHome.hero.title]));
    expect(asked[0]).toMatch(/^\/texts\/es\?v=old&paths=/);
    expect(decodeURIComponent(asked[0]!)).toContain('pagesHome');
    expect(decodeURIComponent(asked[0]!)).not.toContain('backoffice');
  });
});

describe('GET /texts/:locale', () => {
  const get = (path: string) => realFetch(`${base}${path}`);

  it('answers the texts asked for in that language, kept for good only at the current version', async () => {
    const res = await get('/texts/es?paths=pagesHome.hero,site.nav.login&v=old');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      texts: {
        pagesHome: { hero: catalogues.es.pagesHome.hero },
        site: { nav: { login: catalogues.es.site.nav.login } },
      },
    });
    const current = await get(`/texts/es?paths=site&v=${textsVersion()}`);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses an unknown language and paths that are not text paths', async () => {
    expect((await get('/texts/fr?paths=site')).status).toBe(404);
    expect((await get('/texts/es')).status).toBe(400);
    expect((await get(`/texts/es?paths=${'a,'.repeat(65)}a`)).status).toBe(400);
    expect((await get('/texts/es?paths=site,..%2F')).status).toBe(400);
    expect((await get('/texts/es?paths=site.%00')).status).toBe(400);
  });
});
