import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '../../apps/api/src/testing/smtp-sink.ts';

/**
 * The journeys' mailbox: the real SMTP sink the server delivers to, read over HTTP
 * (`GET /mails?to=`) because the journeys run in other processes than the global set-up.
 * The outbox at /admin/email keeps sign-in and reset tokens redacted (decision 012), so
 * this is where a journey finds its links, as a person finds them in their inbox.
 */
export async function startMailbox() {
  const sink = await startSmtpSink();
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
    const mails = sink.mails
      .filter((m) => !to || m.to.includes(to))
      .map((m) => ({ to: m.to, text: m.text }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ mails }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: sink.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
    },
  };
}
