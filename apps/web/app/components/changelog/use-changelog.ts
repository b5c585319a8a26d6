import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  markChangelogViewedRoute,
  publicChangelogRoute,
  type ChangelogEntry,
} from '@hs/contracts/changelog';
import type { Locale } from '@hs/domain/locale';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';

// spec 001 section 8: changelog fetch and mark-viewed failures are only logged.
const logFailure = (what: string) => (failure: unknown) =>
  console.warn(`changelog ${what} failed`, failure);

// The signed-in person's unseen count, shared by every badge on the page (the app header,
// the organization sidebar) and lowered by the changelog page as it marks entries seen.
let unseenCount: number | null = null;
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function setUnseen(value: number | null) {
  unseenCount = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Who the changelog state is about: signed-in people with an account, not anonymous guests. */
function useChangelogUid(): string | null {
  const { viewer } = usePageContext();
  return viewer?.user && !viewer.isAnonymous ? viewer.uid : null;
}

/**
 * The unseen changelog entries of the signed-in person (the badge of spec 001 section 2);
 * null when signed out or not known (yet, or after a failure).
 */
export function useChangelogUnseen(): number | null {
  const api = useApi();
  const locale = useLocale();
  const uid = useChangelogUid();
  const value = useSyncExternalStore(
    subscribe,
    () => unseenCount,
    () => null,
  );
  useEffect(() => {
    if (!uid || loadedFor === uid) return;
    loadedFor = uid;
    callOperation(api, publicChangelogRoute, { query: { locale } })
      .then((answer) => setUnseen(answer.data.unseen))
      .catch((failure: unknown) => {
        loadedFor = null;
        logFailure('fetch')(failure);
      });
  }, [api, locale, uid]);
  return uid ? value : null;
}

export type FeedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entries: ChangelogEntry[]; unseenIds: ReadonlySet<string> };

/**
 * The entries in `locale`: the server's signed-out copy first (public pages are cached for
 * everyone), then, for a signed-in person, their own copy; what they had not seen is marked
 * seen, and stays marked "new" on this page.
 */
export function useChangelogFeed(
  locale: Locale,
  initial: ChangelogEntry[] | null,
): { state: FeedState; reload: () => void } {
  const api = useApi();
  const uid = useChangelogUid();
  const [state, setState] = useState<FeedState>(
    initial ? { status: 'ready', entries: initial, unseenIds: new Set() } : { status: 'loading' },
  );

  const load = useCallback(async () => {
    if (!uid && initial) return;
    try {
      const answer = await callOperation(api, publicChangelogRoute, { query: { locale } });
      const { entries, unseen } = answer.data;
      const unseenIds = new Set(entries.filter((e) => !e.isViewed).map((e) => e.id));
      setState({ status: 'ready', entries, unseenIds });
      if (!uid) return;
      setUnseen(unseen);
      loadedFor = uid;
      const marked = await Promise.allSettled(
        [...unseenIds].map((changelogId) =>
          callOperation(api, markChangelogViewedRoute, { body: { changelogId } }),
        ),
      );
      const counts = marked.flatMap((m) => {
        if (m.status === 'rejected') logFailure('mark-viewed')(m.reason);
        return m.status === 'fulfilled' ? [m.value.data.unseen] : [];
      });
      // Counts only fall as marks land, so the smallest is the newest state.
      if (counts.length > 0) setUnseen(Math.min(...counts));
    } catch (failure) {
      logFailure('fetch')(failure);
      if (!initial) setState({ status: 'failed' });
    }
  }, [api, initial, locale, uid]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: () => void load() };
}
