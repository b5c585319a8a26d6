// `npm test`: install if needed, build (the journeys drive the built app), run every suite.
// Each stage says how long it took (issue 37 item 5).
import { execFileSync, spawnSync } from 'node:child_process';

const started = performance.now();
let stageStarted = started;
const stage = (name) => {
  const now = performance.now();
  console.log(`npm test: ${name} took ${((now - stageStarted) / 1000).toFixed(1)} s`);
  stageStarted = now;
};
execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
stage('the install');
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
stage('the build');
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
stage('the suites');
console.log(`npm test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
