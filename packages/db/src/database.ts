import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import type * as schema from './schema.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver (PGlite or node-postgres) is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** With PostgreSQL, the pool behind `db`, for libraries that write their own SQL (rate limits). */
  pool?: Pool;
  /**
   * With PostgreSQL, a new connection of its own outside the pool, with the pool's settings,
   * for a session that must stay (LISTEN). The caller connects and ends it.
   */
  dedicatedClient?: () => Client;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A query built and prepared once per database: drizzle rebuilds a query's SQL on every
 * call, which a profile showed as a tenth of a small signed-in request's CPU. Give the
 * query a name; PostgreSQL's driver then prepares it once per pooled connection.
 */
export function preparedOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
