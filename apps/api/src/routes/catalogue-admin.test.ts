import type { StaffCatalogueItem, StaffPackage, StaffStyle } from '@hs/contracts/catalogue-admin';
import { staffAudit } from '@hs/db/schema';
import { seedPackages } from '@hs/db/seed-data/packages';
import { testDriver } from '@hs/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// issue 19, catalogue sections: what staff save is what the public lists, the quote and
// checkout read at once (the content version moves with the write).
describe(`back-office catalogue (${testDriver()})`, () => {
  let server: TestServer;
  let admin: TestClient;
  let sales: TestClient;
  let visitor: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const send = (client: TestClient, method: string, path: string, body: unknown) =>
    client.api(path, { method, body: JSON.stringify(body) });
  const data = async <T>(res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    admin = await signedIn('admin@demo.example.com');
    sales = await signedIn('sales@demo.example.com');
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('a price saved in the catalog is what the package list and the quote answer next', async () => {
    const before = await (await visitor.api('/checkout/package/package')).json();
    expect(before.data.packages.find((p: StaffPackage) => p.id === 'starter')).toBeTruthy();
    const saved = await data<StaffPackage>(
      await send(sales, 'PUT', '/admin/packages/starter', {
        name: 'Starter',
        priceUsdCents: 4321,
        prices: { eur: 3999 },
      }),
    );
    expect(saved).toMatchObject({ priceUsdCents: 4321, prices: { eur: 3999 } });
    const after = await (await visitor.api('/checkout/package/package')).json();
    const starter = after.data.packages.find((p: StaffPackage) => p.id === 'starter');
    expect(starter).toMatchObject({ priceUsdCents: 4321, prices: { eur: 3999 } });
    // The change is in the audit trail: who, before and after (issue 19).
    const [entry] = await server.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'package.update'), eq(staffAudit.targetId, 'starter')));
    expect(entry).toMatchObject({ actorEmail: 'sales@demo.example.com', actorRole: 'sales' });
    expect(entry?.before).toMatchObject({ priceUsdCents: before.data.packages[0].priceUsdCents });
    expect(entry?.after).toMatchObject({ priceUsdCents: 4321, prices: { eur: 3999 } });
    // A restart's seed keeps the staff's price (it updates only what a package delivers).
    await seedPackages(server.database.db);
    const [row] = (await data<StaffPackage[]>(await admin.api('/admin/packages'))).filter(
      (p) => p.id === 'starter',
    );
    expect(row).toMatchObject({ priceUsdCents: 4321, prices: { eur: 3999 } });
  });

  it('refuses a price of zero, a negative one, a float, an unknown currency and unknown fields', async () => {
    for (const bad of [
      { name: 'Starter', priceUsdCents: 0 },
      { name: 'Starter', priceUsdCents: -500 },
      { name: 'Starter', priceUsdCents: 12.5 },
      { name: 'Starter', priceUsdCents: 100, prices: { xyz: 100 } },
      { name: 'Starter', priceUsdCents: 100, prices: { eur: 0 } },
      { name: '', priceUsdCents: 100 },
      { name: 'Starter', priceUsdCents: 100, headshots: 1 },
    ]) {
      const res = await send(admin, 'PUT', '/admin/packages/starter', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const [row] = (await data<StaffPackage[]>(await admin.api('/admin/packages'))).filter(
      (p) => p.id === 'starter',
    );
    expect(row?.priceUsdCents).toBe(4321);
  });

  it('an item switched off leaves the public list at once; on again, it is back', async () => {
    const publicClothing = async () =>
      ((await (await visitor.api('/clothing')).json()) as { data: { _id: string }[] }).data.map(
        (i) => i._id,
      );
    expect(await publicClothing()).toContain('navy-suit');
    const list = await data<StaffCatalogueItem[]>(await sales.api('/admin/catalogue/clothing'));
    const { name, gender, sort } = list.find((i) => i.id === 'navy-suit')!;
    const suit = { name, gender, sort };
    await data(
      await send(sales, 'PUT', '/admin/catalogue/clothing/navy-suit', { ...suit, enabled: false }),
    );
    expect(await publicClothing()).not.toContain('navy-suit');
    const outfits = await admin.api('/studio/outfit/all');
    expect(outfits.status).toBe(200);
    expect(await outfits.text()).not.toContain('navy-suit');
    await data(
      await send(sales, 'PUT', '/admin/catalogue/clothing/navy-suit', { ...suit, enabled: true }),
    );
    expect(await publicClothing()).toContain('navy-suit');
  });

  // decision 051: the lists are kept serialized per content version, with an ETag.
  it('the style list answers 304 for its ETag until staff add a style, then the new list', async () => {
    const url = `${server.url}/api/styles/`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const styles = ((await first.json()) as { data: { styles: { _id: string }[] } }).data.styles;
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag);

    expect(styles.length).toBeGreaterThan(0);

    const created = await data<StaffStyle>(
      await send(sales, 'POST', '/admin/styles', {
        name: 'Slate grey',
        description: 'Cool grey backdrop',
        backdrop: { kind: 'solid', colors: ['#64748b'] },
      }),
    );
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const ids = ((await changed.json()) as { data: { styles: { _id: string }[] } }).data.styles;
    expect(ids.map((s) => s._id)).toContain(created.id);
  });

  it('creates an item with a readable id; an id of another section is not found', async () => {
    const created = await data<StaffCatalogueItem>(
      await send(admin, 'POST', '/admin/catalogue/hairstyles', { name: 'Slick Back', sort: 5 }),
    );
    expect(created).toMatchObject({ id: 'slick-back', name: 'Slick Back', enabled: true });
    const again = await data<StaffCatalogueItem>(
      await send(admin, 'POST', '/admin/catalogue/hairstyles', { name: 'Slick back' }),
    );
    expect(again.id).toMatch(/^slick-back-[0-9a-f]{8}$/);
    const hairstyles = (
      (await (await visitor.api('/hairstyles')).json()) as {
        data: { _id: string }[];
      }
    ).data.map((i) => i._id);
    expect(hairstyles).toContain('slick-back');
    const wrong = await send(admin, 'PUT', '/admin/catalogue/emotions/slick-back', {
      name: 'Smile',
    });
    expect(wrong.status).toBe(404);
    // Sales has Clothing but not Hairstyles (spec 001 section 6).
    expect((await sales.api('/admin/catalogue/hairstyles')).status).toBe(403);
  });

  it('a style edit changes its preview address and picture; switched off, it leaves /styles', async () => {
    const created = await data<StaffStyle>(
      await send(sales, 'POST', '/admin/styles', {
        name: 'Forest green',
        description: 'Deep green backdrop',
        backdrop: { kind: 'gradient', colors: ['#14532d', '#166534'] },
      }),
    );
    const first = await visitor.fetch(`${server.url}${created.previewUrl}`);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const edited = await data<StaffStyle>(
      await send(sales, 'PUT', `/admin/styles/${created.id}`, {
        name: 'Forest green',
        backdrop: { kind: 'solid', colors: ['#ff0000'] },
      }),
    );
    expect(edited.previewUrl).not.toBe(created.previewUrl);
    expect(edited.backdrop).toEqual({ kind: 'solid', colors: ['#ff0000'] });
    const second = Buffer.from(
      await (await visitor.fetch(`${server.url}${edited.previewUrl}`)).arrayBuffer(),
    );
    expect(second.equals(firstBytes)).toBe(false);
    const publicIds = async () =>
      (
        (await (await visitor.api('/styles')).json()) as { data: { styles: { _id: string }[] } }
      ).data.styles.map((s) => s._id);
    expect(await publicIds()).toContain(created.id);
    await data(
      await send(sales, 'PUT', `/admin/styles/${created.id}`, {
        name: 'Forest green',
        backdrop: { kind: 'solid', colors: ['#ff0000'] },
        enabled: false,
      }),
    );
    expect(await publicIds()).not.toContain(created.id);
    const bad = await send(sales, 'POST', '/admin/styles', {
      name: 'x',
      backdrop: { kind: 'solid', colors: ['red;}<script>'] },
    });
    expect(bad.status).toBe(400);
  });

  it("keeps a style's light through create, edit and the list; refuses a light out of range", async () => {
    const light = { kelvin: 4400, side: 1, contrast: 0.35, key: 0.6 };
    const created = await data<StaffStyle>(
      await send(sales, 'POST', '/admin/styles', {
        name: 'Window light',
        backdrop: { kind: 'solid', colors: ['#e8dccb'], light },
      }),
    );
    expect(created.backdrop.light).toEqual(light);
    // An edit that keeps the form's light keeps it; one without a side varies it per photo.
    const even = { kelvin: 6500, contrast: 0.1, key: 0.7 };
    const edited = await data<StaffStyle>(
      await send(sales, 'PUT', `/admin/styles/${created.id}`, {
        name: 'Window light',
        backdrop: { kind: 'gradient', colors: ['#e8dccb', '#c9b79c'], light: even },
      }),
    );
    expect(edited.backdrop).toEqual({
      kind: 'gradient',
      colors: ['#e8dccb', '#c9b79c'],
      light: even,
    });
    expect(edited.previewUrl).not.toBe(created.previewUrl);
    const listed = (await data<StaffStyle[]>(await sales.api('/admin/styles'))).find(
      (s) => s.id === created.id,
    );
    expect(listed?.backdrop.light).toEqual(even);
    // Saved without one, the style takes its light from its colours again.
    const plain = await data<StaffStyle>(
      await send(sales, 'PUT', `/admin/styles/${created.id}`, {
        name: 'Window light',
        backdrop: { kind: 'solid', colors: ['#e8dccb'] },
      }),
    );
    expect(plain.backdrop.light).toBeUndefined();
    for (const wrong of [
      { ...light, kelvin: 99_999 },
      { ...light, side: 2 },
      { ...light, contrast: 1.5 },
      { ...light, key: -0.1 },
      { ...light, extra: 1 },
      { kelvin: 5600 },
    ]) {
      const refused = await send(sales, 'POST', '/admin/styles', {
        name: 'Wrong light',
        backdrop: { kind: 'solid', colors: ['#e8dccb'], light: wrong },
      });
      expect(refused.status).toBe(400);
    }
  });
});
