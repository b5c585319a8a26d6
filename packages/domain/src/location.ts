// spec 000 section 7: GET /user/location answers a country code, here read from the
// Accept-Language region when no trusted proxy header gives one.

/** 'de-CH,de;q=0.9,en;q=0.8' -> 'CH'; the first tag carrying a region wins; else null. */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((s) => /^[a-z]{2}$/i.test(s));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** A two-letter country code from a header value, or null ('XX' and 'T1' are not countries). */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}
