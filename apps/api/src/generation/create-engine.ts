import { eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { engineRemoteId } from '@hs/db/schema';
import type { GenerationEngine } from '@hs/engine/engine';
import { createIdentityScorer } from '@hs/engine/identity';
import { createLocalEngine } from '@hs/engine/local/local-engine';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import type { RemoteIdStore } from '@hs/engine/replicate/engine-options';
import { replicateOptionsFromEnv } from '@hs/engine/replicate/env';
import { createReplicateEngine } from '@hs/engine/replicate/replicate-engine';
import type { WebhookCompletions } from '@hs/engine/replicate/webhook-completions';
import type { Logger } from '../logger.ts';
import type { GenerationKit, GenerationKitProvider } from './kit.ts';

export type EngineName = 'local' | 'replicate';

/** Remote trainings and predictions by key, kept in the database across retries and restarts. */
export function databaseIdStore(db: Database): RemoteIdStore {
  return {
    async get(key) {
      const [row] = await db.select().from(engineRemoteId).where(eq(engineRemoteId.key, key));
      return row?.remoteId;
    },
    async set(key, id) {
      await db
        .insert(engineRemoteId)
        .values({ key, remoteId: id })
        .onConflictDoUpdate({ target: engineRemoteId.key, set: { remoteId: id } });
    },
  };
}

export interface EngineWiring {
  /** Where POST /api/hooks/replicate hands verified deliveries. */
  hooks: WebhookCompletions;
  logger: Logger;
}

export function createEngine(
  name: EngineName,
  db: Database,
  wiring?: EngineWiring,
): GenerationEngine {
  if (name === 'local') return createLocalEngine();
  // REPLICATE_* settings (packages/engine/src/replicate/env.ts). Results are polled; with
  // REPLICATE_WEBHOOK_URL a verified webhook ends the wait at once (polling stays the fallback).
  const { options, webhookUrl } = replicateOptionsFromEnv(process.env);
  return createReplicateEngine({
    ...options,
    ids: databaseIdStore(db),
    ...(webhookUrl && wiring ? { webhook: { url: webhookUrl, completions: wiring.hooks } } : {}),
    ...(wiring ? { notice: (message: string) => wiring.logger.warn(`replicate: ${message}`) } : {}),
  });
}

/**
 * ENGINE=local|replicate: the provider, the identity scorer and the NSFW classifier, made on
 * first use (their models take a moment to load) and shared after.
 */
export function createGenerationKit(
  name: EngineName,
  db: Database,
  wiring?: EngineWiring,
): GenerationKitProvider {
  let kit: Promise<GenerationKit> | undefined;
  return () => {
    kit ??= Promise.resolve()
      .then(() => ({
        engine: createEngine(name, db, wiring),
        identity: createIdentityScorer(),
        nsfw: createNsfwClassifier(),
      }))
      .catch((error: unknown) => {
        // A bad setting fails this job; the next one tries again with the fixed setting.
        kit = undefined;
        throw error;
      });
    return kit;
  };
}
