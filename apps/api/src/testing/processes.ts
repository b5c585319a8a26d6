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

/** Runs `node <entry>` from the repository root with `env` over the test's environment. */
export function startProcess(name: string, entry: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [entry], {
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

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
