import { escapeHtml } from '@hs/domain/tools/text';

export const REDACTED = '[redacted]';

/**
 * The text with every secret replaced by [redacted], as written, URL-encoded or
 * HTML-escaped (the forms a token takes in a mail's text and html).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    // An empty value would "match" between every character: a sender's bug, not a secret.
    if (!secret) throw new Error('A secret to redact is empty');
    for (const form of new Set([secret, encodeURIComponent(secret), escapeHtml(secret)])) {
      redacted = redacted.replaceAll(form, REDACTED);
    }
  }
  return redacted;
}

/** The http(s) links of a text that carry one of the secrets. */
export function linksWithSecrets(text: string, secrets: readonly string[]): string[] {
  const links = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return links.filter((link) => secrets.some((secret) => link.includes(secret)));
}
