import { describe, expect, it } from 'vitest';
import { ALL, covers, isTextPath, mergeTexts, missingPaths, pickTexts } from './text-paths.ts';

const texts = {
  site: { nav: { login: 'Login', signup: 'Sign up' }, rating: 'Rated' },
  auth: { errors: { generic: 'Oops', locked: 'Locked' }, login: { title: 'Sign in' } },
};

describe('text paths', () => {
  it('covers a text by its area, its group or itself, and nothing else', () => {
    expect(covers(['auth'], 'auth.errors.generic')).toBe(true);
    expect(covers(['auth.errors'], 'auth.errors.generic')).toBe(true);
    expect(covers(['auth.errors.generic'], 'auth.errors.generic')).toBe(true);
    expect(covers(['auth.errors.generic'], 'auth.errors')).toBe(false);
    expect(covers(['auth.err'], 'auth.errors.generic')).toBe(false);
    expect(covers(['site'], 'siteExtra.x')).toBe(false);
    expect(covers([ALL], 'anything.at.all')).toBe(true);
    expect(missingPaths(['auth', 'site.nav'], ['auth.login', 'site', 'site.nav.login'])).toEqual([
      'site',
    ]);
  });

  it('picks the parts named, nested as in the catalogue, without changing it', () => {
    const picked = pickTexts(texts, ['auth.errors.generic', 'site.nav', 'nope.nothing']);
    expect(picked).toEqual({
      auth: { errors: { generic: 'Oops' } },
      site: { nav: { login: 'Login', signup: 'Sign up' } },
    });
    expect(pickTexts(texts, ['auth.errors.generic', 'auth'])).toEqual({ auth: texts.auth });
    expect(pickTexts(texts, ['auth', 'auth.errors.generic'])).toEqual({ auth: texts.auth });
    expect(pickTexts(texts, [ALL])).toBe(texts);
    expect(texts.auth.errors.locked).toBe('Locked');
  });

  it('merges what arrives later into what the browser holds', () => {
    const held = pickTexts(texts, ['auth.errors.generic']);
    const more = mergeTexts(held, pickTexts(texts, ['auth.login', 'auth.errors.locked']));
    expect(more).toEqual({
      auth: { errors: { generic: 'Oops', locked: 'Locked' }, login: { title: 'Sign in' } },
    });
    expect(held).toEqual({ auth: { errors: { generic: 'Oops' } } });
  });

  it('accepts only plain dotted names as paths', () => {
    for (const good of ['site', 'auth.errors.generic', 'pagesHome', ALL]) {
      expect(isTextPath(good), good).toBe(true);
    }
    for (const bad of [
      '',
      '.site',
      'site.',
      'a..b',
      '__proto__.x.',
      'a/b',
      'x'.repeat(80),
      'a\u0000',
    ]) {
      expect(isTextPath(bad), bad).toBe(false);
    }
  });

  it('finds nothing through an object prototype', () => {
    expect(pickTexts(texts, ['site.constructor', 'toString'])).toEqual({});
  });
});
