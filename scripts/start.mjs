// `npm start`: install if needed, build, then run web + API (+ in-process jobs) in one
// process. Migrations and seed run at server start-up.
import { execFileSync, spawn } from 'node:child_process';

execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

// `npm run start:web` (--no-worker): web and API only; `npm run start:worker` runs the jobs.
const webOnly = process.argv.includes('--no-worker');
// Two malloc arenas unless set: memory freed by libuv's threads comes back (decision 058).
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
// --expose-gc: the server collects its garbage once a busy spell is over (decision 065).
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--expose-gc', 'apps/api/dist/main.js'],
  {
    // The channel closes when this process dies, even by SIGKILL: the server then stops
    // instead of living on with the port and the data folder (apps/api/src/stop-with-parent.ts).
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: webOnly ? { ...env, JOBS_IN_PROCESS: 'false' } : env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
