import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { DatabaseHandle } from '@hs/db/database';
import { emailOutbox } from '@hs/db/schema';
import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  const stored = async (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('without SMTP keeps the redacted copy and logs the link at info level', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ db: database.db, logger, from: 'Test <t@test.local>' });
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
    const mailer = createMailer({ db: database.db, logger, from: 'Test <t@test.local>' });
    await mailer.send(existingAccountMail('plain@example.com', 'http://127.0.0.1/auth/login'));
    const [row] = await stored('plain@example.com');
    expect(row!.text).toContain('http://127.0.0.1/auth/login');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });

  it('with SMTP delivers the real link, keeps the redacted copy and logs no link', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      db: database.db,
      logger,
      smtpUrl: smtp.url,
      from: 'Test <t@test.local>',
    });
    const since = smtp.mails.length;
    await mailer.send(resetPasswordMail('online@example.com', LINK, TOKEN));
    expect((await smtp.next('online@example.com', since)).text).toContain(LINK);
    const [row] = await stored('online@example.com');
    expect(row).toMatchObject({ status: 'sent', kind: 'reset-password' });
    expect(`${row!.text}${row!.html}`).not.toContain(TOKEN);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => l.msg.includes(TOKEN))).toEqual([]);
  });
});
