import { OpenAPIHono } from '@hono/zod-openapi';
import { listAuditRoute } from '@hs/contracts/audit';
import { emailPreviewsRoute, listEmailsRoute, resendEmailRoute } from '@hs/contracts/email';
import {
  ParameterValueSchemas,
  getParametersRoute,
  putParameterRoute,
} from '@hs/contracts/parameters';
import { requireUser } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { actorOf, listStaffAudit, recordStaffAction } from '../audit/audit.ts';
import { listOutboxEmails, resendEmail } from '../mail/outbox.ts';
import { mailPreviews } from '../mail/previews.ts';
import { settledParameter } from '../parameters.ts';
import { staffMay } from '../policy/policy.ts';

const PARAMETERS = staffMay({ do: 'staff.parameters' });
const AUDIT = staffMay({ do: 'staff.audit' });
const EMAIL = staffMay({ do: 'staff.email' });

export function adminRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...getParametersRoute, middleware: [PARAMETERS] }, async (c) =>
    c.json({ success: true as const, parameters: await services.parameters.get() }, 200),
  );

  app.openapi({ ...putParameterRoute, middleware: [PARAMETERS] }, async (c) => {
    const staff = requireUser(c);
    const { key } = c.req.valid('param');
    const parsed = ParameterValueSchemas[key].safeParse(c.req.valid('json').value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `${key}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`;
      throw new AppError('input.invalid', { field: key }, { message: message.trim() });
    }
    const value = settledParameter(key, parsed.data as never);
    const parameters = await services.parameters.set(key, value, (tx, before) =>
      recordStaffAction(tx, actorOf(staff), {
        action: 'parameter.set',
        targetType: 'parameter',
        targetId: key,
        before,
        after: value,
      }),
    );
    c.get('log').info({ key, value, by: staff.uid }, 'parameter changed');
    return c.json({ success: true as const, parameters }, 200);
  });

  app.openapi({ ...listAuditRoute, middleware: [AUDIT] }, async (c) => {
    return c.json(
      { success: true as const, ...(await listStaffAudit(db, c.req.valid('query'))) },
      200,
    );
  });

  app.openapi({ ...listEmailsRoute, middleware: [EMAIL] }, async (c) => {
    const emails = await listOutboxEmails(db, c.req.valid('query'));
    return c.json({ success: true as const, emails }, 200);
  });

  // Sent again as stored, to the same recipient only (never a mail with a redacted link).
  app.openapi({ ...resendEmailRoute, middleware: [EMAIL] }, async (c) => {
    const staff = actorOf(requireUser(c));
    const email = await resendEmail(db, services.mailer, staff, c.req.valid('param').id);
    return c.json({ success: true as const, email }, 200);
  });

  app.openapi({ ...emailPreviewsRoute, middleware: [EMAIL] }, async (c) => {
    const brand = services.config.site?.brandName ?? 'Headshot Studio';
    return c.json({ success: true as const, templates: mailPreviews(brand) }, 200);
  });

  return app;
}
