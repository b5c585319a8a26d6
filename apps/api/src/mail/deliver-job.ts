import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { job } from '@hs/db/schema';
import { defineJob } from '../jobs/queue.ts';

/** What the delivery job needs beyond the outbox row (decision 043). */
export const MailDeliveryPayload = z.object({
  outboxId: z.uuid(),
  /**
   * The text and html with their one-time secrets, sealed (AES-256-GCM, a key derived from
   * AUTH_SECRET): the outbox row keeps them redacted (decision 012). Absent when the mail
   * has no secrets: the row's text is the mail. Removed from the job once delivered.
   */
  sealed: z.string().optional(),
  messageId: z.string().optional(),
  inReplyTo: z.string().optional(),
  references: z.array(z.string()).optional(),
  replyTo: z.string().optional(),
});
export type MailDelivery = z.infer<typeof MailDeliveryPayload>;

/**
 * Delivers one outbox mail over SMTP, in the urgent lane: a request that sends mail waits
 * for the outbox row only, never for the SMTP round trip, and mail never waits behind
 * generations (issue 14 item 2). Runs twice safely: a row already sent is not sent again.
 */
export const mailDeliverJob = defineJob({
  name: 'mail.deliver',
  version: 1,
  lane: 'urgent',
  payload: MailDeliveryPayload,
  retry: { limit: 5, backoffSeconds: 15 },
  handler: async (payload, ctx) => {
    await ctx.services.mailer.deliver(payload);
    if (payload.sealed) {
      await ctx.services.database.db
        .update(job)
        .set({ payload: sql`${job.payload} - 'sealed'` })
        .where(sql`${job.id} = ${ctx.jobId}`);
    }
  },
  onFailure: async (payload, error, ctx) => {
    await ctx.services.mailer.deliveryFailed(payload.outboxId, error);
  },
});
