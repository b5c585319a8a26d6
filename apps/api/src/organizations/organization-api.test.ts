import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  headshot,
  job,
  member,
  model,
  organization,
  organizationApiKey,
  organizationWebhook,
  webhookDelivery,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/queue.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { TestClient } from '../testing/test-client.ts';
import { hashApiKey } from './api-keys.ts';
import { body, newLead, newPerson } from './test-helpers.ts';
import {
  deliverWebhookJob,
  memberFinished,
  SIGNATURE_HEADER,
  verifyWebhookSignature,
} from './webhooks.ts';

interface Made {
  data: { apiKey: { id: string; prefix: string; lastUsedAt: string | null }; key: string };
}
interface ApiMembers {
  data: { members: { _id: string; email: string; status: string; teamId: string | null }[] };
}

/** A loopback receiver: answers the queued statuses in turn (then 200), keeps what came. */
async function startReceiver() {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: text });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/headshots`,
    received,
    answers,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe(`the organization API (${testDriver()})`, () => {
  let server: TestServer;
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const v1 = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...bearer(key), ...init.headers },
    });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function keyFor(lead: TestClient, name = 'HR system') {
    const res = await lead.apiPost('/organization/api-keys', { name });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await body<Made>(res)).data;
  }

  it('shows a key once, stores only its hash, and reaches its own organization only', async () => {
    const a = await newLead(server, 'lead@keys-a.test', ['Sales']);
    const b = await newLead(server, 'lead@keys-b.test', ['Ops']);
    const made = await keyFor(a.lead);
    expect(made.key).toMatch(/^hsk_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.apiKey.prefix)).toBe(true);
    const listed = await (await a.lead.api('/organization/api-keys')).text();
    expect(listed).not.toContain(made.key);
    const [stored] = await server.database.db
      .select()
      .from(organizationApiKey)
      .where(eq(organizationApiKey.id, made.apiKey.id));
    expect(stored!.keyHash).toBe(hashApiKey(made.key));
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(10));
    const bKey = (await keyFor(b.lead)).key;

    // Each key lists its own organization's members only.
    const aList = await body<ApiMembers>(await v1('/members', made.key));
    expect(aList.data.members.map((m) => [m.email, m.status])).toEqual([
      ['lead@keys-a.test', 'joined'],
    ]);
    const bList = await body<ApiMembers>(await v1('/members', bKey));
    expect(bList.data.members.map((m) => m.email)).toEqual(['lead@keys-b.test']);
    // Another organization's member id, team id or key id: as if it did not exist.
    const cross = await v1(`/members/${b.lead.uid}/photos`, made.key);
    expect(cross.status).toBe(404);
    expect(await body(cross)).toMatchObject({ reason: 'person.unknown' });
    const ownLeadPhotos = await v1(`/members/${a.lead.uid}/photos`, made.key);
    expect(await body(ownLeadPhotos)).toMatchObject({ data: { photos: [] } });
    const foreignTeam = await v1('/invites', made.key, {
      method: 'POST',
      body: JSON.stringify({ emails: ['x@keys-a.test'], teamId: b.organization.teams[0]!.id }),
    });
    expect(foreignTeam.status).toBe(404);
    expect(await body(foreignTeam)).toMatchObject({ reason: 'team.unknown' });
    const revokeForeign = await b.lead.api(`/organization/api-keys/${made.apiKey.id}`, {
      method: 'DELETE',
    });
    expect(revokeForeign.status).toBe(404);
    expect(await body(revokeForeign)).toMatchObject({ reason: 'apiKey.unknown' });
    expect((await v1('/members', made.key)).status).toBe(200);

    // 'Last used' moved on.
    const keys = await body<{ data: { apiKeys: { id: string; lastUsedAt: string | null }[] } }>(
      await a.lead.api('/organization/api-keys'),
    );
    expect(keys.data.apiKeys.find((k) => k.id === made.apiKey.id)!.lastUsedAt).not.toBeNull();

    // Revoked: refused at once.
    const revoked = await a.lead.api(`/organization/api-keys/${made.apiKey.id}`, {
      method: 'DELETE',
    });
    expect(await body(revoked)).toMatchObject({ data: { revoked: true } });
    const after = await v1('/members', made.key);
    expect(after.status).toBe(401);
    expect(await body(after)).toMatchObject({ reason: 'apiKey.invalid' });
  });

  it('refuses requests without a live key, and people without one', async () => {
    const { lead } = await newLead(server, 'lead@keys-c.test');
    const { key } = await keyFor(lead);
    const cases: [Record<string, string>, string][] = [
      [{}, 'apiKey.missing'],
      [{ authorization: `Basic ${key}` }, 'apiKey.missing'],
      [{ authorization: 'Bearer hsk_short' }, 'apiKey.invalid'],
      // The last character changed (a key may end in 'A' already).
      [
        { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` },
        'apiKey.invalid',
      ],
      [{ authorization: `Bearer ${'hsk_' + 'x'.repeat(5000)}` }, 'apiKey.invalid'],
      // The lead's own session headers are no key.
      [{ uid: lead.uid ?? '', idtoken: lead.idToken ?? '' }, 'apiKey.missing'],
    ];
    for (const [headers, reason] of cases) {
      const res = await fetch(`${server.url}/api/v1/members`, { headers });
      expect(res.status, reason).toBe(401);
      expect(await body(res)).toMatchObject({ reason });
    }
    // A member of the organization cannot make keys.
    const person = await newPerson(server, 'nobody@keys-c.test');
    expect((await person.apiPost('/organization/api-keys', { name: 'x' })).status).toBe(403);
    // Bad names: empty, a NUL byte, too long.
    for (const name of ['', '   ', 'a\u0000b', 'n'.repeat(81)]) {
      expect((await lead.apiPost('/organization/api-keys', { name })).status, name).toBe(400);
    }
  });

  it('keeps at most 20 live keys, even when 25 are asked for at once', async () => {
    const { lead } = await newLead(server, 'lead@keys-d.test');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        lead.apiPost('/organization/api-keys', { name: `k${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });

  it('invites by key into a team; duplicates, NUL bytes and huge bodies are refused', async () => {
    const { lead, organization } = await newLead(server, 'lead@keys-e.test', ['Field']);
    const { key } = await keyFor(lead);
    const field = organization.teams[0]!;
    const made = await v1('/invites', key, {
      method: 'POST',
      body: JSON.stringify({ emails: ['Ann@Keys-e.test'], teamId: field.id }),
    });
    expect(await body(made)).toMatchObject({
      data: { invites: [{ email: 'ann@keys-e.test', teamId: field.id }] },
    });
    // The lead sees it in the area like any invite.
    expect(await (await lead.api('/organization/invites')).text()).toContain('ann@keys-e.test');
    const again = await v1('/invites', key, {
      method: 'POST',
      body: JSON.stringify({ emails: ['ann@keys-e.test'] }),
    });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ reason: 'invite.alreadyPresent' });
    const nul = await v1('/invites', key, {
      method: 'POST',
      body: JSON.stringify({ emails: ['a\u0000@keys-e.test'] }),
    });
    expect(nul.status).toBe(400);
    const huge = await v1('/invites', key, {
      method: 'POST',
      body: JSON.stringify({ emails: Array.from({ length: 20_000 }, (_, i) => `p${i}@x.test`) }),
    });
    expect(huge.status).toBe(413);
    const tooMany = await v1('/invites', key, {
      method: 'POST',
      body: JSON.stringify({ emails: Array.from({ length: 101 }, (_, i) => `p${i}@x.test`) }),
    });
    expect(tooMany.status).toBe(400);
  });

  describe('member photos and the member.finished webhook', () => {
    let runner: JobRunner;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      receiver = await startReceiver();
      runner = createJobRunner({
        services: server.services,
        definitions: [deliverWebhookJob],
        concurrency: 1,
        leaseSeconds: 30,
        pollMs: 50,
      });
      runner.start();
    });
    afterAll(async () => {
      await runner.stop();
      await receiver.close();
    });

    const deliveryOf = async (modelId: string) =>
      (
        await server.database.db
          .select()
          .from(webhookDelivery)
          .where(eq(webhookDelivery.subject, modelId))
      )[0];
    const until = async (check: () => Promise<boolean>) => {
      const end = Date.now() + 10_000;
      while (!(await check())) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    it('posts one signed delivery per finished model, retried with backoff', async () => {
      const { lead } = await newLead(server, 'lead@hooks.test', ['Sales']);
      const other = await newLead(server, 'lead@hooks-other.test');
      // Only https:// on a public server; this test server is reached over loopback.
      for (const url of ['ftp://127.0.0.1/x', 'javascript:alert(1)', 'http://u:p@127.0.0.1/']) {
        const bad = await lead.api('/organization/webhook', {
          method: 'PUT',
          body: JSON.stringify({ url }),
        });
        expect(bad.status, url).toBe(400);
      }
      const set = await body<{ data: { url: string; secret: string } }>(
        await lead.api('/organization/webhook', {
          method: 'PUT',
          body: JSON.stringify({ url: receiver.url }),
        }),
      );
      const secret = set.data.secret;
      expect(secret).toMatch(/^whsec_/);
      expect(await (await lead.api('/organization/webhook')).text()).not.toContain(secret);

      // A member joins and finishes.
      const link = await body<{ data: { id: string } }>(
        await lead.apiPost('/organization/invite-links', {}),
      );
      const ann = await newPerson(server, 'ann@hooks.test');
      expect((await ann.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
      const { db } = server.database;
      const modelId = `m_hooks_${Date.now()}`;
      await db
        .insert(model)
        .values({ id: modelId, uid: ann.uid!, status: 'ready', readyAt: new Date() });
      // A member of another organization (no webhook) finishing posts nothing here.
      const otherModel = `m_other_${Date.now()}`;
      await db
        .insert(model)
        .values({ id: otherModel, uid: other.lead.uid!, status: 'ready', readyAt: new Date() });
      await memberFinished(server.services, otherModel, other.lead.uid!);
      expect(await deliveryOf(otherModel)).toBeUndefined();

      receiver.answers.push(500);
      // The generation job may see the model ready more than once: one delivery.
      await Promise.all([
        memberFinished(server.services, modelId, ann.uid!),
        memberFinished(server.services, modelId, ann.uid!),
      ]);
      await until(async () => (await deliveryOf(modelId))?.attempts === 1);
      const failed = await deliveryOf(modelId);
      expect(failed).toMatchObject({ status: 'pending', lastStatus: 500 });
      // The retry waits (30 s backoff); the test brings it forward instead of sleeping.
      const [waiting] = await db
        .select({ wait: sql<number>`extract(epoch from ${job.runAt} - now())` })
        .from(job)
        .where(eq(job.key, `webhook:${failed!.id}`));
      expect(Number(waiting!.wait)).toBeGreaterThan(20);
      await db
        .update(job)
        .set({ runAt: new Date() })
        .where(eq(job.key, `webhook:${failed!.id}`));
      await until(async () => (await deliveryOf(modelId))?.status === 'delivered');

      expect(receiver.received).toHaveLength(2);
      const last = receiver.received[1]!;
      const signature = String(last.headers[SIGNATURE_HEADER]);
      expect(verifyWebhookSignature(secret, signature, last.body)).toBe(true);
      expect(verifyWebhookSignature('whsec_wrong', signature, last.body)).toBe(false);
      expect(verifyWebhookSignature(secret, signature, last.body.replace('ann', 'eve'))).toBe(
        false,
      );
      // A replayed signature from long ago is refused by the receiver's check.
      expect(
        verifyWebhookSignature(secret, signature, last.body, Date.now() + 10 * 60 * 1000),
      ).toBe(false);
      expect(JSON.parse(last.body)).toMatchObject({
        event: 'member.finished',
        member: { id: ann.uid!, email: 'ann@hooks.test' },
        modelId,
      });
      expect(last.headers['headshot-event-id']).toBe(failed!.id);

      // Running the job again (a second worker, a replay) posts nothing more.
      await server.services.jobs.enqueue(deliverWebhookJob, { deliveryId: failed!.id });
      await memberFinished(server.services, modelId, ann.uid!);
      await until(async () => {
        const rows = await db
          .select({ n: sql<number>`count(*)` })
          .from(job)
          .where(sql`${job.status} in ('queued', 'running')`);
        return Number(rows[0]!.n) === 0;
      });
      expect(receiver.received).toHaveLength(2);
      const hook = await body<{ data: { deliveries: { status: string; attempts: number }[] } }>(
        await lead.api('/organization/webhook'),
      );
      expect(hook.data.deliveries).toEqual([
        expect.objectContaining({ status: 'delivered', attempts: 2 }),
      ]);
    });

    it("answers a member's favourite photos as working links, to their organization's key only", async () => {
      const { lead } = await newLead(server, 'lead@photos.test');
      const other = await newLead(server, 'lead@photos-other.test');
      const { key } = await keyFor(lead);
      const { key: otherKey } = await keyFor(other.lead);
      const link = await body<{ data: { id: string } }>(
        await lead.apiPost('/organization/invite-links', {}),
      );
      const bo = await newPerson(server, 'bo@photos.test');
      expect((await bo.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
      const { db } = server.database;
      const modelId = `m_photos_${Date.now()}`;
      await db.insert(model).values({ id: modelId, uid: bo.uid!, status: 'ready' });
      const bytes = await sharp({
        create: { width: 32, height: 32, channels: 3, background: '#225588' },
      })
        .png()
        .toBuffer();
      const rows = [
        { likedStatus: 'favorite' as const },
        { likedStatus: 'loved' as const },
        { likedStatus: 'none' as const },
        { likedStatus: 'favorite' as const, status: 'hidden' as const },
        { likedStatus: 'favorite' as const, nsfw: true },
      ];
      const ids: string[] = [];
      for (const [i, over] of rows.entries()) {
        const path = `models/${modelId}/headshots/${i}.png`;
        await server.services.storage.put(path, bytes, 'image/png');
        const [row] = await db
          .insert(headshot)
          .values({
            modelId,
            style: 'studio-grey',
            variant: i,
            position: i,
            path,
            thumbPath: path,
            width: 32,
            height: 32,
            ...over,
          })
          .returning({ id: headshot.id });
        ids.push(row!.id);
      }
      type Photos = { data: { photos: { id: string; url: string; selected: boolean }[] } };
      const res = await body<Photos>(await v1(`/members/${bo.uid!}/photos`, key));
      expect(res.data.photos.map((p) => [p.id, p.selected])).toEqual([
        [ids[0], false],
        [ids[1], false],
      ]);
      // The lead's selected image comes first, once, then the member's favourites.
      for (const imageId of [ids[2], ids[1]]) {
        const chose = await lead.api(`/organization/members/${bo.uid!}/selected-image`, {
          method: 'PUT',
          body: JSON.stringify({ imageId }),
        });
        expect(chose.status).toBe(200);
        const withChoice = await body<Photos>(await v1(`/members/${bo.uid!}/photos`, key));
        expect(withChoice.data.photos.map((p) => [p.id, p.selected])).toEqual(
          imageId === ids[2]
            ? [
                [ids[2], true],
                [ids[0], false],
                [ids[1], false],
              ]
            : [
                [ids[1], true],
                [ids[0], false],
              ],
        );
      }
      // A selected image that is hidden later no longer counts: the favourites remain.
      await db.update(headshot).set({ status: 'hidden' }).where(eq(headshot.id, ids[1]!));
      const hidden = await body<Photos>(await v1(`/members/${bo.uid!}/photos`, key));
      expect(hidden.data.photos.map((p) => [p.id, p.selected])).toEqual([[ids[0], false]]);
      await db.update(headshot).set({ status: 'active' }).where(eq(headshot.id, ids[1]!));
      const image = await fetch(res.data.photos[0]!.url);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await v1(`/members/${bo.uid!}/photos`, otherKey)).status).toBe(404);
      const list = await body<ApiMembers>(await v1('/members', key));
      expect(list.data.members.find((m) => m._id === bo.uid!)).toMatchObject({ status: 'ready' });
    });
  });

  describe('with the limits a public server has', () => {
    let strict: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      strict = await startTestServer({
        organizationApiPerMinute: 10,
        webhookAllowPrivateHosts: false,
      });
      receiver = await startReceiver();
    });
    afterAll(async () => {
      await receiver.close();
      await strict.close();
    });

    it("answers 429 with Retry-After past a key's limit, 20 at once, and counts each key apart", async () => {
      const { lead } = await newLead(strict, 'lead@limits.test');
      const keyOf = async (name: string) =>
        (await body<Made>(await lead.apiPost('/organization/api-keys', { name }))).data.key;
      const [first, second] = [await keyOf('one'), await keyOf('two')];
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${strict.url}/api/v1/members`, { headers: bearer(first) }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const refused = results.find((r) => r.status === 429)!;
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await body(refused)).toMatchObject({
        reason: 'apiKey.rateLimited',
        params: { seconds: wait },
      });
      // The other key of the same organization has its own count.
      expect(
        (await fetch(`${strict.url}/api/v1/members`, { headers: bearer(second) })).status,
      ).toBe(200);
      // A wrong key is refused as before, not counted against a real one.
      const wrong = await fetch(`${strict.url}/api/v1/members`, {
        headers: bearer(`hsk_${'x'.repeat(43)}`),
      });
      expect(wrong.status).toBe(401);
    });

    it('refuses webhook hosts on private, loopback, link-local and metadata addresses, at saving and at sending', async () => {
      const { lead } = await newLead(strict, 'lead@private-hooks.test');
      const put = (url: string) =>
        lead.api('/organization/webhook', { method: 'PUT', body: JSON.stringify({ url }) });
      const port = new URL(receiver.url).port;
      for (const url of [
        receiver.url,
        `http://localhost:${port}/hooks`,
        'http://[::1]/hooks',
        'http://[::ffff:127.0.0.1]/hooks',
        'http://169.254.169.254/latest/meta-data',
        'http://10.1.2.3/hooks',
        'http://192.168.0.1/hooks',
        'http://0.0.0.0/hooks',
      ]) {
        const res = await put(url);
        expect(res.status, url).toBe(400);
        expect(await body(res), url).toMatchObject({ reason: 'webhook.privateHost' });
      }
      const unknown = await put('http://no-such-host.invalid/hooks');
      expect(unknown.status).toBe(400);
      expect(await body(unknown)).toMatchObject({ reason: 'webhook.hostUnknown' });
      expect(await body(await lead.api('/organization/webhook'))).toMatchObject({
        data: { url: null },
      });

      // A name that resolved to a public address when saved and to loopback now (DNS
      // rebinding): the delivery's own connection refuses it, and nothing is retried.
      const { db } = strict.database;
      const [org] = await db
        .select({ id: organization.id })
        .from(organization)
        .innerJoin(member, eq(member.organizationId, organization.id))
        .where(eq(member.userId, lead.uid!));
      for (const url of [`http://localhost:${port}/hooks`, receiver.url]) {
        await db
          .insert(organizationWebhook)
          .values({ organizationId: org!.id, url, secret: 'whsec_test' })
          .onConflictDoUpdate({ target: organizationWebhook.organizationId, set: { url } });
        const id = `d_${Math.random().toString(36).slice(2)}`;
        await db.insert(webhookDelivery).values({
          id,
          organizationId: org!.id,
          event: 'member.finished',
          subject: id,
          payload: '{}',
        });
        await deliverWebhookJob.handler({ deliveryId: id }, jobContext(strict));
        const [row] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id));
        expect(row, url).toMatchObject({ status: 'failed', attempts: 1, lastStatus: null });
        expect(row!.lastError, url).toMatch(/not a public address/);
      }
      expect(receiver.received).toHaveLength(0);
    });
  });
});

/** What the job runner gives a handler, for calling one directly. */
function jobContext(server: TestServer): JobContext {
  return {
    services: server.services,
    logger: server.services.logger,
    jobId: 'direct',
    attempt: 1,
    maxAttempts: 7,
    now: () => new Date(),
    signal: new AbortController().signal,
    heartbeat: () => Promise.resolve(),
  };
}
