import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@hs/db/migrate';
import { openDatabase } from '@hs/db/open-database';
import { staffAudit } from '@hs/db/schema';
import { seed } from '@hs/db/seed';
import { testDriver } from '@hs/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParameterStore } from './parameters.ts';
import { repoRoot } from './paths.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './seed-demo.ts';
import { TestClient } from './testing/test-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { COMMAND_LINE_ACTOR, switchWhiteLabelOff } from './white-label-way-back.ts';

// Issue 35 item 14: saving white-label mode locked every staff member out of /admin, with
// no way back but a hand-made API call.
describe(`the way back in from white-label mode (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
  });
  afterAll(() => server.close());

  it('switches the mode off, audited, and /admin answers staff again', async () => {
    const admin = await TestClient.signedIn(server.url, 'admin@demo.example.com', DEMO_PASSWORD);
    const on = await admin.apiSend('PUT', '/admin/parameters/whiteLabelMode', {
      value: { enabled: true },
    });
    expect(on.status).toBe(200);
    expect((await admin.fetch('/admin')).status).toBe(403);

    expect(await switchWhiteLabelOff(server.database.db)).toBe(true);
    // The running server reads the switches again within 2 seconds; here at once.
    server.services.parameters.invalidate();
    expect((await server.services.parameters.get()).whiteLabelMode.enabled).toBe(false);
    expect((await admin.fetch('/admin')).status).not.toBe(403);
    const rows = await server.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.actorUid, COMMAND_LINE_ACTOR.uid));
    expect(rows).toMatchObject([
      { action: 'parameter.set', targetId: 'whiteLabelMode', after: { enabled: false } },
    ]);
    expect(await switchWhiteLabelOff(server.database.db)).toBe(false);
  });
});

describe('npm run white-label:off on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hs-white-label-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('switches the mode off in DATA_DIR, as the README says', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: join(dir, 'db') });
    await migrate(database);
    await seed(database.db);
    await createParameterStore(database.db).set('whiteLabelMode', { enabled: true });
    await database.close();

    const child = spawn('npm', ['run', '--silent', 'white-label:off'], {
      cwd: repoRoot(),
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(output).toContain('White-label mode is off: staff can sign in at /admin again.');
    expect(code).toBe(0);

    const reopened = await openDatabase({ driver: 'pglite', dataDir: join(dir, 'db') });
    expect((await createParameterStore(reopened.db).get()).whiteLabelMode.enabled).toBe(false);
    await reopened.close();
  });
});
