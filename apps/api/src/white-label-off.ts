import { join, resolve } from 'node:path';
import { openDatabase } from '@hs/db/open-database';
import { lockDataDir } from './data-dir-lock.ts';
import { EnvError, loadEnv } from './env.ts';
import { switchWhiteLabelOff } from './white-label-way-back.ts';

// `npm run white-label:off`: the way back into /admin from white-label mode, with the same
// settings as the server (DATABASE_URL, or the PGlite database in DATA_DIR, which only one
// process opens: stop the server first). Running servers see the change within 2 seconds.
async function main() {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => undefined : await lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  try {
    const wasOn = await switchWhiteLabelOff(database.db);
    process.stdout.write(
      wasOn
        ? 'White-label mode is off: staff can sign in at /admin again.\n'
        : 'White-label mode was already off.\n',
    );
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
