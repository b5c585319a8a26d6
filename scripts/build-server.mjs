// Bundles the Node entry points (api+web server, worker) with the workspace packages
// inlined and every npm dependency left external, so `node dist/main.js` runs as is.
import { build } from 'esbuild';

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hs/') ? undefined : { path: args.path, external: true },
    );
  },
};

const entries = [
  ['apps/api/src/main.ts', 'apps/api/dist/main.js'],
  ['apps/worker/src/main.ts', 'apps/worker/dist/main.js'],
];

await Promise.all(
  entries.map(([entry, outfile]) =>
    build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalNpm],
    }),
  ),
);
