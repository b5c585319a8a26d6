// `npm test`: install if needed, build (the journeys drive the built app), run every suite.
// Each stage says how long it took (issue 37 item 5).
//
// The journeys run one file at a time (they share one app server); in one Vitest process a
// project without file parallelism runs after every other project has finished, so the
// journeys took their 20 minutes alone at the end. A full run starts them at once in a
// second process, beside the other suites on one worker fewer: the machine's two cores stay
// about as busy as with three workers, and the journeys no longer wait for everything else.
import { execFileSync, spawn } from 'node:child_process';

const started = performance.now();
let stageStarted = started;
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const stage = (name) => {
  console.log(`npm test: ${name} took ${seconds(stageStarted)} s`);
  stageStarted = performance.now();
};
execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { stdio: 'inherit' });
stage('the install');
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
stage('the build');

/**
 * Runs vitest and keeps its output; `quiet` holds it back until it ends (two at once would
 * interleave), otherwise it is also written as it comes.
 */
function vitest(args, { quiet = false } = {}) {
  const from = performance.now();
  const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  for (const [stream, into] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on('data', (chunk) => {
      output.push(chunk);
      if (!quiet) into.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({ status: code ?? (signal ? 1 : 0), output: Buffer.concat(output), from });
    });
  });
}

const args = process.argv.slice(2);
let status;
if (args.length > 0) {
  status = (await vitest(args)).status;
  stage('the suites');
} else {
  const journeys = vitest(['--project', 'e2e'], { quiet: true });
  const rest = await vitest(['--project', '!e2e', '--maxWorkers', '2']);
  console.log(`npm test: the suites but the journeys took ${seconds(rest.from)} s`);
  const done = await journeys;
  console.log('\nnpm test: the journeys, run beside them:\n');
  process.stdout.write(done.output);
  console.log(`npm test: the journeys took ${seconds(done.from)} s`);
  stage('the suites');
  status = rest.status || done.status;
  // The journeys' output comes last; a failure in the suites printed before it would be far
  // above the end of a long log, so the failing tests are named again at the very end.
  const failed = [rest.output, done.output].flatMap((output) =>
    output
      .toString()
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => /^\s*(FAIL|×|Test Files|Tests)\s/.test(line)),
  );
  if (status !== 0) console.log(`\nnpm test: what failed\n${[...new Set(failed)].join('\n')}`);
}
console.log(`npm test took ${seconds(started)} s`);
process.exit(status);
