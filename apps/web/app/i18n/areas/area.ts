/** The shape every other locale of an area must have: the English one's, with any strings. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** An area's catalogue in all three languages; es and de are checked against en. */
export function area<T extends Record<string, unknown>>(texts: {
  en: T;
  es: Shape<T>;
  de: Shape<T>;
}) {
  return texts;
}
