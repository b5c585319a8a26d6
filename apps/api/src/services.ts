import { createHmac } from 'node:crypto';
import type { DatabaseHandle } from '@hs/db/database';
import type { JSONWebKeySet } from 'jose';
import { createAuth } from './auth/auth.ts';
import { createIdTokenVerifier } from './auth/id-token.ts';
import { createAuthLimits, type LockoutPolicy } from './auth/limits.ts';
import type { AppConfig, Services } from './context.ts';
import { createGenerationKit, type EngineName } from './generation/create-engine.ts';
import { createReplicateRelay } from './generation/replicate-relay.ts';
import { createJobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createParameterStore } from './parameters.ts';
import { createContentVersion } from './public-cache/content-version.ts';
import type { Storage } from './storage/storage.ts';

export interface ServiceOptions {
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  config: AppConfig;
  /** The clock of timed checks (performance.now unless a test holds it). */
  monotonic?: () => number;
  authSecret: string;
  authRateLimitPerMinute: number;
  /** The per-account lockout; defaults in auth/limits.ts (tests shorten it). */
  lockout?: Partial<LockoutPolicy>;
  smtpUrl?: string | undefined;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string } | undefined;
  linkedin?: { clientId: string; clientSecret: string } | undefined;
  /** Where files go; the caller picks local or S3 (storage/create-storage.ts). */
  storage: (fileSecret: string) => Storage;
  /** ENGINE: the generation provider (default local). */
  engine?: EngineName | undefined;
}

/** Builds every service once; main.ts and the test server share this wiring. */
export function createServices(o: ServiceOptions): Services {
  const db = o.database.db;
  const jobs = createJobQueue(db);
  const mailer = createMailer({
    db,
    logger: o.logger,
    smtpUrl: o.smtpUrl,
    from: o.mailFrom,
    jobs,
    sealKey: createHmac('sha256', o.authSecret).update('mail-delivery').digest(),
  });
  const auth = createAuth({
    db,
    mailer,
    baseUrl: o.config.baseUrl,
    trustedOrigins: o.config.trustedOrigins ?? [],
    secret: o.authSecret,
    google: o.google,
    linkedin: o.linkedin,
  });
  const idTokens = createIdTokenVerifier(async () => {
    const jwks = await auth.api.getJwks();
    return jwks as JSONWebKeySet;
  });
  // Webhooks reach the waiting job in any process (decision 074); a process that runs the
  // replicate engine listens from the start, any other on its first wait.
  const replicateRelay = createReplicateRelay({
    database: o.database,
    logger: o.logger,
    listenNow: o.engine === 'replicate',
  });
  const replicateHooks = replicateRelay.completions;
  const parameters = createParameterStore(db, (err) =>
    o.logger.warn({ err }, 'parameters: the database did not answer; the last switches stay'),
  );
  const publicContent = createContentVersion(db);
  // Staff changed something public (in any process): parameters are read afresh too.
  publicContent.onChange(() => parameters.invalidate());
  const fileSecret = createHmac('sha256', o.authSecret).update('stored-files').digest('hex');
  return {
    monotonic: o.monotonic ?? (() => performance.now()),
    storage: o.storage(fileSecret),
    fileSecret,
    database: o.database,
    logger: o.logger,
    version: o.version,
    startedAt: Date.now(),
    config: o.config,
    auth,
    authLimits: createAuthLimits({
      database: o.database,
      strictPerMinute: o.authRateLimitPerMinute,
      ...(o.lockout ? { lockout: o.lockout } : {}),
    }),
    idTokens,
    mailer,
    parameters,
    publicContent,
    jobs,
    generation: createGenerationKit(o.engine ?? 'local', db, {
      hooks: replicateHooks,
      logger: o.logger,
    }),
    replicateHooks,
    replicateRelay,
    engineName: o.engine ?? 'local',
  };
}
