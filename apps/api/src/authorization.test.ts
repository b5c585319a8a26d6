import { testDriver } from '@hs/db/testing/test-database';
import { STAFF_ROLES, type StaffRole } from '@hs/domain/roles';
import { canAccessAdminPath } from '@hs/domain/staff-menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo.ts';
import { TestClient } from './testing/test-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

type Persona = 'signed-out' | 'anonymous' | 'User' | 'TeamLead' | 'TeamMember' | StaffRole;
const PERSONAS: Persona[] = [
  'signed-out',
  'anonymous',
  'User',
  'TeamLead',
  'TeamMember',
  ...STAFF_ROLES,
];

const everyone = () => true;
const signedIn = (p: Persona) => p !== 'signed-out';
const staffFor = (adminPath: string) => (p: Persona) =>
  (STAFF_ROLES as readonly string[]).includes(p) && canAccessAdminPath(p as StaffRole, adminPath);

interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The OpenAPI path this row covers. */
  spec: string;
  body?: (client: TestClient) => unknown;
  allowed: (p: Persona) => boolean;
}

/**
 * THE authorization table: every API route, who may call it. A route in the OpenAPI
 * document without a row here fails the test, so new routes must be added.
 */
const ROUTES: RouteRule[] = [
  { method: 'GET', path: '/health', spec: '/health', allowed: everyone },
  { method: 'GET', path: '/user/location', spec: '/user/location', allowed: everyone },
  {
    method: 'POST',
    path: '/user',
    spec: '/user',
    body: (c) => ({ uid: c.uid, email: 'someone@example.com' }),
    allowed: signedIn,
  },
  { method: 'GET', path: '/user/details', spec: '/user/details', allowed: signedIn },
  { method: 'GET', path: '/auth/admin/check', spec: '/auth/admin/check', allowed: signedIn },
  {
    method: 'GET',
    path: '/admin/parameters',
    spec: '/admin/parameters',
    allowed: staffFor('/admin/parameters'),
  },
  {
    method: 'PUT',
    path: '/admin/parameters/holidayMode',
    spec: '/admin/parameters/{key}',
    body: () => ({ value: { enabled: false, endsAt: null } }),
    allowed: staffFor('/admin/parameters'),
  },
  { method: 'GET', path: '/admin/email', spec: '/admin/email', allowed: staffFor('/admin/email') },
  // Upload and onboarding: any signed-in account, on its own models only (ownership is
  // tested in routes/onboarding.test.ts: another user's ids answer 404).
  {
    method: 'POST',
    path: '/onboarding/start',
    spec: '/onboarding/start',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/save-personal-info',
    spec: '/onboarding/save-personal-info',
    body: () => ({ modelId: 'none' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/remove-image',
    spec: '/onboarding/remove-image',
    body: () => ({ imagePath: 'models/none/training/x.jpg' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/update-photo-category',
    spec: '/onboarding/update-photo-category',
    body: () => ({ imagePath: 'models/none/training/x.jpg', fullBody: true }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/submit',
    spec: '/onboarding/submit',
    body: () => ({ modelId: 'none' }),
    allowed: signedIn,
  },
  { method: 'GET', path: '/styles/', spec: '/styles/', allowed: everyone },
  { method: 'GET', path: '/clothing/', spec: '/clothing/', allowed: everyone },
  { method: 'GET', path: '/hairstyles/', spec: '/hairstyles/', allowed: everyone },
  { method: 'GET', path: '/emotions/', spec: '/emotions/', allowed: everyone },
  {
    method: 'GET',
    path: '/model/preselected-styles',
    spec: '/model/preselected-styles',
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/image/face/detect',
    spec: '/image/face/detect',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/image/upload',
    spec: '/image/upload',
    body: () => ({}),
    allowed: signedIn,
  },
];

describe(`authorization table (${testDriver()})`, () => {
  let server: TestServer;
  const clients = new Map<Persona, TestClient>();

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    clients.set('signed-out', new TestClient(server.url));
    const anon = new TestClient(server.url);
    await anon.post('/api/auth/sign-in/anonymous', {});
    await anon.refreshToken();
    await anon.apiPost('/user', { uid: anon.uid, email: 'anon' });
    clients.set('anonymous', anon);
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(server.url);
      expect((await client.signIn(account.email, DEMO_PASSWORD)).status).toBe(200);
      clients.set(account.adminRole ?? account.role, client);
    }
  });
  afterAll(() => server.close());

  it('covers every route of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = ROUTES.map((r) => `${r.method} ${r.spec}`);
    expect(documented.filter((d) => !covered.includes(d))).toEqual([]);
  });

  for (const route of ROUTES) {
    for (const persona of PERSONAS) {
      const allowed = route.allowed(persona);
      it(`${route.method} ${route.path} ${allowed ? 'allows' : 'refuses'} ${persona}`, async () => {
        const client = clients.get(persona)!;
        const body = route.body?.(client);
        const res = await client.api(route.path, {
          method: route.method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (allowed) {
          expect([401, 403], await res.clone().text()).not.toContain(res.status);
          expect(res.status).toBeLessThan(500);
        } else {
          expect(res.status).toBe(persona === 'signed-out' ? 401 : 403);
          expect(await res.json()).toMatchObject({ success: false });
        }
      });
    }
  }
});
