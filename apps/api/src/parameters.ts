import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PARAMETER_VALUES,
  ParameterValueSchemas,
  type ParameterKey,
  type Parameters,
} from '@hs/contracts/parameters';
import type { Database } from '@hs/db/database';
import { appParameter } from '@hs/db/schema';

const CACHE_MS = 2000;

/**
 * Issue 35 item 11: a mode switched off keeps no end time. A stored end time came back
 * with the mode the next time staff switched it on (and a row saved before this fix is read
 * without it).
 */
export function settledParameter<K extends ParameterKey>(key: K, value: Parameters[K]) {
  if ((key === 'maintenanceMode' || key === 'holidayMode') && value && typeof value === 'object') {
    const mode = value as Parameters['maintenanceMode'];
    if (!mode.enabled && mode.endsAt !== null) return { ...mode, endsAt: null } as Parameters[K];
  }
  return value;
}

/**
 * The runtime switches, read through a short cache: every page request consults them,
 * and a change made by staff (in any process) shows within two seconds. When the database
 * does not answer, the switches last read stay in force (and are asked for again after the
 * same two seconds): every request reads them first, so a failed read would otherwise turn
 * each answer, `/api/health`'s 503 included, into a 500.
 */
export function createParameterStore(db: Database, onStale?: (error: unknown) => void) {
  let cached: { at: number; value: Parameters } | null = null;

  async function load(): Promise<Parameters> {
    const rows = await db.select().from(appParameter);
    const value: Parameters = structuredClone(DEFAULT_PARAMETER_VALUES);
    for (const row of rows) {
      const key = row.key as ParameterKey;
      const schema = ParameterValueSchemas[key];
      if (!schema) continue;
      const parsed = schema.safeParse(row.value);
      if (parsed.success) {
        (value as Record<ParameterKey, unknown>)[key] = settledParameter(key, parsed.data as never);
      }
    }
    return value;
  }

  return {
    async get(): Promise<Parameters> {
      if (cached && Date.now() - cached.at <= CACHE_MS) return cached.value;
      try {
        cached = { at: Date.now(), value: await load() };
      } catch (error) {
        if (!cached) throw error;
        onStale?.(error);
        cached = { at: Date.now(), value: cached.value };
      }
      return cached.value;
    },
    /** The switches when `get` would answer them without reading: null when they are due. */
    peek(): Parameters | null {
      return cached && Date.now() - cached.at <= CACHE_MS ? cached.value : null;
    },
    /** Saves `key`; `audit` runs in the same transaction with the value it replaces. */
    async set<K extends ParameterKey>(
      key: K,
      value: Parameters[K],
      audit?: (tx: Database, before: unknown) => Promise<void>,
    ): Promise<Parameters> {
      value = settledParameter(key, value);
      await db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ value: appParameter.value })
          .from(appParameter)
          .where(eq(appParameter.key, key))
          .for('update');
        await tx
          .insert(appParameter)
          .values({ key, value })
          .onConflictDoUpdate({ target: appParameter.key, set: { value, updatedAt: sql`now()` } });
        await audit?.(tx, previous ? previous.value : DEFAULT_PARAMETER_VALUES[key]);
      });
      cached = null;
      return this.get();
    },
    /** The next `get` reads the database (public content changed, maybe in another process). */
    invalidate() {
      if (cached) cached = { at: -Infinity, value: cached.value };
    },
    async exists(key: ParameterKey) {
      const rows = await db.select().from(appParameter).where(eq(appParameter.key, key));
      return rows.length > 0;
    },
  };
}

export type ParameterStore = ReturnType<typeof createParameterStore>;
