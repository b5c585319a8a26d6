import { STORAGE_KEY, type ScrollDepth } from '@hs/domain/tracking';
import { readStorage, writeStorage } from './storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function visitorId(): string | null {
  const id = readStorage(STORAGE_KEY.visitor);
  return id && UUID.test(id) ? id : null;
}

/**
 * spec 000 section 7: POST /analytics/track/view answers a uuid, kept as the visitor id
 * (hsp_visitor). Failures are ignored: tracking never disturbs the visit.
 */
export async function trackView(view: {
  path: string;
  referrer: string;
  source: string | null;
  version: string | null;
  locale: string;
}): Promise<void> {
  try {
    const res = await fetch('/api/analytics/track/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...view,
        visitorId: visitorId(),
        referrer: view.referrer.slice(0, 2000) || null,
        version: view.version === 'a' || view.version === 'b' ? view.version : null,
      }),
    });
    if (!res.ok) return;
    const body = (await res.json()) as { uuid?: unknown };
    if (typeof body.uuid === 'string' && UUID.test(body.uuid)) {
      writeStorage(STORAGE_KEY.visitor, body.uuid);
    }
  } catch {
    // Offline or refused: the next page tries again.
  }
}

// spec 001 section 7: max and last scroll percentage and pixels and a scrolled flag, sent on
// route change (a keepalive fetch) and on leaving (a beacon, which survives the page going).
export function sendScrollDepth(path: string, depth: ScrollDepth, leaving = false): void {
  const body = JSON.stringify({ ...depth, path, visitorId: visitorId() });
  if (leaving) {
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (navigator.sendBeacon?.('/api/analytics/scroll', blob)) return;
    } catch {
      // Fall through to fetch.
    }
  }
  void fetch('/api/analytics/scroll', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
