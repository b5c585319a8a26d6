// Latin letters that Unicode does not decompose into an ASCII base letter.
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// spec 000 section 5: slugs are lowercased, spaces become hyphens, non-word characters removed.
// Ours: accents fold to ASCII (Café -> cafe, Straße -> strasse), letters with no ASCII form are
// dropped, and hyphen runs collapse and are trimmed, so a slug is always URL-safe ASCII.
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
