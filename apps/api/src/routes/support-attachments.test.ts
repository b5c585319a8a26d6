import { count, eq } from 'drizzle-orm';
import { supportRequest } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { crc32, deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@hs/domain/support';
import { selfieJpeg } from '@hs/imaging/sample-images';
import { json } from '../billing/test-helpers.ts';
import { deleteAccount } from '../privacy/purge.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const demo = (key: string) =>
  DEMO_ACCOUNTS.find((a) => a.adminRole === key || (a.adminRole === null && a.role === key))!;
let n = 0;
const key = () => `att-${Date.now()}-${n++}`;
const MB = 1024 * 1024;

const raw = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  return x.info.width === y.info.width && x.info.height === y.info.height && x.data.equals(y.data);
}

/** A real 20000 x 20000 PNG (1-bit grey, all black): 400 megapixels in about 60 KB. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Detail {
  attachments: number;
  attachmentUrls: { url: string; contentType: string }[];
}

// Issue 16 item 2: screenshots with a support request, bounded in number, size and type.
describe(`support request screenshots (${testDriver()})`, () => {
  let server: TestServer;
  let png: Buffer;
  const clients: Record<string, TestClient> = {};

  function form(fields: Record<string, string>, files: [Uint8Array, string, string][]) {
    const body = new FormData();
    const all = { name: 'Ann', message: 'See the screenshot', type: 'issue', ...fields };
    for (const [k, v] of Object.entries(all)) body.set(k, v);
    for (const [bytes, name, type] of files) {
      body.append('files', new File([new Uint8Array(bytes)], name, { type }));
    }
    return body;
  }
  const send = (client: TestClient, body: FormData) =>
    client.api('/support/feedback/submit', { method: 'POST', body });
  const stored = async () =>
    (await server.database.db.select({ n: count() }).from(supportRequest))[0]!.n;
  const storedFiles = async () =>
    (await server.services.storage.list('support/')).length +
    (await server.services.storage.list(`users/${clients.User!.uid}/`)).length;

  beforeAll(async () => {
    server = await startTestServer({ supportLimits: { perAddressPerHour: 1000 } });
    await seedDemoAccounts(server.services);
    for (const role of ['User', 'TeamLead', 'support', 'marketer']) {
      const client = new TestClient(server.url);
      expect((await client.signIn(demo(role).email, DEMO_PASSWORD)).status).toBe(200);
      clients[role] = client;
    }
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a PNG with the request and shows it to support staff only', async () => {
    const res = await send(
      clients.User!,
      form({ requestId: key() }, [[png, 'screen.png', 'image/png']]),
    );
    expect(res.status).toBe(200);
    const { id } = await json<{ id: string }>(res);
    const [row] = await server.database.db
      .select()
      .from(supportRequest)
      .where(eq(supportRequest.id, id));
    const path = `users/${clients.User!.uid}/support/${id}/1.png`;
    const kept = (await server.services.storage.get(path))!;
    expect(row!.attachments).toEqual([{ key: path, contentType: 'image/png', bytes: kept.length }]);
    expect(await samePixels(kept, png)).toBe(true);

    const detail = await clients.support!.api(`/admin/support/requests/${id}`);
    expect(detail.status).toBe(200);
    const { request } = await json<{ request: Detail }>(detail);
    expect(request.attachments).toBe(1);
    expect(request.attachmentUrls).toHaveLength(1);
    const link = new URL(request.attachmentUrls[0]!.url, server.url);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(kept)).toBe(true);

    // The sender, another customer, a staff role without the support inbox, and a signed-out
    // visitor get no link; the file's path without a valid signature is refused.
    for (const other of [clients.User!, clients.TeamLead!, clients.marketer!]) {
      expect((await other.api(`/admin/support/requests/${id}`)).status).toBe(403);
    }
    const visitor = new TestClient(server.url);
    expect((await visitor.api(`/admin/support/requests/${id}`)).status).toBe(401);
    const bare = new URL(link);
    expect((await fetch(`${bare.origin}${bare.pathname}`)).status).toBeGreaterThanOrEqual(400);
    bare.searchParams.set('signature', '0'.repeat(64));
    const forged = await fetch(bare);
    expect([403, 404]).toContain(forged.status);
  });

  it('lets a signed-out visitor attach a screenshot from /contact', async () => {
    const visitor = new TestClient(server.url);
    const res = await send(
      visitor,
      form({ requestId: key(), email: 'visitor@example.com' }, [[png, 'a.png', 'image/png']]),
    );
    expect(res.status).toBe(200);
    const { id } = await json<{ id: string }>(res);
    expect(await samePixels((await server.services.storage.get(`support/${id}/1.png`))!, png)).toBe(
      true,
    );
  });

  it('refuses a renamed text file, a 6 MB image, 4 files and an empty file, storing nothing', async () => {
    const rows = await stored();
    const files = await storedFiles();
    const big = Buffer.alloc(6 * MB);
    png.copy(big);
    const cases: [[Uint8Array, string, string][], number, string][] = [
      [
        [[Buffer.from('hello, not an image\n'), 'shot.png', 'image/png']],
        415,
        'support.attachmentType',
      ],
      [[[big, 'big.png', 'image/png']], 413, 'support.attachmentTooLarge'],
      [
        Array.from(
          { length: 4 },
          (_, i) => [png, `${i}.png`, 'image/png'] as [Buffer, string, string],
        ),
        400,
        'support.tooManyAttachments',
      ],
      [[[new Uint8Array(0), 'empty.png', 'image/png']], 400, 'support.attachmentEmpty'],
      // A good file beside a bad one: the whole request is refused.
      [
        [
          [png, 'ok.png', 'image/png'],
          [Buffer.from('<svg/>'), 'x.webp', 'image/webp'],
        ],
        415,
        'support.attachmentType',
      ],
    ];
    for (const [list, status, reason] of cases) {
      const res = await send(clients.User!, form({ requestId: key() }, list));
      expect(res.status, reason).toBe(status);
      expect(await json(res)).toMatchObject({ success: false, reason });
    }
    // Over 3 × 5 MB the body is refused before it is read.
    const huge = await send(
      clients.User!,
      form({ requestId: key() }, [
        [big, '1.png', 'image/png'],
        [big, '2.png', 'image/png'],
        [big, '3.png', 'image/png'],
      ]),
    );
    expect(huge.status).toBe(413);
    expect(await json(huge)).toMatchObject({ success: false, reason: 'input.tooLarge' });
    expect(await stored()).toBe(rows);
    expect(await storedFiles()).toBe(files);
  });

  // Issue 35 item 5: a pixel bomb, a truncated JPEG and a polyglot from a signed-out visitor.
  it('refuses a PNG bomb and a truncated JPEG, storing nothing', async () => {
    const rows = await stored();
    const files = await storedFiles();
    const bomb = pngBomb(20000);
    expect(bomb.length).toBeLessThan(SUPPORT_ATTACHMENT_MAX_BYTES);
    const photo = await selfieJpeg(800);
    const cases: [Buffer, string, string, string][] = [
      [bomb, 'bomb.png', 'image/png', 'photo.tooManyPixels'],
      [photo.subarray(0, photo.length / 2), 'cut.jpg', 'image/jpeg', 'photo.corrupt'],
    ];
    for (const [bytes, name, type, reason] of cases) {
      const visitor = new TestClient(server.url);
      const body = form({ requestId: key(), email: 'visitor@example.com' }, [[bytes, name, type]]);
      const res = await send(visitor, body);
      expect(res.status, reason).toBe(400);
      expect(await json(res)).toMatchObject({ success: false, reason });
    }
    expect(await stored()).toBe(rows);
    expect(await storedFiles()).toBe(files);
  });

  it('stores a JPEG with EXIF and a ZIP behind it as a new JPEG of its pixels only', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(4096, 0x41)]);
    const tagged = await sharp(await selfieJpeg(800))
      .withExif({ IFD0: { Artist: 'someone@example.com', Copyright: 'secret' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const polyglot = Buffer.concat([tagged, zip]);
    const visitor = new TestClient(server.url);
    const res = await send(
      visitor,
      form({ requestId: key(), email: 'visitor@example.com' }, [
        [polyglot, 'shot.jpg', 'image/jpeg'],
      ]),
    );
    expect(res.status).toBe(200);
    const { id } = await json<{ id: string }>(res);
    const kept = (await server.services.storage.get(`support/${id}/1.jpg`))!;
    expect(kept.equals(polyglot)).toBe(false);
    expect(kept.equals(tagged)).toBe(false);
    expect(kept.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(kept.includes(Buffer.from('someone@example.com'))).toBe(false);
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('answers a body that is neither JSON nor a form, or a text in place of files, with a 4xx', async () => {
    const rows = await stored();
    const post = (body: BodyInit | undefined, type: string | null) =>
      clients.User!.api('/support/feedback/submit', {
        method: 'POST',
        body,
        headers: type ? { 'content-type': type } : {},
      });
    expect((await post('name=Ann', 'text/plain')).status).toBe(415);
    const none = await post(undefined, null);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ reason: 'support.notForm' });
    const textInsteadOfFile = form({ requestId: key() }, []);
    textInsteadOfFile.set('files', 'not a file');
    const res = await send(clients.User!, textInsteadOfFile);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ reason: 'input.invalid' });
    expect(await stored()).toBe(rows);
  });

  it('stores a repeated submission’s screenshots once', async () => {
    const requestId = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(clients.TeamLead!, form({ requestId, type: 'team' }, [[png, 's.png', 'image/png']])),
      ),
    );
    const ids = new Set(
      await Promise.all(answers.map((r) => json<{ id: string }>(r))).then((a) =>
        a.map((x) => x.id),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await server.services.storage.list(`users/${clients.TeamLead!.uid}/support/`)).toEqual([
      `users/${clients.TeamLead!.uid}/support/${id}/1.png`,
    ]);
  });

  it('puts the sender’s screenshots in their data export', async () => {
    const uid = clients.User!.uid!;
    const res = await clients.User!.api('/user/export');
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const shots = Object.keys(files).filter((name) =>
      name.startsWith(`files/users/${uid}/support/`),
    );
    expect(shots).toHaveLength(1);
    const kept = await server.services.storage.get(shots[0]!.slice('files/'.length));
    expect(Buffer.from(files[shots[0]!]!).equals(kept!)).toBe(true);
  });

  it('removes the screenshots with the account', async () => {
    const uid = clients.User!.uid!;
    expect((await server.services.storage.list(`users/${uid}/support/`)).length).toBeGreaterThan(0);
    await deleteAccount(server.services, uid);
    expect(await server.services.storage.list(`users/${uid}/support/`)).toEqual([]);
    const left = await server.database.db
      .select({ n: count() })
      .from(supportRequest)
      .where(eq(supportRequest.uid, uid));
    expect(left[0]!.n).toBe(0);
  });
});
