import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@hs/db/database';
import { emailOutbox } from '@hs/db/schema';
import type { Logger } from '../logger.ts';
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
   * As `send`, answering the outbox row's id. A failed delivery throws, the error carrying
   * `outboxId` (the row, marked with the error).
   */
  sendRecorded(mail: Mail): Promise<string | undefined>;
}

/**
 * Every mail is recorded in the outbox table, its secrets redacted. With SMTP_URL it is
 * also delivered by nodemailer and marked sent or failed; without, the outbox is where it
 * lands, and the links with secrets go to the server log so a one-machine demo still
 * signs in.
 */
export function createMailer(options: {
  db: Database;
  logger: Logger;
  smtpUrl?: string | undefined;
  from: string;
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
          status: transport ? 'failed' : 'outbox',
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
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(messageId ? { messageId } : {}),
          ...(inReplyTo ? { inReplyTo } : {}),
          ...(references?.length ? { references } : {}),
          ...(replyTo ? { replyTo } : {}),
        });
        await options.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, row.id));
        return row.id;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.logger.error({ err: error, to: mail.to, kind: mail.kind }, 'mail delivery failed');
        await options.db
          .update(emailOutbox)
          .set({ error: message })
          .where(eq(emailOutbox.id, row.id));
        throw Object.assign(error instanceof Error ? error : new Error(message), {
          outboxId: row.id,
        });
      }
    },
  };
  return mailer;
}
