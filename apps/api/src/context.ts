import type { DatabaseHandle } from '@hs/db/database';
import type { RequestIdVariables } from 'hono/request-id';
import type { Auth } from './auth/auth.ts';
import type { IdTokenVerifier } from './auth/id-token.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ParameterStore } from './parameters.ts';
import type { Storage } from './storage/storage.ts';

/** Settings handlers read, taken from the validated environment. */
export interface AppConfig {
  baseUrl: string;
  trustProxy: boolean;
  countryHeader: string | undefined;
  accountCreationLimitPerHour: number;
  oauthProviders: ('google' | 'linkedin')[];
}

/** What every handler can reach: the services built once at start-up. */
export interface Services {
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  startedAt: number;
  config: AppConfig;
  auth: Auth;
  idTokens: IdTokenVerifier;
  mailer: Mailer;
  parameters: ParameterStore;
  storage: Storage;
  /** Signs links to stored files (GET /api/files). */
  fileSecret: string;
}

export interface AppEnv {
  Variables: RequestIdVariables & { log: Logger; viewer: Viewer | null; clientIp: string };
}
