// Server-side rendering of the home page (the public frame with its stats from the
// database, the page, hydration data) under autocannon. Target (issue 7): p50 <= 30 ms.
// One connection measures a render's latency; more show it queued behind the others on
// the one process. The server's CPU time per request does not depend on other load on
// the machine, unlike the latencies.
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from './support/servers.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = (process.env.BENCH_SSR_PAGES ?? '/,/de,/blog').split(',');
const CONNECTIONS = [1, 10];

/** The server process listening on `port` (found by its environment). */
function serverPid(port: string): string {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (env.includes(`PORT=${port}`) && cmd.includes('main.js')) return pid;
    } catch {
      // a process that ended or is not ours
    }
  }
  throw new Error(`no server process on port ${port}`);
}

/** CPU seconds (user + system) the process has used: unaffected by other load. */
function cpuSeconds(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const server = await startServer(join(root, 'apps/api/dist/main.js'), { LOG_LEVEL: 'warn' });
const pid = serverPid(new URL(server.url).port);
try {
  const rows = [];
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    await autocannon({ url, connections: 10, duration: 2 }); // warm-up
    for (const connections of CONNECTIONS) {
      const cpuBefore = cpuSeconds(pid);
      const r = await autocannon({ url, connections, duration: DURATION });
      const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / r.requests.total;
      if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rows.push({
        page: path,
        connections,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'server CPU ms/req': Number(cpuMs.toFixed(1)),
        'HTML KB': Number((bytes / 1024).toFixed(1)),
      });
    }
  }
  console.log(`\nSSR under autocannon, ${DURATION} s per row, one server process (PGlite)`);
  console.table(rows);
  console.log(`peak server memory: ${server.peakRssMb()} MB`);
} finally {
  await server.stop();
}
