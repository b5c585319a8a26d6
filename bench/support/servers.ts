import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** USER_HZ of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process id (for its CPU time in /proc). */
  pid: number;
  /** Peak resident memory of the server process so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Resident memory now of the server process and every process it started, in MB. */
  treeRssMb(): number;
  /**
   * CPU seconds (user and system) used so far by the server process and every process it
   * started: a cost per request that other work on the machine does not change.
   */
  treeCpuSeconds(): number;
  stop(): Promise<void>;
}

// Up to 90 s: a new data folder runs initdb, the migrations and the demo seed, which take
// far longer than usual on a machine busy with other work.
async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts a Node server script in its own process, so the load generator does not share its loop. */
export async function startServer(
  script: string,
  env: Record<string, string> = {},
  /** Node's own flags for the server, e.g. ['--cpu-prof']. */
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hs-bench-'));
  const logFile = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : null;
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    // BENCH_SERVER_LOG=file keeps the servers' own log (their stdout) there.
    stdio: ['ignore', logFile === null ? 'ignore' : logFile, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child);
  return {
    url,
    pid: child.pid!,
    peakRssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
    },
    treeCpuSeconds: () => {
      const ticks = (pid: number): number => {
        try {
          // Fields after the command's closing parenthesis: utime and stime are 14 and 15.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
            .split(' ')
            .filter(Boolean)
            .map(Number);
          const own = Number(fields[11]) + Number(fields[12]);
          return own + children.reduce((sum, child) => sum + ticks(child), 0);
        } catch {
          return 0; // a process that ended meanwhile
        }
      };
      return ticks(child.pid!) / CLOCK_TICKS_PER_SECOND;
    },
    treeRssMb: () => {
      const kb = (pid: number): number => {
        try {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
            .split(' ')
            .filter(Boolean)
            .map(Number);
          const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
          return own + children.reduce((sum, child) => sum + kb(child), 0);
        } catch {
          return 0; // a process that ended meanwhile
        }
      };
      return Math.round(kb(child.pid!) / 1024);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
