import { expect } from 'vitest';
import { TestClient } from '../testing/test-client.ts';
import type { TestServer } from '../testing/test-server.ts';

const PASSWORD = 'organization-test-password';

/** A signed-in person with a verified e-mail address and a product account. */
export async function newPerson(server: TestServer, email: string): Promise<TestClient> {
  const ctx = await server.services.auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email, name: email.split('@')[0] ?? email, emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(PASSWORD),
  });
  const client = new TestClient(server.url);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  expect((await client.apiPost('/user', { uid: client.uid, email })).status).toBe(200);
  return client;
}

export async function body<T = { success: boolean; data: Record<string, unknown> }>(
  res: Response,
): Promise<T> {
  return (await res.json()) as T;
}

export interface OrganizationBody {
  data: { organization: { id: string; teams: { id: string; name: string; icon: string }[] } };
}

/** A lead with a new organization and its first teams. */
export async function newLead(server: TestServer, email: string, teams: string[] = []) {
  const lead = await newPerson(server, email);
  const res = await lead.apiPost('/organization', {
    name: `${email} Inc`,
    teamSize: '10-24',
    teams,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = await body<OrganizationBody>(res);
  return { lead, organization: data.organization };
}
