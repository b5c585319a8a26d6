import type { ChangelogEntry, StaffChangelogEntry } from '@hs/contracts/changelog';
import { changelogView } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { CHANGELOG_TITLE_MAX } from '@hs/domain/changelog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface PublicAnswer {
  success: true;
  data: { entries: ChangelogEntry[]; unseen: number | null };
}

describe(`changelog (${testDriver()})`, () => {
  let server: TestServer;
  let marketer: TestClient;
  let ana: TestClient;
  let ben: TestClient;
  let visitor: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const read = async (client: TestClient, locale = 'en') =>
    (await (await client.api(`/changelog/public?locale=${locale}`)).json()) as PublicAnswer;
  const write = async (client: TestClient, draft: unknown) =>
    client.api('/admin/changelog', { method: 'POST', body: JSON.stringify(draft) });
  const publish = async (draft: unknown) => {
    const res = await write(marketer, draft);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: StaffChangelogEntry }).data;
  };
  const mark = (client: TestClient, body: unknown) =>
    client.api('/changelog/mark-viewed', { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    marketer = await signedIn('marketer@demo.example.com');
    ana = await signedIn('user@demo.example.com');
    ben = await signedIn('lead@demo.example.com');
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('starts empty: no entries, no badge', async () => {
    expect((await read(ana)).data).toEqual({ entries: [], unseen: 0 });
    expect((await read(visitor)).data).toEqual({ entries: [], unseen: null });
  });

  it('a marketer publishes in three languages; each language reads its own, English fills gaps', async () => {
    await publish({
      title: { en: 'Navy backdrop', es: 'Fondo azul marino', de: '' },
      body: { en: 'A **navy** backdrop.', es: 'Un fondo **azul**.', de: '' },
    });
    const es = await read(ana, 'es');
    expect(es.data.entries[0]).toMatchObject({
      title: 'Fondo azul marino',
      html: '<p>Un fondo <strong>azul</strong>.</p>\n',
      locale: 'es',
      isViewed: false,
    });
    const de = await read(ana, 'de');
    expect(de.data.entries[0]).toMatchObject({ title: 'Navy backdrop', locale: 'en' });
    expect(de.data.unseen).toBe(1);
  });

  it('marks only the caller seen: the badge clears for Ana, not for Ben', async () => {
    const second = await publish({ title: { en: 'Faster zips' }, body: { en: 'Streams.' } });
    expect((await read(ana)).data.unseen).toBe(2);
    const res = await mark(ana, { changelogId: second.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { unseen: 1 } });
    // Twice is once.
    expect(await (await mark(ana, { changelogId: second.id })).json()).toEqual({
      success: true,
      data: { unseen: 1 },
    });
    const anaView = await read(ana);
    expect(anaView.data.entries.map((e) => [e.title, e.isViewed])).toEqual([
      ['Faster zips', true],
      ['Navy backdrop', false],
    ]);
    expect((await read(ben)).data.unseen).toBe(2);
    expect((await read(ben)).data.entries.every((e) => !e.isViewed)).toBe(true);
    const rows = await server.database.db.select().from(changelogView);
    expect(rows).toHaveLength(1);
  });

  it('cannot mark for another person: the body names no uid, and extra keys are refused', async () => {
    const { entries } = (await read(ben)).data;
    const res = await mark(ana, { changelogId: entries[1]!.id, uid: ben.uid });
    expect(res.status).toBe(400);
    expect((await read(ben)).data.unseen).toBe(2);
    expect((await read(ana)).data.unseen).toBe(1);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = (await server.database.db.select().from(changelogView)).length;
    expect((await mark(visitor, { changelogId: crypto.randomUUID() })).status).toBe(401);
    expect((await mark(ana, {})).status).toBe(400);
    expect((await mark(ana, { changelogId: 'not-a-uuid' })).status).toBe(400);
    expect((await mark(ana, { changelogId: 7 })).status).toBe(400);
    const unknown = await mark(ana, { changelogId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ reason: 'changelog.unknown' });
    expect((await server.database.db.select().from(changelogView)).length).toBe(before);
    expect((await ana.api('/changelog/public?locale=fr')).status).toBe(400);

    expect((await write(marketer, { title: { en: '  ' }, body: { en: 'x' } })).status).toBe(400);
    const long = 'x'.repeat(CHANGELOG_TITLE_MAX + 1);
    expect((await write(marketer, { title: { en: long }, body: { en: '' } })).status).toBe(400);
    expect((await write(marketer, { title: { en: 'a\u0000b' }, body: { en: '' } })).status).toBe(
      400,
    );
    // People are not staff: Ana cannot publish.
    expect((await write(ana, { title: { en: 'Mine' }, body: { en: '' } })).status).toBe(403);
    expect((await read(ana)).data.entries).toHaveLength(2);
  });

  it('keeps scripts out of what people read', async () => {
    const evil = await publish({
      title: { en: '<img src=x onerror=alert(1)>' },
      body: {
        en: '<script>alert(1)</script>\n\n[x](javascript:alert(2)) <b onclick="alert(3)">b</b>',
      },
    });
    const entry = (await read(visitor)).data.entries.find((e) => e.id === evil.id)!;
    // The title is text (React escapes it); the body is HTML without anything that runs.
    expect(entry.title).toBe('<img src=x onerror=alert(1)>');
    expect(entry.html).not.toMatch(/<script|href="javascript:|onclick/i);
    expect(entry.html).toContain('<p>');
    await marketer.api(`/admin/changelog/${evil.id}`, { method: 'DELETE' });
  });

  it('staff edit keeps who has seen it; delete removes it and its views', async () => {
    const list = (await (await marketer.api('/admin/changelog')).json()) as {
      data: StaffChangelogEntry[];
    };
    const seen = list.data.find((e) => e.title.en === 'Faster zips')!;
    expect(seen.viewers).toBe(1);
    const edited = await marketer.api(`/admin/changelog/${seen.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        title: { en: 'Zips that stream', es: 'Zips al momento', de: 'Zips sofort' },
        body: { en: 'Streams.' },
      }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: StaffChangelogEntry }).data.viewers).toBe(1);
    expect((await read(ana, 'de')).data.entries[0]).toMatchObject({
      title: 'Zips sofort',
      isViewed: true,
    });

    const gone = crypto.randomUUID();
    expect((await marketer.api(`/admin/changelog/${gone}`, { method: 'DELETE' })).status).toBe(404);
    expect((await marketer.api('/admin/changelog/nope', { method: 'DELETE' })).status).toBe(400);
    expect((await marketer.api(`/admin/changelog/${seen.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await read(ana)).data).toMatchObject({ unseen: 1 });
    expect(await server.database.db.select().from(changelogView)).toEqual([]);
  });
});
