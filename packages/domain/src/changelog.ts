import type { Locale } from './locale.ts';

// spec 001 section 3 "Changelog entry" (id, isViewed; other fields are ours): a title and a
// markdown body per language. English is required; Spanish and German fall back to it.
export const CHANGELOG_TITLE_MAX = 200;
export const CHANGELOG_BODY_MAX = 20_000;
/** The newest entries answered publicly; older ones stay in the back office. */
export const CHANGELOG_SHOWN = 100;

export interface ChangelogTexts {
  title: Record<Locale, string>;
  body: Record<Locale, string>;
}

/** The entry's title and body in `locale`, English where that language is left empty. */
export function changelogTextIn(
  texts: ChangelogTexts,
  locale: Locale,
): { title: string; body: string; locale: Locale } {
  const title = texts.title[locale].trim();
  if (!title) return { title: texts.title.en, body: texts.body.en, locale: 'en' };
  return { title, body: texts.body[locale].trim() ? texts.body[locale] : texts.body.en, locale };
}
