import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database, DatabaseHandle } from '@hs/db/database';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limiterStore } from '../auth/limits.ts';
import { organization, organizationApiKey } from '@hs/db/schema';
import { MAX_API_KEYS, type ApiKey } from '@hs/contracts/organization-api';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { newId } from './service.ts';

// Organization API keys (issue 17 item 9; decision 028): 32 random bytes after 'hsk_',
// shown once; only the SHA-256 is stored (the key has 256 bits of entropy, so a fast hash
// is enough and lets one indexed look-up find it). A key reaches its organization only.

export const API_KEY_PREFIX = 'hsk_';
const KEY_SHAPE = /^hsk_[A-Za-z0-9_-]{43}$/;
/** 'last used' is written at most once a minute per key, not on every call. */
const LAST_USED_GRANULARITY_MS = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('base64url');

type Row = typeof organizationApiKey.$inferSelect;

const toApiKey = (r: Row): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revoked: r.revokedAt !== null,
});

export async function createApiKey(
  db: Database,
  o: { organizationId: string; createdBy: string; name: string },
): Promise<{ apiKey: ApiKey; key: string }> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    // The organization row serialises creations, so the limit holds under parallel calls.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, o.organizationId))
      .for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(organizationApiKey)
      .where(
        and(
          eq(organizationApiKey.organizationId, o.organizationId),
          isNull(organizationApiKey.revokedAt),
        ),
      );
    if ((live?.n ?? 0) >= MAX_API_KEYS) throw new AppError('apiKey.tooMany', { max: MAX_API_KEYS });
    const [made] = await tx
      .insert(organizationApiKey)
      .values({
        id: newId(),
        organizationId: o.organizationId,
        name: o.name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: hashApiKey(key),
        createdBy: o.createdBy,
      })
      .returning();
    return made!;
  });
  return { apiKey: toApiKey(row), key };
}

export async function listApiKeys(db: Database, organizationId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(organizationApiKey)
    .where(eq(organizationApiKey.organizationId, organizationId))
    .orderBy(desc(organizationApiKey.createdAt), desc(organizationApiKey.id))
    .limit(200);
  return rows.map(toApiKey);
}

export async function revokeApiKey(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ApiKey> {
  const [row] = await db
    .update(organizationApiKey)
    .set({ revokedAt: sql`coalesce(${organizationApiKey.revokedAt}, now())` })
    .where(
      and(eq(organizationApiKey.id, id), eq(organizationApiKey.organizationId, organizationId)),
    )
    .returning();
  if (!row) throw new AppError('apiKey.unknown');
  return toApiKey(row);
}

/** The organization a live key reaches; 'last used' moves on (at most once a minute). */
export async function verifyApiKey(db: Database, key: string, now = new Date()) {
  if (!KEY_SHAPE.test(key)) throw new AppError('apiKey.invalid');
  const [row] = await db
    .select()
    .from(organizationApiKey)
    .where(eq(organizationApiKey.keyHash, hashApiKey(key)));
  if (!row || row.revokedAt) throw new AppError('apiKey.invalid');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
    await db
      .update(organizationApiKey)
      .set({ lastUsedAt: now })
      .where(eq(organizationApiKey.id, row.id));
  }
  return { organizationId: row.organizationId, keyId: row.id };
}

/**
 * Requests per key per minute (decision 035), on rate-limiter-flexible like the sign-in
 * limits: PostgreSQL rows shared by every process, memory on PGlite (one process). Over the
 * limit: 429 `apiKey.rateLimited` with Retry-After.
 */
export function apiKeyLimiter(database: DatabaseHandle, perMinute: number) {
  const store = limiterStore(database);
  const limiter = store.make({
    keyPrefix: 'organization-api-key',
    points: perMinute,
    duration: 60,
  });
  store.ready().catch(() => undefined);
  return async (keyId: string) => {
    await store.ready();
    try {
      await limiter.consume(keyId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new AppError('apiKey.rateLimited', {
        seconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
    }
  };
}

/**
 * Route middleware of the /v1/* operations: `Authorization: Bearer <key>` or 401, then the
 * key's rate limit. The person headers (uid, idToken) give nothing here: a key is the only
 * way in.
 */
export const apiKeyAuth = (db: Database, admit: (keyId: string) => Promise<void>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AppError('apiKey.missing');
    const { organizationId, keyId } = await verifyApiKey(db, match[1]!);
    await admit(keyId);
    c.set('apiKeyOrganization', organizationId);
    await next();
  });

/** The organization of the key that passed apiKeyAuth. */
export function keyOrganization(c: { get(key: 'apiKeyOrganization'): string | undefined }) {
  const id = c.get('apiKeyOrganization');
  if (!id) throw new AppError('apiKey.missing');
  return id;
}
