import { slugify } from './slug.ts';

// Limits of what staff write in the catalogue, reviews and blog sections (issue 19); the
// contracts and the forms read these, so the browser refuses what the server would.
export const CATALOGUE_NAME_MAX = 80;
export const STYLE_DESCRIPTION_MAX = 500;
export const STYLE_PROMPT_MAX = 1000;
export const SORT_MAX = 100_000;
/** A price in minor units (cents): at most 100 000.00 of any currency. */
export const PRICE_MINOR_MAX = 10_000_000;

export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 40_000;
export const BLOG_SLUG_MAX = 120;
export const BLOG_CATEGORY_MAX = 40;
/** spec 001 section 3 "Blog post": category is blog by default. */
export const BLOG_DEFAULT_CATEGORY = 'blog';

/** Thumbnails (spec 001 section 3: small, large), as stored after re-encoding. */
export const BLOG_THUMBNAILS = {
  small: { width: 480, height: 270 },
  large: { width: 1200, height: 630 },
} as const;
export type BlogThumbnailSize = keyof typeof BLOG_THUMBNAILS;

/** A backdrop colour as staff type it: #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * spec 000 section 5 (slugs: lowercased, spaces to hyphens, non-word characters removed):
 * a slug staff type is kept only when it is already in that form, so the address a post is
 * published under is the one they saw; an empty slug is made from the title.
 */
export function blogSlug(slug: string, title: string): { slug: string } | { problem: string } {
  const wanted = slug.trim() === '' ? slugify(title) : slug;
  if (wanted === '') return { problem: 'empty' };
  if (wanted.length > BLOG_SLUG_MAX) return { problem: 'tooLong' };
  if (slugify(wanted) !== wanted) return { problem: 'notASlug' };
  return { slug: wanted };
}

/**
 * A price staff type ('49', '49.5', '49,50') in the currency's minor units, by its decimal
 * digits (spec 000 section 9: prices are in cents and divided by 100; idr has none). null
 * when it is not a positive amount with at most that many decimals, or above the maximum.
 */
export function parsePrice(text: string, decimals: number): number | null {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
  return minor >= 1 && minor <= PRICE_MINOR_MAX ? minor : null;
}

/** The minor units as staff type them back ('49.50'; '49000' for a currency without decimals). */
export const priceText = (minor: number, decimals: number) =>
  decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals);
