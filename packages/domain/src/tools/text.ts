import type { Locale } from '../locale.ts';

// Shared helpers of the free tools (spec 001 section 2, Tools): inputs are trimmed,
// whitespace-collapsed and bounded; HTML output escapes every value it carries.

export const MAX_FIELD_LENGTH = 200;

/** Trimmed, whitespace collapsed, control characters removed, at most `max` characters. */
export function clean(value: string | null | undefined, max = MAX_FIELD_LENGTH): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
}

/** 'a, b;c\nd' -> ['a', 'b', 'c', 'd']: cleaned, empty and duplicate (case-insensitive) dropped. */
export function splitList(value: string | readonly string[], max = 10): string[] {
  const parts = typeof value === 'string' ? value.split(/[,;\n|·]/) : value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const item = clean(part, 60);
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}

const AND: Record<Locale, string> = { en: 'and', es: 'y', de: 'und' };

/** ['a', 'b', 'c'] -> 'a, b and c' in the locale. */
export function joinAnd(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[locale]} ${items[items.length - 1]}`;
}

/** Cuts `text` to at most `max` characters at a word boundary, ending with an ellipsis. */
export function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space > max / 2 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s|,.;:·—-]+$/, '')}…`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML element content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A link target a generated snippet may carry: http(s) URLs (a bare domain gets https://),
 * mailto: for an email address, tel: for a phone number; anything else is null.
 */
export function safeUrl(value: string, kind: 'web' | 'email' | 'phone'): string | null {
  const v = clean(value, 500);
  if (!v) return null;
  if (kind === 'email') {
    return /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[a-z]{2,}$/i.test(v) ? `mailto:${v}` : null;
  }
  if (kind === 'phone') {
    const digits = v.replace(/[^\d+]/g, '');
    return /^\+?\d{5,20}$/.test(digits) ? `tel:${digits}` : null;
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** A #rrggbb colour, else the fallback. */
export function safeColor(value: string | null | undefined, fallback = '#0f766e'): string {
  const v = (value ?? '').trim();
  return /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : fallback;
}

/** 'Ana María López' -> 'AL'. */
export function initials(name: string): string {
  const words = clean(name).split(' ').filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}
