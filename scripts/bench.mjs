// `npm run bench`: build, then run every bench/*.ts in turn; each prints its own figures.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const only = process.argv[2];
for (const file of readdirSync('bench')
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== bench/${file}`);
  execFileSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
}
