import { Readable } from 'node:stream';
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  listFinishedModelsRoute,
  listMemberImagesRoute,
  remindInviteRoute,
  selectMemberImageRoute,
  zipSelectedImagesRoute,
} from '@hs/contracts/organization-area';
import { selectedImageFileName } from '@hs/domain/team-area';
import { signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  listFinishedModels,
  memberImages,
  remindInvite,
  selectMemberImage,
  selectedImagesToZip,
} from '../organizations/team-area.ts';
import { allowedOptionsOf, chosenSize } from '../organizations/options.ts';
import { authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';
import { streamZip, zipLength } from '../results/downloads.ts';

/** The team zip's file name. */
const ZIP_NAME = 'Selected headshots.zip';

// The lead area as a person uses it (issue 17 item 3): reminders, finished models, a
// selected image per member and the team's selected images as one streamed zip.
export function organizationAreaRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  app.openapi({ ...remindInviteRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const invite = await remindInvite(services, id, c.req.valid('param').id);
    return c.json({ success: true as const, data: invite }, 200);
  });

  app.openapi({ ...listFinishedModelsRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const data = await listFinishedModels(db, storage, id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...listMemberImagesRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const data = await memberImages(db, storage, id, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...selectMemberImageRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const { imageId } = c.req.valid('json');
    const data = await selectMemberImage(db, id, c.req.valid('param').id, imageId);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...zipSelectedImagesRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const { teamId, size } = c.req.valid('json');
    // Decision 048: the zip at one of the organization's sizes, resized as it streams.
    const resized = size ? chosenSize((await allowedOptionsOf(db, id)).sizes, size) : undefined;
    const rows = await selectedImagesToZip(db, id, teamId);
    const emailOf = new Map(rows.map((r) => [r.image.id, r.email]));
    const taken = new Set<string>();
    const zip = await streamZip(
      storage,
      rows.map((r) => r.image),
      (row) => selectedImageFileName(emailOf.get(row.id) ?? '', taken),
      resized,
    );
    if (!zip.included.length) throw new AppError('zip.nothingRead');
    const log = c.get('log');
    zip.stream.once('error', (err) => log.warn({ err }, 'team zip: stream failed'));
    return c.body(Readable.toWeb(zip.stream) as ReadableStream, 200, {
      'content-type': 'application/zip',
      ...zipLength(zip.size),
      'content-disposition': `attachment; filename="${ZIP_NAME}"`,
      'cache-control': 'private, no-store',
      'x-zip-files': String(zip.included.length),
      'x-zip-missing': String(zip.missing),
    });
  });

  return app;
}
