import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { desc } from 'drizzle-orm';
import { authSession } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxMissing, startNginx, type RunningNginx } from '../testing/nginx.ts';
import { freePort } from '../testing/processes.ts';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 35 item 2: behind a reverse proxy the client address was the leftmost
// X-Forwarded-For entry, which the client writes. Debian's nginx on loopback in front of the
// app: the client connects from 127.0.0.2, nginx reaches the app from 127.0.0.1 (nginx
// cannot be given port 0: its ports are chosen free first, testing/processes.ts).

const PASSWORD = 'correct horse battery';
const CLIENT_ADDRESS = '127.0.0.2';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from CLIENT_ADDRESS, over TLS when `ca` is given. */
function send(
  url: string,
  o: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    ca?: string;
    from?: string;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: o.method ?? 'GET',
        headers: o.headers,
        localAddress: o.from ?? CLIENT_ADDRESS,
        ...(o.ca ? { ca: o.ca } : {}),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.once('error', reject);
    req.end(o.body);
  });
}

// Without nginx the suite is skipped, and its title says why.
const title = nginxMissing ?? `behind Debian's nginx (${testDriver()})`;
describe.skipIf(nginxMissing)(title, () => {
  let smtp: SmtpSink;
  let oneHop: TestServer;
  let twoHops: TestServer;
  let nginx: RunningNginx;
  // TLS to the app behind one proxy; plain HTTP to it; TLS to a proxy in front of another.
  const port = { tls: 0, plain: 0, outer: 0, inner: 0 };
  const origins = () => [
    `https://127.0.0.1:${port.tls}`,
    `http://127.0.0.1:${port.plain}`,
    `https://127.0.0.1:${port.outer}`,
  ];

  const signIn = (base: string, email: string, password: string, forged?: string, from?: string) =>
    send(`${base}/api/auth/sign-in/email`, {
      ...(from ? { from } : {}),
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        ...(forged ? { 'x-forwarded-for': forged } : {}),
      },
      body: JSON.stringify({ email, password }),
      ca: nginx.certificate,
    });

  /** The address the identity provider stored with the newest session. */
  async function sessionAddress(server: TestServer) {
    const [row] = await server.database.db
      .select({ ip: authSession.ipAddress })
      .from(authSession)
      .orderBy(desc(authSession.createdAt))
      .limit(1);
    return row?.ip;
  }

  async function register(server: TestServer, email: string) {
    const client = new TestClient(server.url);
    const since = smtp.mails.length;
    await client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'N' });
    await client.follow(linkIn(await smtp.next(email, since), '/api/auth/verify-email'));
  }

  beforeAll(async () => {
    for (const name of ['tls', 'plain', 'outer', 'inner'] as const) port[name] = await freePort();
    smtp = await startSmtpSink();
    const options = { smtpUrl: smtp.url, trustedOrigins: origins, authRateLimitPerMinute: 3 };
    oneHop = await startTestServer({ ...options, trustProxy: true });
    twoHops = await startTestServer({ ...options, trustProxy: 2 });
    const upstream = (server: TestServer) => new URL(server.url).host;
    nginx = await startNginx([
      { port: port.tls, tls: true, upstream: upstream(oneHop) },
      { port: port.plain, tls: false, upstream: upstream(oneHop) },
      { port: port.outer, tls: true, upstream: `127.0.0.1:${port.inner}` },
      { port: port.inner, tls: false, upstream: upstream(twoHops) },
    ]);
    await register(oneHop, 'proxied@example.com');
    await register(twoHops, 'proxied@example.com');
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await oneHop?.close();
    await twoHops?.close();
    await smtp?.close();
  });

  it('sees the address nginx saw, not one the client forged in X-Forwarded-For', async () => {
    const base = `https://127.0.0.1:${port.tls}`;
    const res = await signIn(base, 'proxied@example.com', PASSWORD, '6.6.6.6');
    expect(res.status, res.body).toBe(200);
    expect(await sessionAddress(oneHop)).toBe(CLIENT_ADDRESS);
  });

  it('sees the address the outermost of two proxies saw with TRUST_PROXY=2', async () => {
    const base = `https://127.0.0.1:${port.outer}`;
    const res = await signIn(base, 'proxied@example.com', PASSWORD, '6.6.6.6, 7.7.7.7');
    expect(res.status, res.body).toBe(200);
    expect(await sessionAddress(twoHops)).toBe(CLIENT_ADDRESS);
  });

  it('keeps the per-address sign-in limit when the client rotates X-Forwarded-For', async () => {
    const base = `http://127.0.0.1:${port.plain}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const forged = `10.9.9.${i}`;
      const res = await signIn(base, `nobody${i}@example.com`, 'wrong', forged, '127.0.0.3');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('sends HSTS over the TLS nginx ends, and not over plain HTTP even when told https', async () => {
    const tls = await send(`https://127.0.0.1:${port.tls}/api/health`, { ca: nginx.certificate });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await send(`http://127.0.0.1:${port.plain}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
