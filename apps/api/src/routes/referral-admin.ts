import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminReferralsRoute,
  adminReferrerRoute,
  adminRevokeRewardRoute,
} from '@hs/contracts/referral-admin';
import { actorOf } from '../audit/audit.ts';
import { requireViewer } from '../auth/guards.ts';
import { listReferrers, referrerDetail, revokeReward } from '../backoffice/referral.ts';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import type { AppEnv, Services } from '../context.ts';
import { staffMay } from '../policy/policy.ts';

// spec 001 section 2: /admin/referral; section 6: Referral Program for admin, dev, sales.
export function referralAdminRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const may = staffMay({ do: 'staff.referrals' });
  const rewardCredits = () =>
    (services.config.billing ?? DEFAULT_BILLING_CONFIG).referralRewardCredits;

  app.openapi({ ...adminReferralsRoute, middleware: [may] }, async (c) => {
    const { rows, paging, summary } = await listReferrers(db, c.req.valid('query'));
    return c.json(
      {
        success: true as const,
        rows,
        paging,
        summary: { ...summary, rewardCredits: rewardCredits() },
      },
      200,
    );
  });

  app.openapi({ ...adminReferrerRoute, middleware: [may] }, async (c) =>
    c.json(
      {
        success: true as const,
        data: await referrerDetail(db, c.req.valid('param').uid, services.config.baseUrl),
      },
      200,
    ),
  );

  app.openapi({ ...adminRevokeRewardRoute, middleware: [may] }, async (c) => {
    const done = await revokeReward(
      db,
      actorOf(requireViewer(c)),
      c.req.valid('param').id,
      c.req.valid('json').note,
    );
    return c.json({ success: true as const, ...done }, 200);
  });

  return app;
}
