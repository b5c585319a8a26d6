import { createHash } from 'node:crypto';

/** An inline `<script>` element: its attributes and its text, as the HTML carries them. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/**
 * The CSP sources ('sha256-…') of every inline script of a page, in order, without repeats.
 * A page kept in the cache carries no nonce (one nonce for every visitor would be no nonce
 * at all); its answer names these hashes instead, so exactly its own scripts run (decision 024).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
