import { OpenAPIHono } from '@hono/zod-openapi';
import { replicateWebhookRoute } from '@hs/contracts/replicate';
import { verifyWebhook } from '@hs/engine/replicate/webhook';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

// Replicate's webhooks (issue 21 item 4): the Standard Webhooks signature is checked on the
// raw body (REPLICATE_WEBHOOK_SECRET, 300 s tolerance), each delivery id is taken once
// (a replay inside the tolerance answers duplicate), and a finished prediction or training
// wakes the job that waits for it, in any process (decision 074). Polling stays the fallback: a lost or refused delivery
// only makes the job wait for its next poll.
export function replicateHookRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(replicateWebhookRoute, async (c) => {
    const secret = services.config.replicateWebhookSecret;
    if (!secret) throw new AppError('replicate.notConfigured');
    const raw = await c.req.text();
    const verdict = verifyWebhook(secret, c.req.raw.headers, raw);
    if (!verdict.ok) throw new AppError('replicate.badSignature', { detail: verdict.reason });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('replicate.badSignature', { detail: 'the body is not JSON' });
    }
    // Taken once by its delivery id, then woken in whichever process waits (decision 074).
    const { duplicate, accepted } = await services.replicateRelay.accept(verdict.id, body);
    return c.json({ success: true as const, duplicate, accepted }, 200);
  });

  return app;
}
