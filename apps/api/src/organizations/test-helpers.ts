import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@hs/db/database';
import { appUser, authUser, headshot, member, model } from '@hs/db/schema';
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

/**
 * A member who accepted an e-mail invite and whose model is finished with `n` shown
 * headshots (PNGs of `width` x `height`, each its own colour).
 */
export async function memberWithHeadshots(
  server: TestServer,
  lead: TestClient,
  email: string,
  o: { teamId?: string; n?: number; width?: number; height?: number } = {},
) {
  const { n = 2, width = 40, height = 50 } = o;
  const res = await lead.apiPost('/organization/invites', { emails: [email], teamId: o.teamId });
  expect(res.status, await res.clone().text()).toBe(200);
  const made = (await body<{ data: { invites: { invite: string }[] } }>(res)).data.invites[0]!;
  const person = await newPerson(server, email);
  expect((await person.apiPost('/invite/accept', { invite: made.invite })).status).toBe(200);
  const started = await body<{ data: { modelId: string } }>(
    await person.apiPost('/onboarding/start', {}),
  );
  const modelId = started.data.modelId;
  const { db } = server.database;
  await db.update(model).set({ status: 'ready' }).where(eq(model.id, modelId));
  const ids: string[] = [];
  const bytes: Buffer[] = [];
  for (let i = 1; i <= n; i += 1) {
    const path = `models/${modelId}/headshots/${i}.png`;
    const png = await sharp({
      create: { width, height, channels: 3, background: `#${i}${i}66aa` },
    })
      .png()
      .toBuffer();
    await server.services.storage.put(path, png, 'image/png');
    const [row] = await db
      .insert(headshot)
      .values({
        modelId,
        style: 'studio-grey',
        variant: i,
        position: i,
        path,
        thumbPath: path,
        width,
        height,
      })
      .returning();
    ids.push(row!.id);
    bytes.push(png);
  }
  return { person, uid: person.uid!, modelId, ids, bytes };
}

/**
 * `n` TeamMembers of an organization written straight to the database, each with a model
 * in onboarding (`m-<uid>`), for tests of what their submits spend.
 */
export async function insertMembers(
  db: Database,
  organizationId: string,
  n: number,
  domain: string,
): Promise<string[]> {
  const uids = Array.from({ length: n }, () => randomBytes(16).toString('hex'));
  for (const uid of uids) {
    await db.insert(authUser).values({ id: uid, name: uid, email: `${uid}@${domain}` });
    await db.insert(appUser).values({ uid, email: `${uid}@${domain}`, role: 'TeamMember' });
    await db.insert(member).values({ id: uid, organizationId, userId: uid, role: 'member' });
    await db.insert(model).values({ id: `m-${uid}`, uid, status: 'onboarding' });
  }
  return uids;
}
