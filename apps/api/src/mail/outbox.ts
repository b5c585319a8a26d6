import { desc, eq } from 'drizzle-orm';
import type { OutboxEmail } from '@hs/contracts/email';
import type { Database } from '@hs/db/database';
import { emailOutbox } from '@hs/db/schema';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from './mailer.ts';
import { REDACTED } from './redact.ts';

// Issue 19, Content: the back office's Emails item reads the outbox and sends a mail again.

type OutboxRow = typeof emailOutbox.$inferSelect;
const outboxEmail = (r: OutboxRow): OutboxEmail => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  kind: r.kind,
  status: r.status,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
});

/** The outbox, newest first, to one address when given. */
export async function listOutboxEmails(
  db: Database,
  query: { to?: string | undefined; limit: number },
): Promise<OutboxEmail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(query.to ? eq(emailOutbox.to, query.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(query.limit);
  return rows.map(outboxEmail);
}

/**
 * Sent again as stored, to the same recipient only. A mail whose one-time link was kept
 * redacted (decision 012) cannot be: the link would be dead, and staff never see it.
 */
export async function resendEmail(
  db: Database,
  mailer: Mailer,
  staff: StaffActor,
  id: string,
): Promise<OutboxEmail> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new AppError('email.unknown');
  if (row.text.includes(REDACTED) || row.html.includes(REDACTED)) {
    throw new AppError('email.holdsSecret');
  }
  // A new outbox row, queued for its delivery job (decision 043): the answer shows it
  // queued, the list shows it sent or failed once the job ran.
  const outboxId = await mailer.sendRecorded({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
  });
  const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId!));
  await recordStaffAction(db, staff, {
    action: 'email.resend',
    targetType: 'email',
    targetId: row.id,
    before: null,
    after: { to: row.to, kind: row.kind, outboxId, status: sent!.status },
  });
  return outboxEmail(sent!);
}
