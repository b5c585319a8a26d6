import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../paths.ts';

// Test only: the product's own processes (the built server and worker) started as a
// deployment would start them, watched through their output, killed for real.

export interface Proc {
  name: string;
  child: ChildProcess;
  output: string;
  exited: Promise<number | null>;
}

/**
 * Runs `node [nodeArgs] <entry>` from the repository root with `env` over the test's
 * environment (`['--import', 'tsx']` runs an entry from source).
 */
export function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Proc {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name,
    child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  const read = (chunk: Buffer) => void (proc.output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return proc;
}

/** SIGKILL: no shutdown handler runs, nothing is handed back. */
export async function killHard(proc: Proc): Promise<void> {
  proc.child.kill('SIGKILL');
  await proc.exited;
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: () => string,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A port for a process that listens later, free now. Chosen below the ephemeral range
 * (Linux: 32768 to 60999) from which the OS hands out port 0 and outgoing connections' own
 * ports: a port from that range, let go and listened on later, can meanwhile become another
 * socket's (EADDRINUSE); below it only a deliberate listener can take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
