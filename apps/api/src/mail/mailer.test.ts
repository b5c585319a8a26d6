import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { DatabaseHandle } from '@hs/db/database';
import { emailOutbox, job } from '@hs/db/schema';
import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Services } from '../context.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createJobRunner } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import { mailDeliverJob, type MailDelivery } from './deliver-job.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { createMailer } from './mailer.ts';
import { existingAccountMail, resetPasswordMail } from './templates.ts';

const TOKEN = 'Rs7kQ2mVx9LpT4wZ8nBc1yHd';
const LINK = `http://127.0.0.1/api/auth/reset-password/${TOKEN}?callbackURL=%2Fauth%2Freset-password`;

/** A pino logger at info level whose lines the test reads back. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe(`mailer (${testDriver()})`, () => {
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const common = {
    from: 'Test <t@test.local>',
    sealKey: Buffer.alloc(32, 7),
  };
  const offline = (logger: Logger) =>
    createMailer({ ...common, db: database.db, jobs: createJobQueue(database.db), logger });

  const stored = async (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('without SMTP keeps the redacted copy and logs the link at info level', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = offline(logger);
    await mailer.send(resetPasswordMail('offline@example.com', LINK, TOKEN));
    const [row] = await stored('offline@example.com');
    expect(row).toMatchObject({ status: 'outbox', kind: 'reset-password' });
    expect(row!.text).toContain('/api/auth/reset-password/[redacted]?callbackURL=');
    expect(`${row!.text}${row!.html}`).not.toContain(TOKEN);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: `mail not delivered (no SMTP_URL); link for offline@example.com: ${LINK}`,
      }),
    ]);
  });

  it('without SMTP logs nothing for a mail without secrets', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = offline(logger);
    await mailer.send(existingAccountMail('plain@example.com', 'http://127.0.0.1/auth/login'));
    const [row] = await stored('plain@example.com');
    expect(row!.text).toContain('http://127.0.0.1/auth/login');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });

  /** A mailer with SMTP, and its delivery jobs run by a runner of that one job. */
  function online(logger: Logger, smtpUrl = smtp.url) {
    const jobs = createJobQueue(database.db);
    const mailer = createMailer({ ...common, db: database.db, jobs, logger, smtpUrl });
    // The runner reads the database, logger and queue; the job's handler the mailer.
    const services = { database, logger, mailer, jobs } as unknown as Services;
    const runner = createJobRunner({
      services,
      definitions: [mailDeliverJob],
      concurrency: 1,
      leaseSeconds: 60,
    });
    return { mailer, runner };
  }
  const jobFor = async (outboxId: string) =>
    (await database.db.select().from(job).where(eq(job.name, 'mail.deliver@v1'))).find(
      (j) => (j.payload as MailDelivery).outboxId === outboxId,
    )!;

  it('with SMTP queues the mail in the urgent lane; its job delivers the real link, and no token is stored or logged', async () => {
    const { logger, lines } = capturingLogger();
    const { mailer, runner } = online(logger);
    const since = smtp.mails.length;
    const id = await mailer.sendRecorded(resetPasswordMail('online@example.com', LINK, TOKEN));
    // The sender waited for the row only: nothing delivered yet.
    const [queued] = await stored('online@example.com');
    expect(queued).toMatchObject({ id, status: 'outbox', kind: 'reset-password' });
    const pending = await jobFor(id!);
    expect(pending).toMatchObject({ lane: 'urgent', status: 'queued' });
    expect(JSON.stringify(pending.payload)).not.toContain(TOKEN);
    expect(smtp.mails.length).toBe(since);

    runner.start();
    try {
      expect((await smtp.next('online@example.com', since)).text).toContain(LINK);
      await vi.waitFor(async () => expect((await jobFor(id!)).status).toBe('succeeded'), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await runner.stop();
    }
    const [row] = await stored('online@example.com');
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(`${row!.text}${row!.html}`).not.toContain(TOKEN);
    // The sealed copy is gone from the job once delivered.
    expect((await jobFor(id!)).payload).toEqual({ outboxId: id });
    // Run again (a retry after a crash): the row is sent, nothing goes out twice.
    await mailer.deliver({ outboxId: id! });
    expect(smtp.mails.length).toBe(since + 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => l.msg.includes(TOKEN))).toEqual([]);
  });

  it('keeps a mail SMTP refused in the outbox with the error, and marks it failed when the job gives up', async () => {
    const { logger } = capturingLogger();
    // Nothing listens on port 9 of loopback: the connection is refused.
    const { mailer } = online(logger, 'smtp://127.0.0.1:9');
    const id = await mailer.sendRecorded(
      existingAccountMail('refused@example.com', 'http://127.0.0.1/auth/login'),
    );
    const delivery = (await jobFor(id!)).payload as MailDelivery;
    await expect(mailer.deliver(delivery)).rejects.toThrow();
    const [trying] = await stored('refused@example.com');
    expect(trying!.status).toBe('outbox');
    expect(trying!.error).toMatch(/ECONNREFUSED/);
    await mailer.deliveryFailed(id!, new Error('connect ECONNREFUSED 127.0.0.1:9'));
    const [failed] = await stored('refused@example.com');
    expect(failed).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:9' });
  });
});
