// `npm run build`: the web app (React Router, Vite) and the bundled Node entry points.
import { execFileSync, spawnSync } from 'node:child_process';

const started = performance.now();
const web = spawnSync('npx', ['react-router', 'build'], { cwd: 'apps/web', encoding: 'utf8' });
if (web.status !== 0) {
  process.stdout.write(web.stdout);
  process.stderr.write(web.stderr);
  process.exit(web.status ?? 1);
}
execFileSync(process.execPath, ['scripts/precompress.mjs', 'apps/web/build/client'], {
  stdio: 'inherit',
});
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
console.log(`Built web and server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
