import { OpenAPIHono } from '@hono/zod-openapi';
import {
  getStaffOrganizationRoute,
  grantOrganizationSeatsRoute,
  listStaffOrganizationsRoute,
  setOrganizationFeaturesRoute,
} from '@hs/contracts/staff-organizations';
import { actorOf } from '../audit/audit.ts';
import { requireViewer, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import {
  grantOrganizationSeats,
  listStaffOrganizations,
  setOrganizationFeatures,
  staffOrganizationDetail,
} from '../staff-organizations/service.ts';

// spec 001 section 2: /admin/organization; section 6: admin, dev, support, sales. Seats are
// granted by admins alone, like every ledger grant.
export function staffOrganizationRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...listStaffOrganizationsRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.organizations' });
    const answer = await listStaffOrganizations(db, c.req.valid('query'));
    return c.json({ success: true as const, ...answer }, 200);
  });

  app.openapi({ ...getStaffOrganizationRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.organizations' });
    const data = await staffOrganizationDetail(db, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...setOrganizationFeaturesRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.organizations' });
    const { id } = c.req.valid('param');
    await setOrganizationFeatures(db, actorOf(requireViewer(c)), id, c.req.valid('json'));
    return c.json({ success: true as const, data: await staffOrganizationDetail(db, id) }, 200);
  });

  app.openapi({ ...grantOrganizationSeatsRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.ledger-grant' });
    const { id } = c.req.valid('param');
    await grantOrganizationSeats(db, actorOf(requireViewer(c)), id, c.req.valid('json'));
    return c.json({ success: true as const, data: await staffOrganizationDetail(db, id) }, 200);
  });

  return app;
}
