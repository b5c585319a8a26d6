import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import { z } from 'zod';
import type { DatabaseHandle } from '@hs/db/database';
import { jobOnce } from '@hs/db/schema';
import { isTerminal, predictionSchema } from '@hs/engine/replicate/protocol';
import {
  createWebhookCompletions,
  type WebhookCompletions,
} from '@hs/engine/replicate/webhook-completions';
import type { Logger } from '../logger.ts';

// Issue 36 item 4 (decision 074): a verified Replicate webhook reaches the job that waits for
// it in whichever process runs it. With PostgreSQL the process that received the delivery
// publishes a small message (NOTIFY on `replicate_webhook`, sent when the delivery's marker
// commits) and every process LISTENs on a connection of its own; with PGlite there is one
// process and the delivery stays in memory. A waiter never depends on it: its fallback poll
// stays, and after a lost connection every waiter reads its job again at once.

export const REPLICATE_CHANNEL = 'replicate_webhook';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a job larger goes by id. */
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

const messageSchema = z.object({
  /** The process that published it (it delivered to itself already). */
  from: z.string().min(1),
  id: z.string().min(1),
  /** The finished job's `id`, `status`, `output` and `error`; absent when too large. */
  job: z.unknown().optional(),
});
type Message = z.infer<typeof messageSchema>;

export interface ReplicateRelay {
  /** What the engine waits on in this process (starts listening on first use). */
  completions: WebhookCompletions;
  /**
   * A delivery that passed `verifyWebhook`: taken once by its delivery id (a replay answers
   * duplicate), then handed to the waiting job in any process. `accepted` is false for a body
   * that is not a prediction or training.
   */
  accept(deliveryId: string, body: unknown): Promise<{ duplicate: boolean; accepted: boolean }>;
  /** Resolves once this process listens (at once with PGlite); starts listening. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicateRelayOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Listen from the start (the replicate engine runs here), not on the first wait. */
  listenNow?: boolean;
}

export function createReplicateRelay(o: ReplicateRelayOptions): ReplicateRelay {
  const { db } = o.database;
  const local = createWebhookCompletions();
  const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const shared = o.database.driver === 'postgres' && o.database.dedicatedClient;
  let closed = false;
  let client: Client | null = null;
  let connected: Promise<void> | null = null;
  let markConnected: (() => void) | null = null;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  function receive(payload: string | undefined) {
    let message: Message;
    try {
      message = messageSchema.parse(JSON.parse(payload ?? ''));
    } catch (err) {
      o.logger.warn({ err }, 'replicate webhook relay: a message that is not ours was ignored');
      return;
    }
    if (message.from === self) return;
    if (message.job === undefined || !local.deliver(message.job)) local.wake(message.id);
  }

  async function connectOnce(first: boolean): Promise<void> {
    const next = o.database.dedicatedClient!();
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      o.logger.warn({ err }, 'replicate webhook relay: the listening connection was lost');
      connected = new Promise((resolve) => (markConnected = resolve));
      schedule(false);
    };
    next.on('error', (err) => lost(err));
    next.on('end', () => lost());
    next.on('notification', (n) => {
      if (n.channel === REPLICATE_CHANNEL) receive(n.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${REPLICATE_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    markConnected?.();
    // Deliveries published while no connection listened were missed: every wait reads its
    // job again now instead of at its fallback poll.
    if (!first) local.wake();
  }

  function schedule(first: boolean) {
    if (closed || retryTimer) return;
    const attempt = () => {
      retryTimer = null;
      connectOnce(first).catch((err: unknown) => {
        if (closed) return;
        o.logger.warn({ err, retryMs }, 'replicate webhook relay: cannot listen yet; trying again');
        retryTimer = setTimeout(attempt, retryMs);
        retryTimer.unref();
        retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
      });
    };
    if (first) attempt();
    else {
      retryTimer = setTimeout(attempt, retryMs);
      retryTimer.unref();
      retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
    }
  }

  function listening(): Promise<void> {
    if (!shared || closed) return Promise.resolve();
    if (!connected) {
      connected = new Promise((resolve) => (markConnected = resolve));
      schedule(true);
    }
    return connected;
  }

  if (o.listenNow) void listening();

  const completions: WebhookCompletions = {
    deliver: (body) => local.deliver(body),
    wake: (id) => local.wake(id),
    waitFor: (id, ms, signal) => {
      void listening();
      return local.waitFor(id, ms, signal);
    },
  };

  return {
    completions,
    listening,

    async accept(deliveryId, body) {
      const parsed = predictionSchema.safeParse(body);
      const job = parsed.success ? parsed.data : null;
      const fresh = await db.transaction(async (tx) => {
        // The delivery id marks it as seen; the marker table is the jobs' own `once` table.
        const marked = await tx
          .insert(jobOnce)
          .values({ key: `replicate-webhook:${deliveryId}` })
          .onConflictDoNothing()
          .returning({ key: jobOnce.key });
        if (marked.length === 0) return false;
        if (shared && job && isTerminal(job.status)) {
          const small = { id: job.id, status: job.status, output: job.output, error: job.error };
          const whole = JSON.stringify({ from: self, id: job.id, job: small });
          const payload =
            Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES
              ? whole
              : JSON.stringify({ from: self, id: job.id });
          // Sent when the marker commits: a delivery is published once, or not marked at all
          // (Replicate then delivers it again).
          await tx.execute(sql`select pg_notify(${REPLICATE_CHANNEL}, ${payload})`);
        }
        return true;
      });
      if (!fresh) return { duplicate: true, accepted: false };
      return { duplicate: false, accepted: job ? local.deliver(body) : false };
    },

    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      markConnected?.();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
