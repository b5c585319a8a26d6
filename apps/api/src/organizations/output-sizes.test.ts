import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, memberWithHeadshots, newLead } from './test-helpers.ts';

interface Photos {
  data: {
    photos: { id: string; width: number; height: number; url: string; selected: boolean }[];
    sizes: string[];
  };
}

const SIZES = [
  { width: 512, height: 640 },
  { width: 300, height: 300 },
];

const dimensions = async (png: Uint8Array | Buffer) => {
  const meta = await sharp(png).metadata();
  return [meta.format, meta.width, meta.height];
};

// Zips and the organization API at the organization's chosen output sizes (decision 048;
// decision 044 renders the largest and makes the others when downloaded).
describe(`zips and /v1 photos at the organization's sizes (${testDriver()})`, () => {
  let server: TestServer;
  let lead: TestClient;
  let otherLead: TestClient;
  let ann: Awaited<ReturnType<typeof memberWithHeadshots>>;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ lead } = await newLead(server, 'lead@sizes.test'));
    ({ lead: otherLead } = await newLead(server, 'lead@other-sizes.test'));
    const saved = await lead.api('/organization/settings', {
      method: 'PUT',
      body: JSON.stringify({
        branding: { backgroundColor: null },
        allowedOptions: { styles: null, clothing: null, combos: [] },
        customOutputSizes: SIZES,
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    ann = await memberWithHeadshots(server, lead, 'ann@sizes.test', {
      n: 2,
      width: 512,
      height: 640,
    });
    const selected = await lead.api(`/organization/members/${ann.uid}/selected-image`, {
      method: 'PUT',
      body: JSON.stringify({ imageId: ann.ids[1] }),
    });
    expect(selected.status).toBe(200);
    key = (
      await body<{ data: { key: string } }>(
        await lead.apiPost('/organization/api-keys', { name: 'sizes' }),
      )
    ).data.key;
  });
  afterAll(() => server.close());

  it("zips a member's headshots at one of the organization's sizes, and refuses others", async () => {
    const zip = (client: TestClient, value: unknown) =>
      client.api(`/model/${ann.modelId}/zip`, { method: 'POST', body: JSON.stringify(value) });
    const res = await zip(ann.person, { size: '300x300' });
    expect(res.status, await res.clone().text()).toBe(200);
    // Resized as it streams: no length is promised before the first byte.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('x-zip-files')).toBe('2');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['1-300x300.png', '2-300x300.png']);
    for (const png of Object.values(files)) {
      expect(await dimensions(png)).toEqual(['png', 300, 300]);
    }
    // Without a size: the rendered files, byte for byte, with their length.
    const plain = await zip(ann.person, {});
    const archive = new Uint8Array(await plain.arrayBuffer());
    expect(archive.length).toBe(Number(plain.headers.get('content-length')));
    expect(Buffer.from(unzipSync(archive)['1.png']!).equals(ann.bytes[0]!)).toBe(true);

    // A size the organization does not offer, or no size at all: 400, nothing streamed.
    for (const size of ['640x800', '1024x1024']) {
      const refused = await zip(ann.person, { size });
      expect(refused.status, size).toBe(400);
      expect(await body(refused)).toMatchObject({ reason: 'headshot.sizeUnknown' });
    }
    for (const size of ['0x0', '300', '300X300', 300, '-1x300', '300x300 ']) {
      expect((await zip(ann.person, { size })).status, String(size)).toBe(400);
    }
    // Only the owner zips their model: their lead gets the answer of an unknown model.
    expect((await zip(lead, { size: '300x300' })).status).toBe(404);
  });

  it("zips the team's selected images at a size, for the lead only", async () => {
    const teamZip = (client: TestClient, value: unknown) =>
      client.apiPost('/organization/selected-images/zip', value);
    const res = await teamZip(lead, { size: '512x640' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['ann@sizes.test.png']);
    expect(await dimensions(files['ann@sizes.test.png']!)).toEqual(['png', 512, 640]);
    const notOffered = await teamZip(lead, { size: '640x800' });
    expect(notOffered.status).toBe(400);
    expect(await body(notOffered)).toMatchObject({ reason: 'headshot.sizeUnknown' });
    // Another organization's lead has no such size and no selected images of Ann's.
    expect((await teamZip(otherLead, { size: '512x640' })).status).toBe(400);
    expect((await teamZip(ann.person, { size: '512x640' })).status).toBe(403);
  });

  it('offers the sizes in /v1 and serves each photo at them', async () => {
    const v1 = (path: string, withKey = key) =>
      fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${withKey}` } });
    const plain = await body<Photos>(await v1(`/members/${ann.uid}/photos`));
    expect(plain.data.sizes).toEqual(['512x640', '300x300']);
    expect(plain.data.photos.map((p) => [p.id, p.selected, p.width, p.height])).toEqual([
      [ann.ids[1], true, 512, 640],
    ]);

    const sized = await body<Photos>(await v1(`/members/${ann.uid}/photos?size=300x300`));
    const [photo] = sized.data.photos;
    expect(photo).toMatchObject({ id: ann.ids[1], width: 300, height: 300, selected: true });
    const url = new URL(photo!.url);
    expect(url.pathname).toBe(`/api/v1/members/${ann.uid}/photos/${ann.ids[1]}`);
    expect(url.searchParams.get('size')).toBe('300x300');
    // The link answers with the key only.
    const file = await v1(`${url.pathname.replace('/api/v1', '')}${url.search}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(await dimensions(Buffer.from(await file.arrayBuffer()))).toEqual(['png', 300, 300]);
    expect((await fetch(url)).status).toBe(401);

    for (const path of [
      `/members/${ann.uid}/photos?size=640x800`,
      `/members/${ann.uid}/photos/${ann.ids[1]}?size=640x800`,
    ]) {
      const refused = await v1(path);
      expect(refused.status, path).toBe(400);
      expect(await body(refused)).toMatchObject({ reason: 'headshot.sizeUnknown' });
    }
    expect((await v1(`/members/${ann.uid}/photos?size=big`)).status).toBe(400);
    // A headshot that is not one of the selected photos, and another organization's key.
    expect((await v1(`/members/${ann.uid}/photos/${ann.ids[0]}?size=300x300`)).status).toBe(404);
    const otherKey = (
      await body<{ data: { key: string } }>(
        await otherLead.apiPost('/organization/api-keys', { name: 'other' }),
      )
    ).data.key;
    expect((await v1(`/members/${ann.uid}/photos/${ann.ids[1]}`, otherKey)).status).toBe(404);
  });
});
