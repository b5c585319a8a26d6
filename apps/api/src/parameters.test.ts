import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { createParameterStore } from './parameters.ts';

describe(`parameter store (${testDriver()})`, () => {
  it('keeps the switches last read while the database does not answer', async () => {
    const handle = await createTestDatabase();
    const stale: unknown[] = [];
    const store = createParameterStore(handle.db, (error) => stale.push(error));
    await store.set('whiteLabelMode', { enabled: true });
    const before = await store.get();
    expect(before.whiteLabelMode.enabled).toBe(true);
    await handle.close();
    // Expired: the next read asks the database, which is gone.
    store.invalidate();
    expect(await store.get()).toEqual(before);
    expect(stale).toHaveLength(1);
  });

  it('fails when nothing was ever read', async () => {
    const handle = await createTestDatabase();
    await handle.close();
    await expect(createParameterStore(handle.db).get()).rejects.toThrow();
  });
});
