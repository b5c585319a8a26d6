import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';
import { repoRoot } from './paths.ts';

// Issue 35 item 10: `npm start` did not come back after its process was killed.
const HOLDER = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'data-dir-holder.ts');
const holderArgs = (dir: string) => ['--import', 'tsx', HOLDER, dir];

interface Running {
  child: ChildProcess;
  output: string;
  /** Resolves once the output holds `text` (and all of the process's output has closed). */
  said(text: string): Promise<void>;
  exited: Promise<unknown>;
}

const running: Running[] = [];

function run(args: string[]): Running {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state: Running = {
    child,
    output: '',
    said: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (state.output.includes(text)) resolve();
        };
        child.stdout!.on('data', check);
        child.once('close', () =>
          state.output.includes(text) ? resolve() : reject(new Error(state.output)),
        );
        check();
      }),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
  child.stdout!.on('data', (chunk: Buffer) => void (state.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (state.output += chunk.toString()));
  running.push(state);
  return state;
}

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hs-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const r of running.splice(0)) {
      r.child.kill('SIGKILL');
      await r.exited;
    }
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second live process, and is taken over once the holder is killed with SIGKILL', async () => {
    const dir = folder();
    const holder = run(holderArgs(dir));
    await holder.said('locked');
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another process (pid ${holder.child.pid}) is using ${dir}`,
    );
    holder.child.kill('SIGKILL');
    await holder.exited;
    // Its server.pid is still there; nothing holds the lock any more.
    const unlock = await lockDataDir(dir);
    const second = run(holderArgs(dir));
    await expect(second.said('locked')).rejects.toThrow(/Another process \(pid \d+\)/);
    unlock();
  });

  it('starts when server.pid names a live process that holds nothing (its pid reused)', async () => {
    const dir = folder();
    // A container restarted gives the same pids again: the old server's may be npm's now.
    writeFileSync(join(dir, 'server.pid'), String(process.ppid));
    const unlock = await lockDataDir(dir);
    unlock();
  });

  it('lets go when the process that started it is killed with SIGKILL, as npm start is', async () => {
    const dir = folder();
    // As scripts/start.mjs starts the server: a child with an IPC channel.
    const launcher = run([
      '-e',
      `require('node:child_process').spawn(process.execPath, ${JSON.stringify(holderArgs(dir))}, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }); setInterval(() => {}, 1 << 30);`,
    ]);
    await launcher.said('locked');
    launcher.child.kill('SIGKILL');
    // The server's output is the launcher's: it says it stopped after the launcher died.
    await launcher.said('stopped');
    const unlock = await lockDataDir(dir);
    unlock();
  });
});
