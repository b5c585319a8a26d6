import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FbEvent, ScrollDepth, TrackView } from '@hs/contracts/analytics';
import type { Database } from '@hs/db/database';
import { analyticsScroll, analyticsView, fbEvent } from '@hs/db/schema';
import type { Services } from '../context.ts';

// spec 000 section 7, spec 001 section 7: page views, scroll depth and conversion events.

const META_TIMEOUT_MS = 5000;

const sha256 = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** One event in Meta's Conversions API shape (server event with browser ids). */
function metaPayload(
  event: FbEvent,
  id: string,
  uid: string | null,
  request: { ip: string; userAgent: string | undefined },
) {
  const userData: Record<string, unknown> = { client_ip_address: request.ip };
  if (request.userAgent) userData.client_user_agent = request.userAgent;
  if (event.cookies._fbc) userData.fbc = event.cookies._fbc;
  if (event.cookies._fbp) userData.fbp = event.cookies._fbp;
  if (uid) userData.external_id = [sha256(uid)];
  return {
    data: [
      {
        event_name: event.eventName,
        event_time: Math.floor(Date.now() / 1000),
        event_id: event.eventId ?? id,
        action_source: 'website',
        ...(event.currentUrl ? { event_source_url: event.currentUrl } : {}),
        user_data: userData,
        ...(event.customData ? { custom_data: event.customData } : {}),
      },
    ],
  };
}

/** One page view of a visitor (signed in or not). */
export async function recordView(
  db: Database,
  view: TrackView & { visitorId: string; uid: string | null },
): Promise<void> {
  await db.insert(analyticsView).values({
    visitorId: view.visitorId,
    uid: view.uid,
    path: view.path,
    referrer: view.referrer ?? null,
    source: view.source ?? null,
    version: view.version ?? null,
    locale: view.locale ?? null,
  });
}

export async function recordScroll(db: Database, scroll: ScrollDepth): Promise<void> {
  await db.insert(analyticsScroll).values({ ...scroll, visitorId: scroll.visitorId ?? null });
}

/**
 * Keeps a conversion event and forwards it to Meta's Conversions API when that is on; the
 * row says whether Meta took it. `error` is Meta's refusal or the network's, for the log.
 */
export async function recordFbEvent(
  services: Services,
  event: FbEvent,
  uid: string | null,
  request: { ip: string; userAgent: string | undefined },
): Promise<{ id: string; forwarded: boolean; error: string | null }> {
  const { db } = services.database;
  const [row] = await db
    .insert(fbEvent)
    .values({
      eventName: event.eventName,
      eventId: event.eventId ?? null,
      uid,
      currentUrl: event.currentUrl ?? null,
      customData: event.customData ?? null,
      cookies: event.cookies,
    })
    .returning({ id: fbEvent.id });
  const id = row!.id;
  const meta = services.config.analytics?.meta;
  if (!meta) return { id, forwarded: false, error: null };

  const url = `${meta.graphUrl}/${encodeURIComponent(meta.pixelId)}/events?access_token=${encodeURIComponent(meta.accessToken)}`;
  const payload = metaPayload(event, id, uid, request);
  let status: 'sent' | 'failed' = 'failed';
  let error: string | null = null;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(META_TIMEOUT_MS),
    });
    if (res.ok) status = 'sent';
    else error = `Meta answered ${res.status}: ${(await res.text()).slice(0, 500)}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  await db.update(fbEvent).set({ status, error }).where(eq(fbEvent.id, id));
  return { id, forwarded: status === 'sent', error };
}
