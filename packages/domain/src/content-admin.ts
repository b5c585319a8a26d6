import { slugify } from './slug.ts';

// Limits of what staff write in the catalogue, reviews and blog sections (issue 19); the
// contracts and the forms read these, so the browser refuses what the server would.
export const CATALOGUE_NAME_MAX = 80;
export const STYLE_DESCRIPTION_MAX = 500;
export const STYLE_PROMPT_MAX = 1000;
export const SORT_MAX = 100_000;
/** A price in minor units (cents): at most 100 000.00 of any currency. */
export const PRICE_MINOR_MAX = 10_000_000;

/** spec 001 section 3 "Blog post": status, draft by default (other statuses not shown). */
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
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
export const BLOG_THUMBNAIL_SIZES = ['small', 'large'] as const satisfies BlogThumbnailSize[];
/** An uploaded thumbnail is refused above these, before it is decoded. */
export const BLOG_THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
export const BLOG_THUMBNAIL_MAX_PIXELS = 40_000_000;

/** Where a review was written: on the site, or on the external trust page (spec 001 section 7). */
export const REVIEW_SOURCES = ['site', 'trustpilot'] as const;
/** Reviews as staff enter them (issue 19, Reviews section). */
export const REVIEW_AUTHOR_MAX = 80;
export const REVIEW_TITLE_MAX = 200;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_URL_MAX = 500;
export const REVIEW_SEARCH_MAX = 200;

/** A backdrop colour as staff type it: #rgb or #rrggbb. */
// No regex flag: the OpenAPI document carries the regex's source only (issue 35 item 10).
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * spec 000 section 5 (slugs: lowercased, spaces to hyphens, non-word characters removed):
 * a slug staff type is kept only when it is already in that form, so the address a post is
 * published under is the one they saw; an empty slug is made from the title.
 */
export function blogSlug(slug: string, title: string): { slug: string } | { problem: string } {
  // A slug made from a long title is cut at the limit (at a whole character, no end hyphen).
  const wanted =
    slug.trim() === '' ? slugify(title).slice(0, BLOG_SLUG_MAX).replace(/-+$/, '') : slug;
  if (wanted === '') return { problem: 'empty' };
  if (wanted.length > BLOG_SLUG_MAX) return { problem: 'tooLong' };
  if (slugify(wanted) !== wanted) return { problem: 'notASlug' };
  return { slug: wanted };
}

/**
 * A category staff type, in the form of a slug (spec 001 section 3: category, blog by
 * default), so the filter and the address of a category read the same: empty is 'blog'.
 */
export function blogCategory(category: string): { category: string } | { problem: string } {
  const wanted = category.trim() === '' ? BLOG_DEFAULT_CATEGORY : category.trim();
  if (wanted.length > BLOG_CATEGORY_MAX) return { problem: 'tooLong' };
  if (slugify(wanted) !== wanted) return { problem: 'notASlug' };
  return { category: wanted };
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
