import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * Where the lock listens. Issue 35 item 10: the lock was a pid file, and a process killed
 * with SIGKILL left it behind; once its pid was given to another live process (a container
 * restarted numbers its processes alike, `npm start`'s own process among them), every start
 * refused. A listening socket is the kernel's: it goes with its process, however it dies.
 * Linux: an abstract socket (no file), named by the data folder. Windows: a named pipe.
 * Elsewhere a socket file in the folder, which a dead process leaves behind (see below).
 */
function lockAddress(dataDir: string): { path: string; file: boolean } {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { path: `\0headshot-studio-${id}`, file: false };
  if (process.platform === 'win32') {
    return { path: `\\\\.\\pipe\\headshot-studio-${id}`, file: false };
  }
  return { path: join(dataDir, 'server.lock'), file: true };
}

function listen(path: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    server.listen(path, () => resolve(server));
  });
}

/** Whether a process still listens at the socket file `path`. */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function holderPid(pidFile: string): number | null {
  try {
    return Number(readFileSync(pidFile, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

/**
 * The embedded database allows one process at a time. A second `npm start` on the same
 * DATA_DIR stops with a clear message instead of corrupting it; the lock of a process that
 * died (even by SIGKILL) is taken over. `server.pid` only says who holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'server.pid');
  const address = lockAddress(dataDir);
  let server = await listen(address.path);
  if (!server && address.file && !(await answers(address.path))) {
    // A socket file nobody listens at: its process died without removing it.
    rmSync(address.path, { force: true });
    server = await listen(address.path);
  }
  if (!server) {
    const who = holderPid(pidFile);
    throw new Error(
      `Another process${who ? ` (pid ${who})` : ''} is using ${dataDir}. Stop it, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.`,
    );
  }
  // The lock does not keep the process running.
  server.unref();
  writeFileSync(pidFile, String(process.pid));
  const held = server;
  return () => {
    held.close();
    rmSync(pidFile, { force: true });
  };
}
