import { OpenAPIHono } from '@hono/zod-openapi';
import { adminGrantRoute, adminLedgerRoute, entitlementsRoute } from '@hs/contracts/entitlements';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { entitlementsOf } from '../entitlements/view.ts';
import { ledgerOf } from '../entitlements/read.ts';
import { changeLedger } from '../entitlements/staff-change.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import { actorOf } from '../audit/audit.ts';

export function entitlementRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...entitlementsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    authorize(principalOf(c), { do: 'entitlements.read', owner: viewer.uid });
    const data = await entitlementsOf(services, viewer);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...adminLedgerRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.ledger-read' });
    const data = await ledgerOf(db, c.req.valid('param').uid);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...adminGrantRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.ledger-grant' });
    const staff = requireUser(c);
    const body = c.req.valid('json');
    const { amount, ledger } = await changeLedger(db, actorOf(staff), body);
    c.get('log').info({ uid: body.uid, kind: body.kind, action: body.action, amount }, 'ledger');
    return c.json({ success: true as const, data: { amount, ledger } }, 200);
  });

  return app;
}
