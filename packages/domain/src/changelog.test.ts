import { describe, expect, it } from 'vitest';
import { changelogTextIn, type ChangelogTexts } from './changelog.ts';

const texts = (es: { title: string; body: string }): ChangelogTexts => ({
  title: { en: 'New backdrops', es: es.title, de: 'Neue Hintergründe' },
  body: { en: 'Three **new** backdrops.', es: es.body, de: 'Drei neue.' },
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
