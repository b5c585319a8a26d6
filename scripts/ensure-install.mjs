// Installs dependencies when they are missing or older than the lockfile, so a fresh
// clone needs only `npm start` or `npm test`.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);

if (stale) {
  const command = existsSync('node_modules')
    ? 'npm install --no-audit --no-fund'
    : 'npm ci --no-audit --no-fund';
  console.log(`Installing dependencies (${command})...`);
  execSync(command, { stdio: 'inherit' });
}
