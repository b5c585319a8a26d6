import { OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { listAuditRoute } from '@hs/contracts/audit';
import { listEmailsRoute } from '@hs/contracts/email';
import {
  ParameterValueSchemas,
  getParametersRoute,
  putParameterRoute,
} from '@hs/contracts/parameters';
import { emailOutbox } from '@hs/db/schema';
import { requireStaff, staffOnly } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { actorOf, listStaffAudit, recordStaffAction } from '../audit/audit.ts';

const AUDIT_PATH = '/admin/audit';

export function adminRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi(
    { ...getParametersRoute, middleware: [staffOnly('/admin/parameters')] },
    async (c) => {
      requireStaff(c, '/admin/parameters');
      return c.json({ success: true as const, parameters: await services.parameters.get() }, 200);
    },
  );

  app.openapi({ ...putParameterRoute, middleware: [staffOnly('/admin/parameters')] }, async (c) => {
    const staff = requireStaff(c, '/admin/parameters');
    const { key } = c.req.valid('param');
    const parsed = ParameterValueSchemas[key].safeParse(c.req.valid('json').value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `${key}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`;
      throw new AppError('input.invalid', { field: key }, { message: message.trim() });
    }
    const parameters = await services.parameters.set(key, parsed.data as never, (tx, before) =>
      recordStaffAction(tx, actorOf(staff), {
        action: 'parameter.set',
        targetType: 'parameter',
        targetId: key,
        before,
        after: parsed.data,
      }),
    );
    c.get('log').info({ key, value: parsed.data, by: staff.uid }, 'parameter changed');
    return c.json({ success: true as const, parameters }, 200);
  });

  app.openapi({ ...listAuditRoute, middleware: [staffOnly(AUDIT_PATH)] }, async (c) => {
    requireStaff(c, AUDIT_PATH);
    return c.json(
      { success: true as const, ...(await listStaffAudit(db, c.req.valid('query'))) },
      200,
    );
  });

  app.openapi({ ...listEmailsRoute, middleware: [staffOnly('/admin/email')] }, async (c) => {
    requireStaff(c, '/admin/email');
    const { to, limit } = c.req.valid('query');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(limit);
    return c.json(
      {
        success: true as const,
        emails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          kind: r.kind,
          status: r.status,
          error: r.error,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      200,
    );
  });

  return app;
}
