import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database allows one process at a time. A second `npm start` on the same
 * DATA_DIR stops with a clear message instead of corrupting it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(file, 'utf8').trim()) || null;
  } catch {
    holder = null;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another process (pid ${holder}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
