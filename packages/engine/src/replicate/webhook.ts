// Replicate signs webhooks by the Standard Webhooks scheme
// (https://replicate.com/docs/topics/webhooks/verify-webhook): HMAC-SHA256 over
// "<webhook-id>.<webhook-timestamp>.<raw body>" with the base64 key after "whsec_".
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older (or further in the future) than this are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type WebhookVerdict =
  | { ok: true; id: string; timestamp: number }
  | {
      ok: false;
      reason: 'missing-headers' | 'bad-timestamp' | 'stale' | 'bad-signature' | 'bad-secret';
    };

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function secretKey(secret: string): Buffer | null {
  const base64 = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const key = Buffer.from(base64, 'base64');
  return key.length > 0 ? key : null;
}

/** The `v1,<base64>` signature of one delivery (what Replicate puts in webhook-signature). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = secretKey(secret);
  if (!key) throw new TypeError('webhook secret must be "whsec_" followed by base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/**
 * Checks a delivery against the signing secret (GET /v1/webhooks/default/secret). `body` must
 * be the raw request body exactly as received, before any JSON parsing.
 */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): WebhookVerdict {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) return { ok: false, reason: 'missing-headers' };
  if (!/^\d+$/.test(timestampText)) return { ok: false, reason: 'bad-timestamp' };
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  const key = secretKey(secret);
  if (!key) return { ok: false, reason: 'bad-secret' };
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // The header may list several space-separated signatures (during a key rotation).
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      return { ok: true, id, timestamp };
    }
  }
  return { ok: false, reason: 'bad-signature' };
}
