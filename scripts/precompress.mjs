// `npm run build`, after the web build: each text asset gets a brotli (.br, quality 11) and
// a gzip (.gz, level 9) copy beside it, so the server sends the smallest one the browser
// takes without compressing per request (decision 061). Only where it saves bytes.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

export async function precompress(dir) {
  const names = (await readdir(dir, { recursive: true })).filter((name) => TEXT.test(name));
  let written = 0;
  let before = 0;
  let after = 0;
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      if (!(await stat(path)).isFile()) return;
      const bytes = await readFile(path);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      before += bytes.length;
      after += Math.min(br.length, bytes.length);
      for (const [suffix, packed] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (packed.length >= bytes.length) continue;
        await writeFile(`${path}${suffix}`, packed);
        written++;
      }
    }),
  );
  return { files: names.length, written, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'apps/web/build/client';
  const { written, before, after } = await precompress(dir);
  console.log(
    `Precompressed ${written} copies in ${dir}: ${(before / 1024).toFixed(0)} KB of text assets, ` +
      `${(after / 1024).toFixed(0)} KB with brotli`,
  );
}
