// spec 001 section 2 (Other): the footer and the Headshots menu link one page per
// headshot type at /headshot-types/{keyword}-headshots.
export const HEADSHOT_TYPES = [
  'linkedin',
  'corporate',
  'professional',
  'actor',
  'doctor',
  'lawyer',
  'real-estate',
  'nurse',
  'teacher',
  'executive',
] as const;

export type HeadshotType = (typeof HEADSHOT_TYPES)[number];

const SUFFIX = '-headshots';

export function isHeadshotType(value: unknown): value is HeadshotType {
  return typeof value === 'string' && (HEADSHOT_TYPES as readonly string[]).includes(value);
}

/** The page of one type ('real-estate' -> '/headshot-types/real-estate-headshots'). */
export function headshotTypePath(keyword: HeadshotType): string {
  return `/headshot-types/${keyword}${SUFFIX}`;
}

/** The type a page slug names ('lawyer-headshots' -> 'lawyer'), or null for any other slug. */
export function headshotTypeFromSlug(slug: string): HeadshotType | null {
  if (!slug.endsWith(SUFFIX)) return null;
  const keyword = slug.slice(0, -SUFFIX.length);
  return isHeadshotType(keyword) ? keyword : null;
}
