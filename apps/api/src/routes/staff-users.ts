import { OpenAPIHono } from '@hono/zod-openapi';
import {
  getStaffUserRoute,
  impersonateUserRoute,
  listStaffUsersRoute,
  setStaffRoleRoute,
  setTestUserRoute,
  stopImpersonationRoute,
} from '@hs/contracts/staff-users';
import { actorOf } from '../audit/audit.ts';
import { requireViewer, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { authorize, principalOf, staffMay } from '../policy/policy.ts';
import { startImpersonation, stopImpersonation } from '../staff-users/impersonation.ts';
import {
  listStaffUsers,
  setStaffRole,
  setTestUser,
  staffUserDetail,
} from '../staff-users/service.ts';

// spec 001 section 2: /admin/user; section 6: Users for admin, dev, support, sales.
export function staffUserRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...listStaffUsersRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.users' });
    return c.json(
      { success: true as const, ...(await listStaffUsers(db, c.req.valid('query'))) },
      200,
    );
  });

  app.openapi({ ...getStaffUserRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.users' });
    const data = await staffUserDetail(db, c.req.valid('param').uid);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...setStaffRoleRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.user-role' });
    const { uid } = c.req.valid('param');
    await setStaffRole(db, actorOf(requireViewer(c)), uid, c.req.valid('json').adminRole);
    return c.json({ success: true as const, data: await staffUserDetail(db, uid) }, 200);
  });

  app.openapi({ ...setTestUserRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'staff.users' });
    const { uid } = c.req.valid('param');
    await setTestUser(db, actorOf(requireViewer(c)), uid, c.req.valid('json').isTestUser);
    return c.json({ success: true as const, data: await staffUserDetail(db, uid) }, 200);
  });

  // Decision 037: sign in as the user (admin only, customers only; audited).
  app.openapi(
    { ...impersonateUserRoute, middleware: [staffMay({ do: 'staff.impersonate' })] },
    async (c) => {
      const viewer = requireViewer(c);
      const started = await startImpersonation(services, {
        viewer,
        actor: actorOf(viewer),
        targetUid: c.req.valid('param').uid,
        headers: c.req.raw.headers,
      });
      for (const cookie of started.cookies) c.header('set-cookie', cookie, { append: true });
      c.header('cache-control', 'no-store');
      return c.json({ success: true as const, expiresAt: started.expiresAt }, 200);
    },
  );

  app.openapi({ ...stopImpersonationRoute, middleware: [signedIn] }, async (c) => {
    const stopped = await stopImpersonation(services, {
      viewer: requireViewer(c),
      headers: c.req.raw.headers,
    });
    for (const cookie of stopped.cookies) c.header('set-cookie', cookie, { append: true });
    c.header('cache-control', 'no-store');
    return c.json(
      { success: true as const, restored: stopped.restored, backTo: stopped.backTo },
      200,
    );
  });

  return app;
}
