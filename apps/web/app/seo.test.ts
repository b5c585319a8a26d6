import { describe, expect, it } from 'vitest';
import { pageMeta, publicUrlFrom } from './seo.ts';

const links = (meta: ReturnType<typeof pageMeta>) =>
  meta.filter((m) => 'tagName' in m && m.tagName === 'link') as {
    rel: string;
    href: string;
    hrefLang?: string;
  }[];

describe('pageMeta', () => {
  it('gives title, description, canonical, four alternates and Open Graph texts', () => {
    const meta = pageMeta({
      path: '/de/refund',
      locale: 'de',
      title: 'Erstattung',
      description: 'Regeln',
      publicUrl: 'https://photos.example.com/',
    });
    expect(meta).toContainEqual({ title: 'Erstattung' });
    expect(meta).toContainEqual({ name: 'description', content: 'Regeln' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Erstattung' });
    expect(meta).toContainEqual({ property: 'og:description', content: 'Regeln' });
    const all = links(meta);
    expect(all.find((l) => l.rel === 'canonical')?.href).toBe(
      'https://photos.example.com/de/refund',
    );
    expect(
      Object.fromEntries(all.filter((l) => l.hrefLang).map((l) => [l.hrefLang, l.href])),
    ).toEqual({
      en: 'https://photos.example.com/refund',
      es: 'https://photos.example.com/es/refund',
      de: 'https://photos.example.com/de/refund',
      'x-default': 'https://photos.example.com/refund',
    });
  });

  it('keeps links relative when the public address is unknown, home included', () => {
    const all = links(pageMeta({ path: '/', locale: 'es', title: 't', description: 'd' }));
    expect(all.find((l) => l.rel === 'canonical')?.href).toBe('/es');
    expect(all.filter((l) => l.hrefLang).map((l) => l.href)).toEqual(['/', '/es', '/de', '/']);
  });

  it('reads the public address from whichever match knows it', () => {
    expect(
      publicUrlFrom([
        { id: 'root', data: { viewer: null } },
        { id: 'public-layout-en', data: { publicUrl: 'https://a.example' } },
      ]),
    ).toBe('https://a.example');
    expect(
      publicUrlFrom([
        { id: 'root', data: { viewer: null } },
        { id: 'x', data: null },
      ]),
    ).toBeNull();
    expect(publicUrlFrom([{ id: 'public-layout-en', data: { publicUrl: '' } }])).toBeNull();
  });
});
