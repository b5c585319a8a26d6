// Backup and restore of the stored files (docs/operations.md): copies every object from one
// place to another, where a place is a folder (the embedded default keeps files in
// DATA_DIR/files) or `s3://bucket` (reached with the server's S3_* variables).
//   node scripts/storage-copy.mjs s3://headshots /backups/files-2027-01-01   # backup
//   node scripts/storage-copy.mjs /backups/files-2027-01-01 s3://headshots   # restore
// Objects already at the target with the same size are skipped, so a second run resumes.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error(
    'usage: node scripts/storage-copy.mjs <folder | s3://bucket> <folder | s3://bucket>',
  );
  process.exit(2);
}

const env = process.env;
let client;
function s3() {
  client ??= new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          },
        }
      : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    // As the server's client (storage/s3-storage.ts): bytes stored exactly as sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

const bucketOf = (place) => (place.startsWith('s3://') ? place.slice(5).replace(/\/+$/, '') : null);

/** Every object of a place as { key, size }. */
async function* list(place) {
  const bucket = bucketOf(place);
  if (!bucket) {
    for (const entry of await readdir(place, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      yield { key: relative(place, path).split(sep).join('/'), size: (await stat(path)).size };
    }
    return;
  }
  let token;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) yield { key: o.Key, size: o.Size };
    token = page.NextContinuationToken;
  } while (token);
}

async function sizeAt(place, key) {
  const bucket = bucketOf(place);
  try {
    if (!bucket) return (await stat(join(place, key))).size;
    return (await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength;
  } catch {
    return null;
  }
}

// A folder keeps no content types: restored objects get theirs from the name.
const TYPES = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
  json: 'application/json',
  pdf: 'application/pdf',
};

async function read(place, key) {
  const bucket = bucketOf(place);
  if (!bucket) {
    const type = TYPES[key.split('.').pop()?.toLowerCase() ?? ''];
    return { body: createReadStream(join(place, key)), type };
  }
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: Buffer.from(await object.Body.transformToByteArray()), type: object.ContentType };
}

async function write(place, key, { body, type }, size) {
  const bucket = bucketOf(place);
  if (!bucket) {
    const path = join(place, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    return;
  }
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentLength: size,
      ...(type ? { ContentType: type } : {}),
    }),
  );
}

let copied = 0;
let skipped = 0;
for await (const { key, size } of list(from)) {
  if ((await sizeAt(to, key)) === size) {
    skipped += 1;
    continue;
  }
  await write(to, key, await read(from, key), size);
  copied += 1;
}
client?.destroy();
console.log(`copied ${copied} objects, ${skipped} already there`);
