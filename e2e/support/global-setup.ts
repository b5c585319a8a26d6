import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/api/src/testing/processes.ts';
import { startMailbox } from './mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The mailbox of support/mailbox.ts: the mail the server delivered over SMTP. */
    mailboxUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

// Startup (migrations on PGlite, models, the web build) takes a few seconds on a quiet
// machine; CI starts it while three test workers are busy, where 45 s has been measured.
const STARTUP_SECONDS = 180;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy in ${STARTUP_SECONDS} s:\n${output()}`);
}

/**
 * Starts the built production server on a free port with an empty data folder, delivering
 * its mail to a real SMTP sink the journeys read.
 */
export default async function setup(project: TestProject) {
  const entry = join(root, 'apps/api/dist/main.js');
  if (!existsSync(entry))
    throw new Error('The app is not built: run `npm run build` (npm test does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'hs-e2e-'));
  const mailbox = await startMailbox();
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: mailbox.smtpUrl,
      SEED_DEMO_ACCOUNTS: 'true',
      // The demo gallery takes a minute of CPU at first start; journeys make their own models.
      SEED_DEMO_GALLERY: 'false',
      // Journeys sign in many times from one address; the limits have their own tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ACCOUNT_CREATION_LIMIT_PER_HOUR: '10000',
      // The organization journey's webhook receiver listens on loopback (decision 035).
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log).catch(async (error: unknown) => {
    await mailbox.close();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.url);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
