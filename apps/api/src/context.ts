import type { DatabaseHandle } from '@hs/db/database';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from './logger.ts';

/** What every handler can reach: the services built once at start-up. */
export interface Services {
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  startedAt: number;
}

export interface AppEnv {
  Variables: RequestIdVariables & { log: Logger };
}
