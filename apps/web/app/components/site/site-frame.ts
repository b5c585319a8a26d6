import { useMatches } from 'react-router';
import type { SiteFrame } from '@hs/contracts/site';
import { DEFAULT_SITE_SETTINGS } from '@hs/domain/site-settings';
import { getFromApi } from './page-api.ts';

export const FALLBACK_FRAME: SiteFrame = { ...DEFAULT_SITE_SETTINGS, publicUrl: '', stats: null };

/**
 * The header's and footer's data (GET /api/site), for the public layout's loader. Read on
 * every render: signed-out pages are rendered once per content version and kept by the
 * server (decision 024), so a change of the stats shows at once.
 */
export async function loadSiteFrame(context: unknown): Promise<SiteFrame> {
  try {
    const answer = await getFromApi<{ data?: SiteFrame }>(context, '/api/site');
    if (answer?.status === 200 && answer.body.data) return answer.body.data;
  } catch {
    // The frame never takes a page down: without the stats the header just omits them.
  }
  return FALLBACK_FRAME;
}

const PUBLIC_LAYOUT = /^public-layout-/;

/** The frame data of the public layout when it is on the page, else the defaults. */
export function useSiteFrame(): SiteFrame {
  const match = useMatches().find((m) => PUBLIC_LAYOUT.test(m.id));
  return (match?.loaderData as SiteFrame | undefined) ?? FALLBACK_FRAME;
}

/** The frame data from a meta function's matches (the public layout's loader). */
export function frameFromMatches(matches: readonly unknown[]): SiteFrame {
  const match = matches.find((m) =>
    PUBLIC_LAYOUT.test((m as { id?: string } | undefined)?.id ?? ''),
  );
  return (
    ((match as { data?: SiteFrame } | undefined)?.data as SiteFrame | undefined) ?? FALLBACK_FRAME
  );
}
