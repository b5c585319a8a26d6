import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file holding apps/ and packages/. */
export function repoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, 'packages', 'db', 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root above ${from}`);
    dir = parent;
  }
  return dir;
}
