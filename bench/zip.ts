// issue 20 item 3: 'All headshots.zip' of 100 full-size PNGs. The streamed server zip
// (POST /api/model/{id}/zip: real HTTP, PGlite, the local storage folder) next to the old
// in-browser path done here the same way (fetch every signed link at once, fflate at level
// 6 in memory) and a plain read of the same files from disk, in one run.
import { zip } from 'fflate';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/seed-demo.ts';
import { openDatabase } from '../packages/db/src/open-database.ts';
import { root, startServer } from './support/servers.ts';
import { headshot } from '../packages/db/src/schema.ts';
import { ZIP_COMPRESSION_LEVEL, zipEntries } from '../packages/domain/src/headshots.ts';
import { samplePath } from '../packages/imaging/src/sample-images.ts';

const COUNT = Number(process.env.BENCH_PHOTOS ?? 100);
const MB = 1024 * 1024;

/** 1024x1280 PNGs of real photo content (crops of the face-api demo photos), all different. */
async function photos(): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < COUNT; i++) {
    const n = ((i % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6;
    const meta = await sharp(samplePath(n)).metadata();
    const width = Math.min(meta.width!, 900 + (i % 7) * 40);
    const left = Math.floor(((meta.width! - width) * (i % 5)) / 4);
    out.push(
      await sharp(samplePath(n))
        .extract({ left, top: 0, width, height: Math.min(meta.height!, Math.round(width * 1.25)) })
        .resize(1024, 1280, { fit: 'cover' })
        .modulate({ brightness: 0.9 + (i % 10) / 50 })
        .png()
        .toBuffer(),
    );
  }
  return out;
}

// The built server, as `npm start` runs it, twice on one data folder: first to make the
// database and a model, then (with 100 headshots written in between, as generation would)
// to measure. The demo gallery is off so no generation runs beside the measurement.
const dataDir = mkdtempSync(join(tmpdir(), 'hs-bench-zip-'));
const env = { DATA_DIR: dataDir, SEED_DEMO_GALLERY: 'false', LOG_LEVEL: 'warn' };
const user = DEMO_ACCOUNTS[0]!.email;

async function signedInHeaders(url: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: user, password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${url}/api/auth/token`, { headers: { cookie } })
  ).json()) as { token: string };
  const { user: who } = (await (
    await fetch(`${url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  return { uid: who.id, idToken: token, origin: url, 'content-type': 'application/json' };
}

const first = await startServer(join(root, 'apps/api/dist/main.js'), env);
const modelId = (
  (await (
    await fetch(`${first.url}/api/onboarding/start`, {
      method: 'POST',
      headers: await signedInHeaders(first.url),
      body: '{}',
    })
  ).json()) as { data: { modelId: string } }
).data.modelId;
await first.stop();

const files = await photos();
const paths: string[] = [];
const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') });
for (const [i, bytes] of files.entries()) {
  const path = `models/${modelId}/headshots/bench-${i}.png`;
  paths.push(path);
  await mkdir(dirname(join(dataDir, 'files', path)), { recursive: true });
  await writeFile(join(dataDir, 'files', path), bytes);
  await database.db.insert(headshot).values({
    modelId,
    style: 'studio-grey',
    variant: i,
    position: i + 1,
    path,
    thumbPath: path,
    width: 1024,
    height: 1280,
    identityDistance: 0.13,
  });
}
await database.close();

const server = await startServer(join(root, 'apps/api/dist/main.js'), env);
const headers = await signedInHeaders(server.url);
const inputBytes = files.reduce((s, f) => s + f.length, 0);

// 1. The streamed zip, read as the browser does: first byte, then every byte.
async function streamed() {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/model/${modelId}/zip`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const reader = res.body!.getReader();
  let firstByte = 0;
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!received) firstByte = performance.now() - started;
    received += value.length;
  }
  const total = performance.now() - started;
  if (received !== Number(res.headers.get('content-length'))) throw new Error('length differs');
  return { firstByte, total, bytes: received, files: Number(res.headers.get('x-zip-files')) };
}

// 2. The old path: every signed link fetched at once, then one zip at level 6 in memory.
async function inMemory() {
  const started = performance.now();
  const item = (await (await fetch(`${server.url}/api/model/${modelId}`, { headers })).json()) as {
    data: { images: { url: string }[] };
  };
  const fetched = await Promise.all(
    item.data.images.map(
      async (i) => new Uint8Array(await (await fetch(new URL(i.url, server.url))).arrayBuffer()),
    ),
  );
  const archive = await new Promise<Uint8Array>((resolve, reject) =>
    zip(zipEntries(fetched), { level: ZIP_COMPRESSION_LEVEL }, (e, d) =>
      e ? reject(e) : resolve(d),
    ),
  );
  const total = performance.now() - started;
  return { firstByte: total, total, bytes: archive.length, files: fetched.length };
}

// 3. The floor: the same files read from the storage folder, no HTTP, no zip.
async function plainRead() {
  const started = performance.now();
  let bytes = 0;
  for (const path of paths) bytes += (await readFile(join(dataDir, 'files', path))).length;
  const total = performance.now() - started;
  return { firstByte: 0, total, bytes, files: paths.length };
}

const rows = [];
for (const [name, run] of [
  ['streamed zip, POST /api/model/{id}/zip (stored PNGs)', streamed],
  ['old in-browser path: fetch all + fflate level 6', inMemory],
  ['plain read of the files from the storage folder', plainRead],
] as const) {
  await run(); // warm-up
  const r = await run();
  rows.push({
    path: name,
    files: r.files,
    'first byte ms': Math.round(r.firstByte),
    'total s': (r.total / 1000).toFixed(2),
    'MB out': (r.bytes / MB).toFixed(1),
    'MB/s': (r.bytes / MB / (r.total / 1000)).toFixed(0),
  });
}
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nzip of ${COUNT} PNGs (1024x1280, ${(inputBytes / MB).toFixed(1)} MB in all); load average ${loadavg()[0]?.toFixed(1)}`,
);
console.table(rows);
console.log('targets (issue 20 item 3): first byte under 1 s, 100 photos under 15 s');
