import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signing secret of sessions and tokens. Set AUTH_SECRET in production; on the
 * embedded default a random one is made once and kept (mode 600) in DATA_DIR, so
 * sessions survive restarts without any set-up.
 */
export function resolveAuthSecret(options: {
  configured: string | undefined;
  dataDir: string;
  sharedDatabase: boolean;
}): string {
  if (options.configured) return options.configured;
  if (options.sharedDatabase) {
    throw new Error(
      'AUTH_SECRET must be set when DATABASE_URL is used: every process must sign and check tokens with the same secret (at least 32 characters, e.g. `openssl rand -hex 32`).',
    );
  }
  const file = join(options.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
