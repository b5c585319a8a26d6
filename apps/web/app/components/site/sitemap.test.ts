import { describe, expect, it } from 'vitest';
import { everyLocale, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('lists a page in every language with all alternates and x-default', () => {
    const xml = sitemapXml('https://shots.example.com/', [everyLocale('/pricing')]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    for (const loc of ['/pricing', '/es/pricing', '/de/pricing']) {
      expect(xml).toContain(`<loc>https://shots.example.com${loc}</loc>`);
    }
    expect(
      xml.match(/hreflang="x-default" href="https:\/\/shots.example.com\/pricing"/g),
    ).toHaveLength(3);
    expect(
      xml.match(/hreflang="de" href="https:\/\/shots.example.com\/de\/pricing"/g),
    ).toHaveLength(3);
  });

  it('keeps the slug of each language for a post, and escapes', () => {
    const xml = sitemapXml('http://x.test', [{ en: '/blog/a&b', de: '/de/blog/c' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>http://x.test/blog/a&amp;b</loc>');
    expect(xml).toContain('hreflang="de" href="http://x.test/de/blog/c"');
    expect(xml).not.toContain('hreflang="es"');
  });

  it('maps the home page to /, /es and /de', () => {
    expect(everyLocale('/')).toEqual({ en: '/', es: '/es', de: '/de' });
  });
});
