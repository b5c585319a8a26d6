import { OpenAPIHono } from '@hono/zod-openapi';
import { bulkUploadRoute } from '@hs/contracts/bulk-upload';
import { requireViewer, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { bulkInvite } from '../organizations/bulk-upload.ts';
import { authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';

// Bulk upload in the lead area (issue 17 item 5; decision 035).
export function bulkUploadRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi({ ...bulkUploadRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    const { csv, dryRun } = c.req.valid('json');
    const data = await bulkInvite(services, {
      organizationId,
      inviterId: requireViewer(c).uid,
      csv,
      dryRun,
    });
    return c.json({ success: true as const, data }, 200);
  });
  return app;
}
