import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; containing: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Loopback only: no reverse DNS of the client before the greeting (up to 1.5 s each
    // when the resolver is slow, which held mail jobs up behind one another).
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of waiting.splice(0)) {
          if (mail.to.includes(w.to) && mail.text.includes(w.containing)) w.resolve(mail);
          else waiting.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /**
     * The next mail to this address (or one already received after `since`), with
     * `containing` in its text when given: mail goes out through jobs, so an earlier
     * mail to the same address may still arrive after `since`. Waits up to 15 s (a busy
     * machine with a queue of mail before it).
     */
    next(to: string, since = 0, containing = ''): Promise<ReceivedMail> {
      const found = mails
        .slice(since)
        .find((m) => m.to.includes(to.toLowerCase()) && m.text.includes(containing));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiting.push({ to: to.toLowerCase(), containing, resolve });
        setTimeout(() => reject(new Error(`no mail to ${to} within 15 s`)), 15_000).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The first http(s) link in a mail that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+/g)?.find((u) => u.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${mail.text}`);
  return link;
}
