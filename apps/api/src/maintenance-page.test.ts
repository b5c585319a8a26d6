import { join } from 'node:path';
import { appParameter } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { withPageApi } from './page-api.ts';
import { repoRoot } from './paths.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './seed-demo.ts';
import { createServerApp } from './server.ts';
import { TestClient } from './testing/test-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { loadWebHandler } from './web.ts';

// Issue 35 item 11: maintenance with an end time answered 500 on every page, and the end
// time stayed stored once the mode was off. Needs the web build (`npm run build`).
describe(`maintenance with an end time (${testDriver()})`, () => {
  let server: TestServer;
  let app: ReturnType<typeof createServerApp>;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({
      services: server.services,
      metrics: createMetrics(),
      web: withPageApi(web, server.services),
    });
    admin = await TestClient.signedIn(server.url, 'admin@demo.example.com', DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  const setMaintenance = async (value: { enabled: boolean; endsAt: string | null }) => {
    const res = await admin.apiSend('PUT', '/admin/parameters/maintenanceMode', { value });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { parameters: { maintenanceMode: typeof value } }).parameters;
  };
  const stored = async () => {
    const [row] = await server.database.db
      .select({ value: appParameter.value })
      .from(appParameter)
      .where(eq(appParameter.key, 'maintenanceMode'));
    return row?.value;
  };

  it('shows the maintenance page with its end time (503), then the site again once off', async () => {
    const endsAt = '2027-03-01T14:30:00.000Z';
    await setMaintenance({ enabled: true, endsAt });

    const en = await app.request('/');
    expect(en.status).toBe(503);
    const html = await en.text();
    expect(html).toContain('We&#x27;ll be back soon!');
    expect(html).toContain('until Mar 1, 2027, 2:30 PM UTC');
    const de = await app.request('/de');
    expect(de.status).toBe(503);
    expect(await de.text()).toContain('1. März 2027, 14:30 UTC');
    // The back office stays reachable to switch it off.
    const login = await app.request('/auth/login');
    expect(login.status).toBe(200);
    await login.text();

    // The form sends the end time it still shows; switched off, none is kept.
    const answered = await setMaintenance({ enabled: false, endsAt });
    expect(answered.maintenanceMode).toEqual({ enabled: false, endsAt: null });
    expect(await stored()).toEqual({ enabled: false, endsAt: null });
    const on = await app.request('/');
    expect(on.status).toBe(200);
    expect(await on.text()).not.toContain('We&#x27;ll be back soon!');

    // Switched on again without a time: the old one does not come back.
    await setMaintenance({ enabled: true, endsAt: null });
    const again = await app.request('/');
    expect(again.status).toBe(503);
    expect(await again.text()).toContain('A few hours');
    await setMaintenance({ enabled: false, endsAt: null });
  });
});
