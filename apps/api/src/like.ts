/** `text` for LIKE/ILIKE with its wildcards escaped, so a search matches it literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** An ILIKE pattern: contains `text`, literally. */
export const containsLike = (text: string) => `%${likeLiteral(text)}%`;
