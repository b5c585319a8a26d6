import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { repoRoot } from './paths.ts';

// The built entry (`npm test` builds before the suites run), as `npm start` runs it.
const ENTRY = join(repoRoot(), 'apps/api/dist/main.js');

describe.skipIf(!existsSync(ENTRY))('the primary of several web processes', () => {
  it('stops with exit code 1, without starting others in a loop, when one cannot start', async () => {
    const child = spawn(process.execPath, [ENTRY], {
      env: {
        PATH: process.env.PATH,
        // Nothing listens on port 1: the first web process fails as it opens the database.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        AUTH_SECRET: 'a'.repeat(40),
        WEB_PROCESSES: '2',
        PORT: '4979', // never listened on: the process fails before
        HOST: '127.0.0.1',
        DATA_DIR: join(tmpdir(), 'hs-cluster-test'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Whatever happens (a loop never ends by itself), nothing is left running.
    onTestFinished(() => void child.kill('SIGKILL'));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.match(/a web process could not start/g)).toHaveLength(1);
    expect(output).not.toContain('starting another');
    expect(output).not.toContain('web processes started');
  }, 30_000);
});
