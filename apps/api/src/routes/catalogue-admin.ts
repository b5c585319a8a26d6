import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  adminCatalogueCreateRoute,
  adminCatalogueListRoute,
  adminCatalogueUpdateRoute,
  adminCreateStyleRoute,
  adminPackagesRoute,
  adminStylesRoute,
  adminUpdatePackageRoute,
  adminUpdateStyleRoute,
  type CatalogueSection,
} from '@hs/contracts/catalogue-admin';
import type { Database } from '@hs/db/database';
import {
  createItem,
  createStyle,
  listItems,
  listPackages,
  listStyles,
  updateItem,
  updatePackage,
  updateStyle,
} from '../catalogue/service.ts';
import { requireViewer } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import type { AppEnv } from '../context.ts';
import { authorize, principalOf, staffMay } from '../policy/policy.ts';

// spec 001 section 6: Hairstyles and Emotions are admin and dev; Clothing admin, dev, sales.
const SECTION_ACTION = {
  hairstyles: 'staff.hairstyles',
  emotions: 'staff.emotions',
  clothing: 'staff.clothing',
} as const satisfies Record<CatalogueSection, string>;

/** The section's role row decides, before the body is read; an unknown section is admin's. */
const sectionStaff = createMiddleware<AppEnv>(async (c, next) => {
  const section = c.req.param('section') as CatalogueSection | undefined;
  authorize(principalOf(c), { do: SECTION_ACTION[section!] ?? 'staff.hairstyles' });
  await next();
});

/** The back office's catalogue sections (issue 19): lists, styles and packages. */
export function catalogueAdminRoutes(db: Database) {
  const app = new OpenAPIHono<AppEnv>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const staff = (c: Context<AppEnv>) => actorOf(requireViewer(c));

  app.openapi({ ...adminCatalogueListRoute, middleware: [sectionStaff] }, async (c) =>
    c.json(ok(await listItems(db, c.req.valid('param').section)), 200),
  );
  app.openapi({ ...adminCatalogueCreateRoute, middleware: [sectionStaff] }, async (c) =>
    c.json(
      ok(await createItem(db, staff(c), c.req.valid('param').section, c.req.valid('json'))),
      200,
    ),
  );
  app.openapi({ ...adminCatalogueUpdateRoute, middleware: [sectionStaff] }, async (c) => {
    const { section, id } = c.req.valid('param');
    return c.json(ok(await updateItem(db, staff(c), section, id, c.req.valid('json'))), 200);
  });

  const styles = staffMay({ do: 'staff.styles' });
  app.openapi({ ...adminStylesRoute, middleware: [styles] }, async (c) =>
    c.json(ok(await listStyles(db)), 200),
  );
  app.openapi({ ...adminCreateStyleRoute, middleware: [styles] }, async (c) =>
    c.json(ok(await createStyle(db, staff(c), c.req.valid('json'))), 200),
  );
  app.openapi({ ...adminUpdateStyleRoute, middleware: [styles] }, async (c) =>
    c.json(ok(await updateStyle(db, staff(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  const catalog = staffMay({ do: 'staff.catalog' });
  app.openapi({ ...adminPackagesRoute, middleware: [catalog] }, async (c) =>
    c.json(ok(await listPackages(db)), 200),
  );
  app.openapi({ ...adminUpdatePackageRoute, middleware: [catalog] }, async (c) =>
    c.json(
      ok(await updatePackage(db, staff(c), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  return app;
}
