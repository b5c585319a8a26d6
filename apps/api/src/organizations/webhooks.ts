import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@hs/db/database';
import {
  appUser,
  member,
  model,
  organizationWebhook,
  teamMember,
  webhookDelivery,
} from '@hs/db/schema';
import { WEBHOOK_EVENTS, type OrganizationWebhook } from '@hs/contracts/organization-api';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { defineJob } from '../jobs/queue.ts';
import { newId } from './service.ts';
import {
  checkWebhookHost,
  PrivateHostError,
  publicOnlyLookup,
  refuseLiteralPrivateHost,
} from './webhook-host.ts';

// Signed webhooks of an organization (issue 17 item 9; decision 028). Each event is one
// webhook_delivery row (unique per organization, event and subject) posted by a job with
// retries and exponential backoff; the body is signed with HMAC-SHA256 over
// `<timestamp>.<body>` and sent as `Headshot-Signature: t=<timestamp>,v1=<hex>`.

export const SIGNATURE_HEADER = 'headshot-signature';
export const EVENT_ID_HEADER = 'headshot-event-id';
/** A receiver refuses signatures older than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
const DELIVERY_TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver does: the signature matches and is recent. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * https:// only; http:// is accepted when this server itself is reached over loopback
 * (development and tests), never on a public one.
 */
async function checkWebhookUrl(url: string, config: Services['config']) {
  const parsed = new URL(url);
  const scheme =
    parsed.protocol === 'https:' ||
    (parsed.protocol === 'http:' && LOOPBACK.has(new URL(config.baseUrl).hostname));
  if (!scheme || parsed.username || parsed.password) throw new AppError('webhook.badUrl');
  // Resolved now; resolved and checked again by each delivery's own connection.
  await checkWebhookHost(parsed, config.webhookAllowPrivateHosts === true);
}

/**
 * One POST of a delivery: no redirects, a timeout, and a connection only to a public
 * address (decision 035); answers the status.
 */
function postWebhook(
  url: string,
  o: { headers: Record<string, string>; body: string; signal: AbortSignal; allowPrivate: boolean },
): Promise<number> {
  const target = new URL(url);
  refuseLiteralPrivateHost(target, o.allowPrivate);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...o.headers, 'content-length': String(Buffer.byteLength(o.body)) },
        lookup: publicOnlyLookup(o.allowPrivate),
        signal: o.signal,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

export async function readWebhook(db: Database, organizationId: string) {
  const [hook] = await db
    .select({ url: organizationWebhook.url })
    .from(organizationWebhook)
    .where(eq(organizationWebhook.organizationId, organizationId));
  const deliveries = await db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.organizationId, organizationId))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(20);
  return {
    url: hook?.url ?? null,
    events: [...WEBHOOK_EVENTS],
    deliveries: deliveries.map((d) => ({
      id: d.id,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      lastStatus: d.lastStatus,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  } satisfies OrganizationWebhook;
}

/** Sets the address with a new secret (answered once), or removes it for null. */
export async function setWebhook(
  services: Services,
  organizationId: string,
  url: string | null,
): Promise<OrganizationWebhook> {
  const { db } = services.database;
  if (url === null) {
    await db
      .delete(organizationWebhook)
      .where(eq(organizationWebhook.organizationId, organizationId));
    return readWebhook(db, organizationId);
  }
  await checkWebhookUrl(url, services.config);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await db
    .insert(organizationWebhook)
    .values({ organizationId, url, secret })
    .onConflictDoUpdate({
      target: organizationWebhook.organizationId,
      set: { url, secret, updatedAt: new Date() },
    });
  return { ...(await readWebhook(db, organizationId)), secret };
}

const deliveryPayload = z.object({ deliveryId: z.string().min(1).max(64) });

export const deliverWebhookJob = defineJob({
  name: 'organization.webhook',
  version: 1,
  payload: deliveryPayload,
  // 30 s, 1, 2, 4, 8, 16 minutes: about half an hour of trying.
  retry: { limit: 6, backoffSeconds: 30 },
  async handler({ deliveryId }, ctx) {
    const { db } = ctx.services.database;
    const [row] = await db
      .select({
        delivery: webhookDelivery,
        url: organizationWebhook.url,
        secret: organizationWebhook.secret,
      })
      .from(webhookDelivery)
      .leftJoin(
        organizationWebhook,
        eq(organizationWebhook.organizationId, webhookDelivery.organizationId),
      )
      .where(eq(webhookDelivery.id, deliveryId));
    // Run twice: delivered once is enough.
    if (!row || row.delivery.status !== 'pending') return;
    if (!row.url || !row.secret) {
      await db
        .update(webhookDelivery)
        .set({ status: 'failed', lastError: 'no webhook address' })
        .where(eq(webhookDelivery.id, deliveryId));
      return;
    }
    const body = row.delivery.payload;
    const timestamp = Math.floor(ctx.now().getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    let refused = false;
    try {
      status = await postWebhook(row.url, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'HeadshotStudio-Webhook/1',
          [EVENT_ID_HEADER]: deliveryId,
          [SIGNATURE_HEADER]: signWebhook(row.secret, body, timestamp),
        },
        body,
        signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
        allowPrivate: ctx.services.config.webhookAllowPrivateHosts === true,
      });
    } catch (e) {
      error = e instanceof Error ? e.message.slice(0, 500) : 'request failed';
      refused = e instanceof PrivateHostError;
    }
    const ok = status !== null && status >= 200 && status < 300;
    await db
      .update(webhookDelivery)
      .set({
        attempts: sql`${webhookDelivery.attempts} + 1`,
        lastStatus: status,
        lastError: ok ? null : (error ?? `answered ${status}`),
        ...(ok ? { status: 'delivered' as const, deliveredAt: new Date() } : {}),
        // A private address is not tried again: the name points somewhere it must not.
        ...(refused ? { status: 'failed' as const } : {}),
      })
      .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.status, 'pending')));
    if (!ok && !refused) throw new Error(`webhook ${deliveryId}: ${error ?? `answered ${status}`}`);
  },
  async onFailure({ deliveryId }, _error, ctx) {
    await ctx.services.database.db
      .update(webhookDelivery)
      .set({ status: 'failed' })
      .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.status, 'pending')));
  },
});

/**
 * 'member.finished': a member's model is ready. Called by the generation job each time it
 * sees the model ready; the unique (organization, event, model) row makes one delivery.
 */
export async function memberFinished(services: Services, modelId: string, uid: string) {
  const { db } = services.database;
  const [row] = await db
    .select({
      organizationId: member.organizationId,
      email: appUser.email,
      displayName: appUser.displayName,
      teamId: teamMember.teamId,
      readyAt: model.readyAt,
    })
    .from(member)
    .innerJoin(organizationWebhook, eq(organizationWebhook.organizationId, member.organizationId))
    .innerJoin(appUser, eq(appUser.uid, member.userId))
    .innerJoin(model, and(eq(model.id, modelId), eq(model.uid, member.userId)))
    .leftJoin(teamMember, eq(teamMember.userId, member.userId))
    .where(and(eq(member.userId, uid), inArray(model.status, ['ready'])));
  if (!row) return;
  const id = newId();
  const payload = JSON.stringify({
    id,
    event: 'member.finished',
    organizationId: row.organizationId,
    member: { id: uid, email: row.email, displayName: row.displayName, teamId: row.teamId },
    modelId,
    finishedAt: (row.readyAt ?? new Date()).toISOString(),
  });
  const made = await db
    .insert(webhookDelivery)
    .values({
      id,
      organizationId: row.organizationId,
      event: 'member.finished',
      subject: modelId,
      payload,
    })
    .onConflictDoNothing()
    .returning({ id: webhookDelivery.id });
  if (made.length) {
    await services.jobs.enqueue(deliverWebhookJob, { deliveryId: id }, { key: `webhook:${id}` });
  }
}
