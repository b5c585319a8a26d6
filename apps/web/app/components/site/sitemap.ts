import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '@hs/domain/locale';

/** One page in every language: its path per locale (a blog post's slug differs). */
export type PageVariants = Partial<Record<Locale, string>>;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same path in the three languages ('/pricing' -> /pricing, /es/pricing, /de/pricing). */
export function everyLocale(path: string): PageVariants {
  return Object.fromEntries(LOCALES.map((l) => [l, localizePath(path, l)]));
}

/**
 * sitemaps.org XML with one <url> per page and language, each naming all languages of
 * the page (and x-default) as xhtml:link alternates, as search engines read hreflang.
 */
export function sitemapXml(publicUrl: string, pages: PageVariants[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const abs = (path: string) => escapeXml(`${base}${path}`);
  const urls = pages.flatMap((variants) => {
    const links = LOCALES.flatMap((l) =>
      variants[l]
        ? [`    <xhtml:link rel="alternate" hreflang="${l}" href="${abs(variants[l])}"/>`]
        : [],
    );
    const fallback = variants[DEFAULT_LOCALE];
    if (fallback) {
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(fallback)}"/>`);
    }
    return LOCALES.flatMap((l) =>
      variants[l]
        ? [`  <url>\n    <loc>${abs(variants[l])}</loc>\n${links.join('\n')}\n  </url>`]
        : [],
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
