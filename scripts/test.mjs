// `npm test`: install if needed, build (the journeys drive the built app), run every suite.
import { execFileSync, spawn } from 'node:child_process';

const started = performance.now();
execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

/** Runs vitest with `args`; resolves with its exit status. */
function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Vitest runs a project without file parallelism (the journeys, one browser file at a time
// on one shared server) only after every other file has finished, so in one run the
// journeys were a serial tail of about 11 minutes. Two runs side by side: the journeys, and
// everything else. Arguments (a file, a project) go to one run as before.
const args = process.argv.slice(2);
const statuses = args.length
  ? [await vitest(args)]
  : await Promise.all([vitest(['--project', 'e2e']), vitest(['--project', '!e2e'])]);
console.log(`npm test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
