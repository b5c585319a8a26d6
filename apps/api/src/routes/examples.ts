import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminCreateExampleFromHeadshotRoute,
  adminCreateExampleRoute,
  adminDeleteExampleRoute,
  adminListExamplesRoute,
  adminPublishExampleRoute,
  exampleImageRoute,
  listPublicExamplesRoute,
} from '@hs/contracts/examples';
import { actorOf } from '../audit/audit.ts';
import { requireUser } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  createExampleFromHeadshot,
  createExampleFromUpload,
  deleteExample,
  listAdminExamples,
  listPublicExamples,
  publicExampleImage,
  setExamplePublished,
} from '../examples/service.ts';
import { limitUploadBody } from '../middleware/body-limit.ts';
import { staffMay } from '../policy/policy.ts';

// Issue 20 item 1 (decision 039): the back office's examples (/admin/examples: admin and
// marketer) and the published ones for the public pages.
const EXAMPLES = staffMay({ do: 'staff.examples' });

async function readForm(c: {
  req: { parseBody: (o: { all: true }) => Promise<Record<string, unknown>> };
}) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('upload.notMultipart');
  }
}

export function exampleRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listPublicExamplesRoute, async (c) =>
    c.json({ success: true as const, examples: await listPublicExamples(services) }, 200),
  );

  app.openapi(exampleImageRoute, async (c) => {
    const { id, image } = c.req.valid('param');
    const bytes = await publicExampleImage(
      services,
      id,
      image === 'before.jpg' ? 'before' : 'after',
    );
    if (!bytes) throw new AppError('examples.unknown');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/jpeg',
      // An example's pictures never change; taking it off the pages answers 404 within the hour.
      'cache-control': 'public, max-age=3600',
    });
  });

  app.openapi({ ...adminListExamplesRoute, middleware: [EXAMPLES] }, async (c) =>
    c.json({ success: true as const, examples: await listAdminExamples(services) }, 200),
  );

  // Bounded after the staff check (limitUploadBody); the handler refuses what the form lacks
  // with its own reason (no consent, no photo) before anything is decoded or stored.
  app.openapi(
    { ...adminCreateExampleRoute, middleware: [EXAMPLES, limitUploadBody] },
    async (c) => {
      const staff = requireUser(c);
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        throw new AppError('upload.notMultipart');
      }
      const form = await readForm(c);
      if (form.consent !== 'true') throw new AppError('examples.consentRequired');
      const photo = form.photo;
      if (!(photo instanceof File)) throw new AppError('examples.noPhoto');
      const styleId = typeof form.styleId === 'string' ? form.styleId : '';
      if (!styleId || styleId.length > 64 || styleId.includes('\0')) {
        throw new AppError('examples.styleUnknown');
      }
      const example = await createExampleFromUpload(services, actorOf(staff), { photo, styleId });
      return c.json({ success: true as const, example }, 200);
    },
  );

  app.openapi({ ...adminCreateExampleFromHeadshotRoute, middleware: [EXAMPLES] }, async (c) => {
    const staff = requireUser(c);
    const { headshotId } = c.req.valid('json');
    const example = await createExampleFromHeadshot(services, actorOf(staff), headshotId);
    return c.json({ success: true as const, example }, 200);
  });

  app.openapi({ ...adminPublishExampleRoute, middleware: [EXAMPLES] }, async (c) => {
    const staff = requireUser(c);
    const { id } = c.req.valid('param');
    const { published } = c.req.valid('json');
    const example = await setExamplePublished(services, actorOf(staff), id, published);
    return c.json({ success: true as const, example }, 200);
  });

  app.openapi({ ...adminDeleteExampleRoute, middleware: [EXAMPLES] }, async (c) => {
    const staff = requireUser(c);
    await deleteExample(services, actorOf(staff), c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });

  return app;
}
