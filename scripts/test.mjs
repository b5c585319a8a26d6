// `npm test`: install if needed, build (the journeys drive the built app), run every suite.
import { execFileSync, spawnSync } from 'node:child_process';

const started = performance.now();
execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
console.log(`npm test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
