import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileRoutes } from '../routes/files.ts';
import { createStorage } from './create-storage.ts';
import type { S3StorageOptions } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The part of s3rver (it ships no types) these tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

interface Subject {
  storage: Storage;
  /** The same backend, signing with a key or secret the server does not know. */
  storageWithOtherKey: Storage;
  /** Where the data dir sits, for the local-only checks. */
  dataDir?: string;
  /**
   * Whether unsigned and wrongly signed URLs are refused. s3rver skips SigV4 signature
   * checks ("Signature version 4 calculation is unimplemented") and serves unsigned GETs;
   * AWS S3, MinIO and R2 refuse both with 403.
   */
  checksSignatures: boolean;
  /** Headers of every PUT the S3 client sent, seen by a proxy in front of s3rver. */
  s3Puts?: IncomingHttpHeaders[];
  close(): Promise<void>;
}

const secret = 'test-file-secret-test-file-secret-0123';

async function startLocal(): Promise<Subject> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-storage-'));
  // The storage needs the server's URL and the route needs the storage: bind late.
  let app = new Hono();
  const server = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storage = createStorage({ dataDir, secret, baseUrl });
  app = new Hono().route('/api', fileRoutes({ secret, storage }));
  return {
    storage,
    storageWithOtherKey: createStorage({ dataDir, secret: `${secret}-other`, baseUrl }),
    dataDir,
    checksSignatures: true,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Forwards to `port`, keeping the headers of each PUT. */
async function startRecordingProxy(port: number) {
  const puts: IncomingHttpHeaders[] = [];
  const proxy = createServer((incoming, outgoing) => {
    if (incoming.method === 'PUT') puts.push(incoming.headers);
    const forward = { host: '127.0.0.1', port, path: incoming.url, method: incoming.method };
    const upstream = request({ ...forward, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    puts,
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

async function startS3(): Promise<Subject> {
  const directory = await mkdtemp(join(tmpdir(), 'hs-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await s3rver.run();
  const proxy = await startRecordingProxy(port);
  const s3: S3StorageOptions = {
    endpoint: proxy.url,
    region: 'us-east-1',
    bucket: 'headshots',
    // s3rver knows one key pair only.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const admin = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  await admin.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  admin.destroy();
  const config = { dataDir: directory, secret, baseUrl: 'http://unused.test' };
  return {
    storage: createStorage({ ...config, s3 }),
    storageWithOtherKey: createStorage({ ...config, s3: { ...s3, accessKeyId: 'SOMEONE' } }),
    checksSignatures: false,
    s3Puts: proxy.puts,
    close: async () => {
      await proxy.close();
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A URL signed while the clock read two minutes ago: already past a 60 s expiry. */
async function signedInThePast(storage: Storage, key: string): Promise<string> {
  vi.setSystemTime(Date.now() - 120_000);
  try {
    return await storage.signedUrl(key, 60);
  } finally {
    vi.useRealTimers();
  }
}

/** Changes the first character: valid hex and base64url either way, and every bit counts. */
function tamper(signature: string): string {
  return (signature.startsWith('a') ? 'b' : 'a') + signature.slice(1);
}

const starters = { local: startLocal, s3: startS3 };

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let subject: Subject;
  let storage: Storage;
  const photo = randomBytes(3 * 1024 * 1024);

  beforeAll(async () => {
    subject = await starters[kind]();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it(`is chosen by createStorage as ${kind}`, () => {
    expect(storage.kind).toBe(kind);
  });

  it('gives back 3 MB of random bytes unchanged', async () => {
    await storage.put('users/u1/round-trip.jpg', photo, 'image/jpeg');
    const stored = await storage.get('users/u1/round-trip.jpg');
    expect(stored?.length).toBe(photo.length);
    // equals() rather than toEqual: a diff of 3 MB would drown the report.
    expect(stored?.equals(photo)).toBe(true);
  });

  if (kind === 's3') {
    // A Buffer upload is byte-identical either way; the SDK's default checksums become
    // aws-chunked framing for streamed bodies (s3rver then stores the framing) and
    // x-amz-checksum-* headers some S3-compatible servers refuse. None should be sent.
    it('uploads without checksum headers or aws-chunked framing', async () => {
      subject.s3Puts?.splice(0);
      await storage.put('users/u1/plain.jpg', photo, 'image/jpeg');
      const [headers] = subject.s3Puts ?? [];
      expect(headers?.['content-length']).toBe(String(photo.length));
      expect(headers?.['content-encoding']).toBeUndefined();
      expect(Object.keys(headers ?? {}).filter((name) => name.includes('checksum'))).toEqual([]);
    });
  }

  it('answers null for a key never written', async () => {
    expect(await storage.get('users/u1/never-written.jpg')).toBeNull();
    expect(await storage.size('users/u1/never-written.jpg')).toBeNull();
  });

  it('tells the size of a stored file without reading it', async () => {
    await storage.put('users/u1/sized.png', photo, 'image/png');
    expect(await storage.size('users/u1/sized.png')).toBe(photo.length);
  });

  it('answers null after a delete', async () => {
    await storage.put('users/u1/deleted.png', Buffer.from('gone soon'), 'image/png');
    await storage.delete('users/u1/deleted.png');
    expect(await storage.get('users/u1/deleted.png')).toBeNull();
  });

  it('lists and deletes everything under a folder prefix, and nothing beside it', async () => {
    const keys = ['models/m1/a.png', 'models/m1/training/b.jpg', 'models/m1/training/c.jpg'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/png');
    await storage.put('models/m10/kept.png', Buffer.from('other model'), 'image/png');
    expect((await storage.list('models/m1/')).sort()).toEqual(keys);
    expect(await storage.deletePrefix('models/m1/')).toBe(3);
    expect(await storage.list('models/m1/')).toEqual([]);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect((await storage.get('models/m10/kept.png'))?.toString()).toBe('other model');
    // Twice is fine: nothing left to delete.
    expect(await storage.deletePrefix('models/m1/')).toBe(0);
  });

  it.each(['models/m1', '../', 'a//', ''])('refuses the unsafe prefix %j', async (prefix) => {
    await expect(storage.list(prefix)).rejects.toThrow(/unsafe storage/);
    await expect(storage.deletePrefix(prefix)).rejects.toThrow(/unsafe storage/);
  });

  it('deletes a missing key without complaint', async () => {
    await expect(storage.delete('users/u1/not-there.jpg')).resolves.toBeUndefined();
  });

  it.each(['../x', '/abs', 'a//b', 'a/../b'])('refuses the unsafe key %s', async (key) => {
    const unsafe = /unsafe storage key/;
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(unsafe);
    await expect(storage.get(key)).rejects.toThrow(unsafe);
    await expect(storage.delete(key)).rejects.toThrow(unsafe);
    await expect(storage.signedUrl(key, 60)).rejects.toThrow(unsafe);
  });

  describe('signed URLs', () => {
    const key = 'users/u1/signed.jpg';
    beforeAll(() => storage.put(key, photo, 'image/jpeg'));

    it('serve the bytes to plain fetch() before they expire', async () => {
      const res = await fetch(await storage.signedUrl(key, 60));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
    });

    it('are refused once expired', async () => {
      const res = await fetch(await signedInThePast(storage, key));
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    });

    it('are refused when signed with a key the server does not know', async () => {
      const res = await fetch(await subject.storageWithOtherKey.signedUrl(key, 60));
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    });

    it(
      kind === 's3'
        ? 'with a tampered signature are served by s3rver (AWS S3 refuses them)'
        : 'with a tampered signature are refused',
      async () => {
        const url = new URL(await storage.signedUrl(key, 60));
        const param = kind === 'local' ? 'signature' : 'X-Amz-Signature';
        url.searchParams.set(param, tamper(url.searchParams.get(param) ?? ''));
        const res = await fetch(url);
        expect(res.status).toBe(subject.checksSignatures ? 403 : 200);
        await res.arrayBuffer();
      },
    );

    it(
      kind === 's3'
        ? 'without a signature are served by s3rver (AWS S3 refuses them)'
        : 'without a signature are refused',
      async () => {
        const url = new URL(await storage.signedUrl(key, 60));
        const res = await fetch(`${url.origin}${url.pathname}`);
        expect(res.status).toBe(subject.checksSignatures ? 403 : 200);
        await res.arrayBuffer();
      },
    );
  });

  if (kind === 'local') {
    it('keeps local files under DATA_DIR/files', async () => {
      await storage.put('users/u1/on-disk.webp', Buffer.from('webp bytes'), 'image/webp');
      const onDisk = await readFile(join(subject.dataDir ?? '', 'files/users/u1/on-disk.webp'));
      expect(onDisk.toString()).toBe('webp bytes');
    });

    describe('GET /api/files/{key}', () => {
      it('answers the headers a private inline image needs', async () => {
        await storage.put('users/u1/headers.png', Buffer.from('png bytes'), 'image/png');
        const res = await fetch(await storage.signedUrl('users/u1/headers.png', 300));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-disposition')).toBe('inline');
        const maxAge = Number(
          /^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1],
        );
        expect(maxAge).toBeGreaterThan(295);
        expect(maxAge).toBeLessThanOrEqual(300);
        expect(await res.text()).toBe('png bytes');
      });

      it.each([
        ['photo.JPEG', 'image/jpeg'],
        ['photo.webp', 'image/webp'],
        ['archive.zip', 'application/octet-stream'],
        ['no-extension', 'application/octet-stream'],
      ])('serves %s as %s', async (name, contentType) => {
        await storage.put(`users/u1/${name}`, Buffer.from('bytes'), contentType);
        const res = await fetch(await storage.signedUrl(`users/u1/${name}`, 60));
        expect(res.headers.get('content-type')).toBe(contentType);
        await res.arrayBuffer();
      });

      it('answers the expired-link message for expired and forged links', async () => {
        const forged = new URL(await storage.signedUrl('users/u1/headers.png', 60));
        forged.searchParams.set('signature', tamper(forged.searchParams.get('signature') ?? ''));
        for (const url of [await signedInThePast(storage, 'users/u1/headers.png'), forged]) {
          const res = await fetch(url);
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({
            success: false,
            errorMessage: 'This link has expired.',
          });
        }
      });

      it('answers 404 JSON when the file is gone', async () => {
        await storage.put('users/u1/gone.jpg', Buffer.from('x'), 'image/jpeg');
        const url = await storage.signedUrl('users/u1/gone.jpg', 60);
        await storage.delete('users/u1/gone.jpg');
        const res = await fetch(url);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ success: false });
      });
    });
  }
});
