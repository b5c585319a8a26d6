import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changelogBadge, changelogTextIn, type ChangelogTexts } from './changelog.ts';

const texts = (es: { title: string; body: string }): ChangelogTexts => ({
  title: { en: 'New backdrops', es: es.title, de: 'Neue Hintergründe' },
  body: { en: 'Three **new** backdrops.', es: es.body, de: 'Drei neue.' },
});

describe('changelogBadge', () => {
  it('is hidden with no unseen entries, and for nonsense counts', () => {
    for (const n of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(changelogBadge(n)).toBeNull();
    }
  });

  it('shows the count, capped at 99+', () => {
    expect(changelogBadge(1)).toBe('1');
    expect(changelogBadge(99)).toBe('99');
    expect(changelogBadge(100)).toBe('99+');
  });

  it('shows a badge for every positive count and never an empty text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const badge = changelogBadge(n);
        expect(badge).toMatch(/^\d{1,2}\+?$/);
      }),
    );
  });
});

describe('changelogTextIn', () => {
  it('answers the language asked for', () => {
    expect(changelogTextIn(texts({ title: 'Fondos', body: 'Tres.' }), 'es')).toEqual({
      title: 'Fondos',
      body: 'Tres.',
      locale: 'es',
    });
  });

  it('falls back to English when the title is empty in that language', () => {
    expect(changelogTextIn(texts({ title: '  ', body: 'Tres.' }), 'es')).toEqual({
      title: 'New backdrops',
      body: 'Three **new** backdrops.',
      locale: 'en',
    });
  });

  it('keeps a translated title and takes the English body when only the body is missing', () => {
    expect(changelogTextIn(texts({ title: 'Fondos', body: '' }), 'es').body).toBe(
      'Three **new** backdrops.',
    );
  });
});
