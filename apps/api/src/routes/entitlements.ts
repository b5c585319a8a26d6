import { OpenAPIHono } from '@hono/zod-openapi';
import { adminGrantRoute, adminLedgerRoute, entitlementsRoute } from '@hs/contracts/entitlements';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { grant, revoke } from '../entitlements/grants.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { entitlementsOf } from '../entitlements/view.ts';
import { ledgerOf } from '../entitlements/read.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import { actorOf, recordStaffAction } from '../audit/audit.ts';

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
    await ledgerOf(db, body.uid); // 404 for nobody
    const amount = await db.transaction(async (tx) => {
      const before = (await balancesOf(tx, body.uid))[body.kind] ?? 0;
      let moved = body.amount;
      if (body.action === 'revoke') {
        moved = await revoke(tx, { ...body, byUid: staff.uid });
      } else {
        await grant(tx, {
          uid: body.uid,
          kind: body.kind,
          amount: body.amount,
          reason: 'grant',
          note: body.note,
          byUid: staff.uid,
          ...(body.packageId ? { packageId: body.packageId } : {}),
        });
      }
      const after = (await balancesOf(tx, body.uid))[body.kind] ?? 0;
      await recordStaffAction(tx, actorOf(staff), {
        action: `ledger.${body.action}`,
        targetType: 'user',
        targetId: body.uid,
        before: { kind: body.kind, balance: before },
        after: {
          kind: body.kind,
          balance: after,
          amount: moved,
          reason: body.note,
          ...(body.packageId ? { packageId: body.packageId } : {}),
        },
      });
      return moved;
    });
    const ledger = await ledgerOf(db, body.uid);
    c.get('log').info({ uid: body.uid, kind: body.kind, action: body.action, amount }, 'ledger');
    return c.json({ success: true as const, data: { amount, ledger } }, 200);
  });

  return app;
}
