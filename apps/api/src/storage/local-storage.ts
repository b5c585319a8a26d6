import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.ts';

/** Signs `key` and `expires` so /api/files can serve a file without a session. */
export function signFileUrl(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function verifyFileSignature(
  secret: string,
  key: string,
  expires: number,
  signature: string,
): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signFileUrl(secret, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Files under DATA_DIR/files, served by GET /api/files/{key}?expires&signature. */
export function createLocalStorage(options: {
  root: string;
  secret: string;
  baseUrl: string;
}): Storage {
  const path = (key: string) => {
    assertSafeKey(key);
    return join(options.root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(path(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const folder = join(options.root, prefix);
      try {
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => relative(options.root, join(e.parentPath, e.name)).split(sep).join('/'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async deletePrefix(prefix) {
      const keys = await this.list(prefix);
      await rm(join(options.root, prefix), { recursive: true, force: true });
      return keys.length;
    },
    async signedUrl(key, expiresInSeconds) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const signature = signFileUrl(options.secret, key, expires);
      return `${options.baseUrl}/api/files/${key}?expires=${expires}&signature=${signature}`;
    },
  };
}
