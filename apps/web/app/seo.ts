import type { MetaDescriptor } from 'react-router';
import { LOCALES, DEFAULT_LOCALE, localizePath, type Locale } from '@hs/domain/locale';

export interface PageMetaInput {
  /** The page's path in any locale ('/pricing', '/de/pricing'); the locale prefix is replaced. */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  /** The site's public address ('https://example.com'); links stay relative when unknown. */
  publicUrl?: string | null;
}

function absolute(path: string, publicUrl: string | null | undefined): string {
  if (!publicUrl) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Title, description, canonical URL, hreflang alternates (en, es, de and x-default) and
 * Open Graph texts of a public page (spec 000 section 2: every language has its own URL).
 */
export function pageMeta({
  path,
  locale,
  title,
  description,
  publicUrl,
}: PageMetaInput): MetaDescriptor[] {
  const canonical = absolute(localizePath(path, locale), publicUrl);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: absolute(localizePath(path, l), publicUrl),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absolute(localizePath(path, DEFAULT_LOCALE), publicUrl),
    },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: OG_LOCALES[locale] },
  ];
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE' };

/**
 * The public address when a loader on the page knows it (the public frame's `publicUrl`),
 * read from a meta function's `matches`; null keeps links relative.
 */
export function publicUrlFrom(matches: readonly unknown[]): string | null {
  for (const match of matches) {
    const url = (match as { data?: { publicUrl?: unknown } | null } | undefined)?.data?.publicUrl;
    if (typeof url === 'string' && url) return url;
  }
  return null;
}
