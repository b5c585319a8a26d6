import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminChangelogRoute,
  adminCreateChangelogRoute,
  adminDeleteChangelogRoute,
  adminUpdateChangelogRoute,
  markChangelogViewedRoute,
  publicChangelogRoute,
} from '@hs/contracts/changelog';
import { requireViewer, signedIn } from '../auth/guards.ts';
import {
  createEntry,
  deleteEntry,
  markViewed,
  publicChangelog,
  staffChangelog,
  updateEntry,
} from '../changelog/service.ts';
import type { AppEnv, Services } from '../context.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import { actorOf } from '../audit/audit.ts';
import { createMiddleware } from 'hono/factory';

/** Staff whose role sees the Changelog menu item (spec 001 section 6), before the body is read. */
const changelogStaff = createMiddleware<AppEnv>(async (c, next) => {
  authorize(principalOf(c), { do: 'staff.changelog' });
  await next();
});

// spec 001 section 7: /changelog/public and /changelog/mark-viewed; /admin/changelog for staff.
export function changelogRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi(publicChangelogRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const data = await publicChangelog(db, locale, c.get('viewer')?.uid ?? null);
    return c.json({ success: true as const, data }, 200);
  });

  // The caller marks only their own state: the uid is the token's, never the body's.
  app.openapi({ ...markChangelogViewedRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const unseen = await markViewed(db, viewer.uid, c.req.valid('json').changelogId);
    return c.json({ success: true as const, data: { unseen } }, 200);
  });

  app.openapi({ ...adminChangelogRoute, middleware: [changelogStaff] }, async (c) => {
    return c.json({ success: true as const, data: await staffChangelog(db) }, 200);
  });

  app.openapi({ ...adminCreateChangelogRoute, middleware: [changelogStaff] }, async (c) => {
    const entry = await createEntry(db, actorOf(requireViewer(c)), c.req.valid('json'));
    return c.json({ success: true as const, data: entry }, 200);
  });

  app.openapi({ ...adminUpdateChangelogRoute, middleware: [changelogStaff] }, async (c) => {
    const entry = await updateEntry(
      db,
      actorOf(requireViewer(c)),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ success: true as const, data: entry }, 200);
  });

  app.openapi({ ...adminDeleteChangelogRoute, middleware: [changelogStaff] }, async (c) => {
    await deleteEntry(db, actorOf(requireViewer(c)), c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });

  return app;
}
