// Bundles the Node entry points (api+web server, worker) with the workspace packages
// inlined and every npm dependency left external, so `node dist/main.js` runs as is.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

/** The folder holding node_modules/<name> nearest above `from`, or null. */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** The ESM file an import of `subpath` ('.' or './x') resolves to in an installed package. */
function esmEntry(dir, subpath) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const exportsMap =
    typeof pkg.exports === 'object' && pkg.exports !== null && !Array.isArray(pkg.exports)
      ? pkg.exports
      : { '.': pkg.exports };
  const target = exportsMap[subpath];
  const pick = (t) =>
    typeof t === 'string' ? t : t && (pick(t.import) ?? pick(t.node) ?? pick(t.default));
  const entry =
    pick(target) ??
    (subpath === '.' ? (pkg.module ?? pkg.main ?? 'index.js') : subpath.replace(/^\.\//, ''));
  return join(dir, entry);
}

// npm packages stay external. One installed only inside a workspace package (npm did not
// hoist it, e.g. nsfwjs under packages/engine) is not found from apps/*/dist, so the
// bundle imports it by its path relative to the output file.
const externalNpm = (outfile) => ({
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hs/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (packageDir(name, resolve(dirname(outfile))) || !args.resolveDir) {
        return { path: args.path, external: true };
      }
      const dir = packageDir(name, args.resolveDir);
      if (!dir) return { path: args.path, external: true };
      const target = esmEntry(dir, `.${args.path.slice(name.length)}`);
      const path = `./${relative(dirname(outfile), target).split(sep).join('/')}`;
      return { path, external: true };
    });
  },
});

// Each entry becomes dist/main.js; what an entry imports dynamically (the web server's
// application, which its cluster primary never loads) goes into a chunk beside it.
const entries = [
  ['apps/api/src/main.ts', 'apps/api/dist/main.js'],
  ['apps/worker/src/main.ts', 'apps/worker/dist/main.js'],
];

// Chunks are named by their content's hash: an old build's would otherwise pile up.
for (const [, outfile] of entries) rmSync(dirname(outfile), { recursive: true, force: true });

await Promise.all(
  entries.map(([entry, outfile]) =>
    build({
      entryPoints: [entry],
      outdir: dirname(outfile),
      entryNames: '[name]',
      // Beside the entry, not in a folder: the external-npm plugin's relative paths hold.
      chunkNames: '[name]-[hash]',
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalNpm(outfile)],
    }),
  ),
);
