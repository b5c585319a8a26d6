import type { DatabaseHandle } from '@hs/db/database';
import { setDecodeConcurrency } from '@hs/imaging/decode-slots';
import { resolveAuthSecret } from './auth/secret.ts';
import { appConfig, oauthCredentials, storageConfig } from './config.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { createServices } from './services.ts';
import { createStorage } from './storage/create-storage.ts';
import { APP_VERSION } from './version.ts';

/** The services a web process or a job worker runs with, from the validated settings. */
export function servicesFromEnv(
  env: Env,
  o: { database: DatabaseHandle; logger: Logger; dataDir: string },
) {
  if (env.IMAGE_DECODE_CONCURRENCY) setDecodeConcurrency(env.IMAGE_DECODE_CONCURRENCY);
  return createServices({
    database: o.database,
    logger: o.logger,
    version: APP_VERSION,
    config: appConfig(env),
    engine: env.ENGINE,
    authSecret: resolveAuthSecret({
      configured: env.AUTH_SECRET,
      dataDir: o.dataDir,
      sharedDatabase: Boolean(env.DATABASE_URL),
    }),
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ...oauthCredentials(env),
    storage: (secret) => createStorage(storageConfig(env, o.dataDir, secret)),
  });
}
