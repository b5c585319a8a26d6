// Checkout latency (issue 12): pricing a quote and creating an order, next to GET
// /api/health as the baseline, on ONE built server process (PGlite, default config: the
// offline test payment provider). Buyers are made over HTTP the way the API tests make
// them; each connection is its own buyer, because creating an order cancels that buyer's
// open one (one open checkout per person). With a gift card the order also holds a
// reservation on the card's ledger lot; a card that pays everything makes the order free,
// so it is fulfilled at once. Server CPU time per request does not depend on the load
// generator sharing the machine, unlike the latencies.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/seed-demo.ts';
import { TestClient } from '../apps/api/src/testing/test-client.ts';
import { root, startServer, type RunningServer } from './support/servers.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
const STARTER = { packageId: 'starter', currency: 'usd' } as const;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body for buyer `i` (its connection); none for a signed-out GET. */
  body?: (i: number) => object;
}

/** CPU seconds (user + system) the process has used: unaffected by other load. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function ok(res: Promise<Response>, what: string): Promise<Record<string, unknown>> {
  const r = await res;
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** As apps/api/src/billing/test-helpers.ts newBuyer: anonymous session, id token, account. */
async function newBuyer(url: string): Promise<TestClient> {
  const client = new TestClient(url);
  await ok(client.post('/api/auth/sign-in/anonymous', {}), 'anonymous sign-in');
  await client.refreshToken();
  await ok(client.apiPost('/user', { uid: client.uid, email: 'buyer' }), 'POST /api/user');
  return client;
}

/** The headers the browser sends with an API call: session cookie, uid and id token. */
function apiHeaders(client: TestClient): Record<string, string> {
  return {
    origin: client.baseUrl,
    cookie: client.cookieHeader(),
    uid: client.uid!,
    idtoken: client.idToken!,
    'content-type': 'application/json',
  };
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  cpuMs: number;
}

async function measure(
  server: RunningServer,
  buyers: TestClient[],
  s: Scenario,
  connections: number,
  duration: number,
): Promise<Measured> {
  let next = 0;
  let firstError: string | null = null;
  const cpuBefore = cpuSeconds(server.pid);
  const r = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: s.method,
        path: s.path,
        onResponse: (status, body) => {
          if ((status < 200 || status >= 300) && firstError === null) {
            firstError = `${status} ${body}`;
          }
        },
      },
    ],
    // One buyer per connection: a connection has one request in flight at a time.
    setupClient: (client) => {
      const i = next++ % buyers.length;
      if (s.body) client.setHeadersAndBody(apiHeaders(buyers[i]!), JSON.stringify(s.body(i)));
    },
  });
  const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / r.requests.total;
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(
      `${s.name} at ${connections} connections: ${r.non2xx} non-2xx, ${r.errors} errors, ` +
        `${r.timeouts} timeouts; first error: ${firstError ?? '(none answered)'}`,
    );
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    cpuMs,
  };
}

const server = await startServer(join(root, 'apps/api/dist/main.js'), {
  LOG_LEVEL: 'info',
  PAYMENTS: 'auto', // no STRIPE_SECRET_KEY: the offline test provider
  STRIPE_SECRET_KEY: '',
  ACCOUNT_CREATION_LIMIT_PER_HOUR: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO_ACCOUNTS: 'true', // the admin who issues the gift cards
  SEED_DEMO_GALLERY: 'false', // its background generation would compete for the CPU
});
try {
  const buyers: TestClient[] = [];
  for (let i = 0; i < Math.max(CONNECTIONS, 1); i++) buyers.push(await newBuyer(server.url));

  const admin = new TestClient(server.url);
  const adminEmail = DEMO_ACCOUNTS.find((a) => a.adminRole === 'admin')!.email;
  const signIn = await admin.signIn(adminEmail, DEMO_PASSWORD);
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const issue = async (balance: number) => {
    const res = await ok(
      admin.apiPost('/admin/giftcard', { currency: 'usd', balance }),
      'POST /api/admin/giftcard',
    );
    return (res.data as { code: string }).code;
  };

  const quote = await ok(buyers[0]!.apiPost('/checkout/quote', STARTER), 'quote');
  const total = (quote.data as { total: number }).total;
  // One card per buyer paying half: each order holds a reservation and stays pending (the
  // buyer's next order releases it). One big shared card paying everything: free orders.
  const halfCards: string[] = [];
  for (let i = 0; i < buyers.length; i++) halfCards.push(await issue(Math.floor(total / 2)));
  const bigCard = await issue(100_000_000);

  const scenarios: Scenario[] = [
    { name: 'GET /api/health', method: 'GET', path: '/api/health' },
    {
      name: 'POST /api/checkout/quote',
      method: 'POST',
      path: '/api/checkout/quote',
      body: () => STARTER,
    },
    {
      name: 'POST /api/checkout/session (order)',
      method: 'POST',
      path: '/api/checkout/session',
      body: () => STARTER,
    },
    {
      name: 'order + gift card paying half (reserved)',
      method: 'POST',
      path: '/api/checkout/session',
      body: (i) => ({ ...STARTER, giftCardCode: halfCards[i] }),
    },
    {
      name: 'order + gift card paying all (free, fulfilled)',
      method: 'POST',
      path: '/api/checkout/session',
      body: () => ({ ...STARTER, giftCardCode: bigCard }),
    },
  ];

  // Each scenario answers as intended before it is measured.
  const probe = async (s: Scenario) =>
    s.body
      ? ok(buyers[0]!.apiPost(s.path.replace(/^\/api/, ''), s.body(0)), s.name)
      : ok(fetch(`${server.url}${s.path}`), s.name);
  const probed = [];
  for (const s of scenarios) probed.push((await probe(s)).data as Record<string, unknown>);
  const half = probed[3] as { quote: object };
  const free = probed[4]!;
  console.log(`starter in usd: ${total} cents; half card: ${JSON.stringify(half.quote)}`);
  console.log(`big card: ${JSON.stringify(free)}`);

  const results: ({ s: Scenario; connections: number } & Measured)[] = [];
  for (const s of scenarios) {
    await measure(server, buyers, s, CONNECTIONS, WARM_UP_SECONDS);
    for (const connections of [CONNECTIONS, 1]) {
      results.push({
        s,
        connections,
        ...(await measure(server, buyers, s, connections, DURATION)),
      });
    }
  }

  console.log(
    `\ncheckout under autocannon: ${DURATION} s per row after a ${WARM_UP_SECONDS} s warm-up, ` +
      `one server process (PGlite, test payment provider), one buyer per connection`,
  );
  console.table(
    results.map((r) => {
      const health = results.find((h) => h.s === scenarios[0] && h.connections === r.connections)!;
      return {
        route: r.s.name,
        conns: r.connections,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'non-2xx': r.non2xx,
        'server CPU ms/req': Number(r.cpuMs.toFixed(2)),
        'req/s ÷ health': Number((r.rps / health.rps).toFixed(2)),
        // autocannon counts whole milliseconds: health's p50 at one connection is 0 ms.
        'p50 × health': health.p50 > 0 ? Number((r.p50 / health.p50).toFixed(1)) : '—',
      };
    }),
  );
  console.log(`peak server memory: ${server.peakRssMb()} MB`);
} finally {
  await server.stop();
}
