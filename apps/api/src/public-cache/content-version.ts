import { eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { publicContentVersion } from '@hs/db/schema';

/** How long a process trusts the counter it read before asking the database again. */
const TRUST_MS = 1000;

/**
 * The version of what the public site shows (table `public_content_version`, moved by
 * triggers whenever staff change styles, the catalogue, packages, reviews, blog posts,
 * stats or parameters). Cached public pages and catalogue answers belong to one version;
 * a process reads the counter at most once a second, and at once after its own staff write
 * (`expire`), so another process's change shows within a second and its own immediately.
 */
export function createContentVersion(db: Database) {
  let known = -1;
  let checkedAt = 0;
  let reading: Promise<number> | null = null;
  const listeners: ((version: number) => void)[] = [];

  async function read(): Promise<number> {
    const [row] = await db
      .select({ version: publicContentVersion.version })
      .from(publicContentVersion)
      .where(eq(publicContentVersion.id, 'site'));
    const version = row?.version ?? 0;
    checkedAt = Date.now();
    if (version !== known) {
      known = version;
      for (const listener of listeners) listener(version);
    }
    return version;
  }

  return {
    /** The current version: the one read less than a second ago, else read now (shared). */
    current(): Promise<number> {
      if (known >= 0 && Date.now() - checkedAt < TRUST_MS) return Promise.resolve(known);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    /** The version `current` would answer without reading: null when it is due. */
    peek(): number | null {
      return known >= 0 && Date.now() - checkedAt < TRUST_MS ? known : null;
    },
    /** This process changed content: the next `current()` asks the database. */
    expire() {
      checkedAt = 0;
    },
    /** Called with the new version whenever it moves (caches drop what they hold). */
    onChange(listener: (version: number) => void) {
      listeners.push(listener);
    },
  };
}

export type ContentVersion = ReturnType<typeof createContentVersion>;

/**
 * `load` run once per content version: the answer is kept until staff change public content.
 * For lists every visitor gets alike (the style catalogue).
 */
export function perVersion<T>(version: ContentVersion, load: () => Promise<T>): () => Promise<T> {
  let kept: { version: number; value: Promise<T> } | null = null;
  return async () => {
    const v = await version.current();
    if (kept?.version !== v) {
      const value = load();
      kept = { version: v, value };
      value.catch(() => {
        if (kept?.value === value) kept = null;
      });
    }
    return kept.value;
  };
}
