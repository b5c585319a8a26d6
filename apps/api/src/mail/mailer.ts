import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@hs/db/database';
import { emailOutbox } from '@hs/db/schema';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, e.g. 'magic-link'; shown in /admin/email. */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in the outbox table. With SMTP_URL it is also delivered by
 * nodemailer and marked sent or failed; without, the outbox is where it lands.
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
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ ...mail, status: transport ? 'failed' : 'outbox' })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.logger.error({ err: error, to: mail.to, kind: mail.kind }, 'mail delivery failed');
        await options.db
          .update(emailOutbox)
          .set({ error: message })
          .where(eq(emailOutbox.id, row.id));
        throw error;
      }
    },
  };
}
