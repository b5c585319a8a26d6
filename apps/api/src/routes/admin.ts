import { OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { listAuditRoute } from '@hs/contracts/audit';
import { emailPreviewsRoute, listEmailsRoute, resendEmailRoute } from '@hs/contracts/email';
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
import { mailPreviews } from '../mail/previews.ts';
import { REDACTED } from '../mail/redact.ts';
import { settledParameter } from '../parameters.ts';

const AUDIT_PATH = '/admin/audit';
const EMAIL_PATH = '/admin/email';

type OutboxRow = typeof emailOutbox.$inferSelect;
const outboxEmail = (r: OutboxRow) => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  kind: r.kind,
  status: r.status,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
});

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

  app.openapi({ ...listAuditRoute, middleware: [staffOnly(AUDIT_PATH)] }, async (c) => {
    requireStaff(c, AUDIT_PATH);
    return c.json(
      { success: true as const, ...(await listStaffAudit(db, c.req.valid('query'))) },
      200,
    );
  });

  app.openapi({ ...listEmailsRoute, middleware: [staffOnly(EMAIL_PATH)] }, async (c) => {
    requireStaff(c, EMAIL_PATH);
    const { to, limit } = c.req.valid('query');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(limit);
    return c.json({ success: true as const, emails: rows.map(outboxEmail) }, 200);
  });

  // Sent again as stored, to the same recipient only. A mail whose one-time link was kept
  // redacted (decision 012) cannot be: the link would be dead, and staff never see it.
  app.openapi({ ...resendEmailRoute, middleware: [staffOnly(EMAIL_PATH)] }, async (c) => {
    const staff = requireStaff(c, EMAIL_PATH);
    const { id } = c.req.valid('param');
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new AppError('email.unknown');
    if (row.text.includes(REDACTED) || row.html.includes(REDACTED)) {
      throw new AppError('email.holdsSecret');
    }
    // A new outbox row, queued for its delivery job (decision 043): the answer shows it
    // queued, the list shows it sent or failed once the job ran.
    const outboxId = await services.mailer.sendRecorded({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      kind: row.kind,
    });
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId!));
    await recordStaffAction(db, actorOf(staff), {
      action: 'email.resend',
      targetType: 'email',
      targetId: row.id,
      before: null,
      after: { to: row.to, kind: row.kind, outboxId, status: sent!.status },
    });
    return c.json({ success: true as const, email: outboxEmail(sent!) }, 200);
  });

  app.openapi({ ...emailPreviewsRoute, middleware: [staffOnly(EMAIL_PATH)] }, async (c) => {
    requireStaff(c, EMAIL_PATH);
    const brand = services.config.site?.brandName ?? 'Headshot Studio';
    return c.json({ success: true as const, templates: mailPreviews(brand) }, 200);
  });

  return app;
}
