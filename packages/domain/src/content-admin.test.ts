import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORY_MAX,
  BLOG_SLUG_MAX,
  PRICE_MINOR_MAX,
  blogCategory,
  blogSlug,
  parsePrice,
  priceText,
} from './content-admin.ts';

describe('blogSlug (spec 000 section 5)', () => {
  it('makes the slug from the title when none is typed', () => {
    expect(blogSlug('', 'Why Your Headshot Matters!')).toEqual({
      slug: 'why-your-headshot-matters',
    });
    expect(blogSlug('  ', 'Fotos für Straße')).toEqual({ slug: 'fotos-fur-strasse' });
  });

  it('keeps a typed slug that is already lowercased, hyphenated and word-only', () => {
    expect(blogSlug('my-post_2', 'Anything')).toEqual({ slug: 'my-post_2' });
  });

  it('refuses a typed slug with capitals, spaces or other characters', () => {
    expect(blogSlug('My-Post', 't')).toEqual({ problem: 'notASlug' });
    expect(blogSlug('my post', 't')).toEqual({ problem: 'notASlug' });
    expect(blogSlug('../etc', 't')).toEqual({ problem: 'notASlug' });
    expect(blogSlug('-edge-', 't')).toEqual({ problem: 'notASlug' });
  });

  it('refuses an empty result and an overlong slug', () => {
    expect(blogSlug('', '!!!')).toEqual({ problem: 'empty' });
    expect(blogSlug('a'.repeat(BLOG_SLUG_MAX + 1), 't')).toEqual({ problem: 'tooLong' });
  });

  it('cuts a slug made from a long title at the limit, without an end hyphen', () => {
    const made = blogSlug('', `${'word '.repeat(23)}x${'y'.repeat(200)}`);
    expect(made).toEqual({ slug: `${'word-'.repeat(23)}x${'y'.repeat(4)}` });
    const atHyphen = blogSlug('', `${'a'.repeat(BLOG_SLUG_MAX - 1)} tail`);
    expect(atHyphen).toEqual({ slug: 'a'.repeat(BLOG_SLUG_MAX - 1) });
  });
});

describe('blogCategory (spec 001 section 3: blog by default)', () => {
  it('is blog when empty, and keeps a category already in slug form', () => {
    expect(blogCategory('')).toEqual({ category: 'blog' });
    expect(blogCategory('  ')).toEqual({ category: 'blog' });
    expect(blogCategory(' guides ')).toEqual({ category: 'guides' });
    expect(blogCategory('team-photos')).toEqual({ category: 'team-photos' });
  });

  it('refuses capitals, spaces, markup and overlong categories', () => {
    for (const bad of ['Guides', 'team photos', '<b>x</b>', 'ünïcode']) {
      expect(blogCategory(bad), bad).toEqual({ problem: 'notASlug' });
    }
    expect(blogCategory('a'.repeat(BLOG_CATEGORY_MAX + 1))).toEqual({ problem: 'tooLong' });
  });
});

describe('parsePrice and priceText', () => {
  it('reads amounts in the currency minor units by its decimals', () => {
    expect(parsePrice('49', 2)).toBe(4900);
    expect(parsePrice('49.5', 2)).toBe(4950);
    expect(parsePrice(' 49,05 ', 2)).toBe(4905);
    expect(parsePrice('490000', 0)).toBe(490000);
  });

  it('refuses zero, negatives, too many decimals, words and amounts over the maximum', () => {
    for (const bad of ['0', '0.00', '-5', '1.234', '1e3', 'abc', '', '4.5.6']) {
      expect(parsePrice(bad, 2), bad).toBeNull();
    }
    expect(parsePrice('1.5', 0)).toBeNull();
    expect(parsePrice(String(PRICE_MINOR_MAX / 100 + 1), 2)).toBeNull();
  });

  it('writes back what it reads', () => {
    expect(priceText(4950, 2)).toBe('49.50');
    expect(priceText(490000, 0)).toBe('490000');
    expect(parsePrice(priceText(123456, 2), 2)).toBe(123456);
  });
});
