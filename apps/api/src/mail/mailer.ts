import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@hs/db/database';
import { emailOutbox } from '@hs/db/schema';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { mailDeliverJob, type MailDelivery } from './deliver-job.ts';
import { linksWithSecrets, redactSecrets } from './redact.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, e.g. 'magic-link'; shown in /admin/email. */
  kind: string;
  /**
   * One-time values the mail carries (sign-in, confirmation and reset tokens): delivered
   * as they are, kept as [redacted] in the outbox that staff read (decision 012).
   */
  secrets?: readonly string[];
  /** Threading (support replies): this mail's Message-ID and the one it answers. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  /** Where an answer to this mail should go (a support notification: the requester). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * As `send`, answering the outbox row's id. With SMTP the row is queued (status
   * 'outbox') and a `mail.deliver` job sends it; the row says 'sent' or 'failed' after.
   */
  sendRecorded(mail: Mail): Promise<string | undefined>;
  /** The delivery job's work: sends the outbox row over SMTP and marks it sent. */
  deliver(delivery: MailDelivery): Promise<void>;
  /** The delivery job gave up: the row says failed, with the error. */
  deliveryFailed(outboxId: string, error: Error): Promise<void>;
}

/** AES-256-GCM under `key`: iv, tag and ciphertext, base64url. */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Every mail is recorded in the outbox table, its secrets redacted. With SMTP_URL a
 * `mail.deliver` job in the urgent lane delivers it with nodemailer and marks it sent or
 * failed (the sender waits for the row, not for SMTP); without, the outbox is where it
 * lands, and the links with secrets go to the server log so a one-machine demo still
 * signs in.
 */
export function createMailer(options: {
  db: Database;
  logger: Logger;
  smtpUrl?: string | undefined;
  from: string;
  /** Where delivery jobs go (with SMTP_URL). */
  jobs: JobQueue;
  /** Seals a mail's secrets in its delivery job (32 bytes, derived from AUTH_SECRET). */
  sealKey: Buffer;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  const mailer: Mailer = {
    async send(mail) {
      await mailer.sendRecorded(mail);
    },
    async sendRecorded({ secrets = [], messageId, inReplyTo, references, replyTo, ...mail }) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          ...mail,
          text: redactSecrets(mail.text, secrets),
          html: redactSecrets(mail.html, secrets),
          status: 'outbox',
        })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        const links = linksWithSecrets(mail.text, secrets);
        if (links.length) {
          options.logger.info(
            { to: mail.to, kind: mail.kind },
            `mail not delivered (no SMTP_URL); link for ${mail.to}: ${links.join(' ')}`,
          );
        }
        return row?.id;
      }
      if (!row) return undefined;
      await options.jobs.enqueue(mailDeliverJob, {
        outboxId: row.id,
        ...(secrets.length
          ? { sealed: seal(options.sealKey, JSON.stringify({ text: mail.text, html: mail.html })) }
          : {}),
        ...(messageId ? { messageId } : {}),
        ...(inReplyTo ? { inReplyTo } : {}),
        ...(references?.length ? { references } : {}),
        ...(replyTo ? { replyTo } : {}),
      });
      return row.id;
    },
    async deliver({ outboxId, sealed, messageId, inReplyTo, references, replyTo }) {
      if (!transport) throw new Error('mail.deliver needs SMTP_URL');
      const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      // Gone with its account, or delivered by an earlier run of this job.
      if (!row || row.status === 'sent') return;
      const { text, html } = sealed
        ? (JSON.parse(unseal(options.sealKey, sealed)) as { text: string; html: string })
        : row;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text,
          html,
          ...(messageId ? { messageId } : {}),
          ...(inReplyTo ? { inReplyTo } : {}),
          ...(references?.length ? { references } : {}),
          ...(replyTo ? { replyTo } : {}),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.logger.warn({ err: error, to: row.to, kind: row.kind }, 'mail delivery failed');
        // Still in the outbox: the job tries again, and says failed when it gives up.
        await options.db
          .update(emailOutbox)
          .set({ error: message })
          .where(eq(emailOutbox.id, outboxId));
        throw error;
      }
      await options.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, outboxId));
    },
    async deliveryFailed(outboxId, error) {
      options.logger.error({ err: error, outboxId }, 'mail not delivered, gave up');
      await options.db
        .update(emailOutbox)
        .set({ status: 'failed', error: error.message })
        .where(eq(emailOutbox.id, outboxId));
    },
  };
  return mailer;
}
