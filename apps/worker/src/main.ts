import { openDatabase } from '@hs/db/open-database';
import { migrate } from '@hs/db/migrate';

// The job worker process (`npm run start:worker`). Job handlers arrive with the
// generation work; until then it connects, migrates and waits, so deployments can wire it.
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'The worker runs as its own process only with DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs jobs in-process.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ driver: 'postgres', url });
  await migrate(database);
  process.stdout.write('worker ready (0 job handlers registered)\n');
  const stop = async () => {
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  console.error('worker could not start:', error);
  process.exit(1);
});
