import { OpenAPIHono } from '@hono/zod-openapi';
import { deleteAccountRoute, exportAccountRoute } from '@hs/contracts/privacy';
import { normalizeEmail } from '@hs/domain/email';
import { requireUser, requireViewer, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { exportZip } from '../privacy/export.ts';
import { deleteAccount } from '../privacy/purge.ts';

export function privacyRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi({ ...deleteAccountRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const { email } = c.req.valid('json');
    const own = viewer.user?.email ?? viewer.email;
    if (normalizeEmail(email) !== normalizeEmail(own)) throw new AppError('account.deleteConfirm');
    const deleted = await deleteAccount(services, viewer.uid);
    c.get('log').info(deleted, 'account deleted');
    return c.json({ success: true as const, models: deleted.models, files: deleted.files }, 200);
  });

  app.openapi({ ...exportAccountRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const stream = await exportZip(services, viewer.uid);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="my-data-${day}.zip"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
