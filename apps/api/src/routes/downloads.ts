import { Readable } from 'node:stream';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isUuid } from '@hs/contracts/common';
import { downloadHeadshotRoute, zipHeadshotsRoute } from '@hs/contracts/downloads';
import { ZIP_ARCHIVE_FILE_NAME, zipEntryName } from '@hs/domain/headshots';
import { sizeKey } from '@hs/domain/organization-options';
import { pngToJpeg, resizeHeadshot } from '@hs/imaging/export-formats';
import { signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { chosenSize, outputSizesFor } from '../organizations/options.ts';
import { can, principalOf } from '../policy/policy.ts';
import {
  headshotWithOwner,
  headshotsToZip,
  markDownloaded,
  modelOwner,
  streamZip,
  zipLength,
} from '../results/downloads.ts';

/** `attachment` with the name in plain ASCII and in UTF-8 (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const EXTENSION = { png: 'png', jpeg: 'jpg' } as const;
const MEDIA_TYPE = { png: 'image/png', jpeg: 'image/jpeg' } as const;

// issue 20 item 3: one headshot as PNG or JPEG, and the zip streamed as it is built. Only
// the model's owner: another person's ids answer 404 (the policy), like every results route.
export function downloadRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  // The policy decides; a refusal reads exactly like an id that does not exist, so another
  // person's ids tell nothing (signedIn has already answered 401 to the signed-out).
  const allowOwner = (
    c: Context<AppEnv>,
    owner: string,
    refusal: 'model.unknown' | 'headshot.unknown',
  ) => {
    if (!can(principalOf(c), { do: 'headshots.download', owner })) throw new AppError(refusal);
  };

  app.openapi({ ...downloadHeadshotRoute, middleware: [signedIn] }, async (c) => {
    const { id } = c.req.valid('param');
    const { format, size } = c.req.valid('query');
    if (!isUuid(id)) throw new AppError('headshot.unknown');
    const { image, owner } = await headshotWithOwner(db, id);
    allowOwner(c, owner, 'headshot.unknown');
    // issue 17 item 7 (decision 044): another of the organization's sizes, resized here.
    const resized = size ? chosenSize(await outputSizesFor(db, owner), size) : undefined;
    const stored = await storage.get(image.path);
    if (!stored) throw new AppError('headshot.unknown');
    const png = resized ? await resizeHeadshot(stored, resized) : stored;
    const bytes = format === 'jpeg' ? await pngToJpeg(png) : png;
    const name = resized ? `${image.position}-${sizeKey(resized)}` : `${image.position}`;
    await markDownloaded(db, [image.id]);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': MEDIA_TYPE[format],
      'content-length': String(bytes.length),
      'content-disposition': attachment(`${name}.${EXTENSION[format]}`),
      'cache-control': 'private, no-store',
    });
  });

  app.openapi({ ...zipHeadshotsRoute, middleware: [signedIn] }, async (c) => {
    const { id } = c.req.valid('param');
    const owner = await modelOwner(db, id);
    allowOwner(c, owner, 'model.unknown');
    const { ids, size } = c.req.valid('json');
    // Decision 048: the zip at one of the organization's sizes, resized as it streams.
    const resized = size ? chosenSize(await outputSizesFor(db, owner), size) : undefined;
    const rows = await headshotsToZip(db, id, ids);
    if (!rows.length) throw new AppError('headshot.unknown');
    const zip = await streamZip(
      storage,
      rows,
      resized ? (_, i) => zipEntryName(i).replace('.png', `-${sizeKey(resized)}.png`) : undefined,
      resized,
    );
    if (!zip.included.length) throw new AppError('zip.nothingRead');
    const log = c.get('log');
    zip.stream.once('end', () => {
      markDownloaded(
        db,
        zip.included.map((r) => r.id),
      ).catch((err: unknown) => log.warn({ err }, 'zip: marking downloaded failed'));
    });
    zip.stream.once('error', (err) => log.warn({ err }, 'zip: stream failed'));
    return c.body(Readable.toWeb(zip.stream) as ReadableStream, 200, {
      'content-type': 'application/zip',
      ...zipLength(zip.size),
      'content-disposition': attachment(ZIP_ARCHIVE_FILE_NAME),
      'cache-control': 'private, no-store',
      'x-zip-files': String(zip.included.length),
      'x-zip-missing': String(zip.missing),
    });
  });

  return app;
}
