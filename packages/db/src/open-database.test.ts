import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './open-database.ts';
import { testDriver } from './testing/test-database.ts';

async function sharedBuffers(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`show shared_buffers`);
  return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
}

// decision 051: a reopened embedded database keeps a small buffer cache (memory at rest).
describe.skipIf(testDriver() === 'postgres')('openDatabase with PGlite on disk', () => {
  it('starts PostgreSQL with the smaller buffer cache, in a new folder too', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hs-open-')), 'db');
    try {
      // decision 052: a new folder is made by a PGlite of its own, then opened as any other.
      const created = await openDatabase({ driver: 'pglite', dataDir });
      expect(await sharedBuffers(created)).toBe(PGLITE_SHARED_BUFFERS);
      await created.close();
      const reopened = await openDatabase({ driver: 'pglite', dataDir });
      try {
        expect(await sharedBuffers(reopened)).toBe(PGLITE_SHARED_BUFFERS);
        await reopened.ping();
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(testDriver() !== 'postgres')('openDatabase with PostgreSQL', () => {
  it('answers a ping while the application holds every pooled connection', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const handle = await openDatabase({ driver: 'postgres', url, maxConnections: 2 });
    try {
      const held = await Promise.all([handle.pool!.connect(), handle.pool!.connect()]);
      let queuedDone = false;
      const queued = handle.db.execute(sql`select 1`).then(() => (queuedDone = true));
      // A ping that waited for a pooled connection would wait here until the test timed out:
      // it answers while the application's query still waits (no clock read).
      await handle.ping();
      expect(queuedDone).toBe(false);
      for (const client of held) client.release();
      await queued;
    } finally {
      await handle.close();
    }
  });
});
