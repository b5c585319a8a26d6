// GET /api/health (a real database round trip, request id, log line, metrics) next to a
// bare Hono hello-world, same machine, same run. Prints both and their ratio.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { root, startServer } from './support/servers.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(name: string, url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const hello = await startServer(join(root, 'bench/support/hello-server.mjs'));
const baseline = await measure('bare Hono hello-world', `${hello.url}/api/health`);
await hello.stop();

const app = await startServer(join(root, 'apps/api/dist/main.js'), { LOG_LEVEL: 'info' });
const health = await measure('GET /api/health (PGlite)', `${app.url}/api/health`);
await app.stop();

console.log(
  `\nhealth throughput: ${CONNECTIONS} connections, ${DURATION} s each, one process each`,
);
console.table(
  [baseline, health].map((r) => ({
    server: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
  })),
);
console.log(`ratio health / hello-world: ${(health.rps / baseline.rps).toFixed(2)}`);
