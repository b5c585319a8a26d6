import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json } from './common.ts';

/** The body limit of a Replicate webhook: a prediction with its input, logs and output. */
export const REPLICATE_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

// Replicate's webhooks (ENGINE=replicate with REPLICATE_WEBHOOK_URL): a finished prediction
// or training, signed by the Standard Webhooks scheme; each delivery id counts once.
export const replicateWebhookRoute = createRoute({
  method: 'post',
  path: '/hooks/replicate',
  operationId: 'receiveReplicateWebhook',
  tags: ['generation'],
  summary:
    'Replicate predictions and trainings, signed (webhook-id, webhook-timestamp, webhook-signature; 300 s tolerance); each delivery id once',
  responses: {
    200: json(
      z.object({ success: z.literal(true), duplicate: z.boolean(), accepted: z.boolean() }),
      'Received: accepted says whether the body was a prediction or training',
    ),
    400: errorResponse('Bad, missing or old signature, or not JSON'),
    404: errorResponse('Replicate webhooks are not configured'),
  },
});
