import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './testing/bad-inputs.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

// Issue 37 item 2: the web calls the API through the contract's route objects. Every route
// object a web module imports must be an operation the server documents (and so serves).

const WEB = fileURLToPath(new URL('../../web/app', import.meta.url));
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@hs\/contracts\/([\w-]+)'/g;

function webFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The contract names each web module imports whose name ends in `Route`, by contract file. */
function importedRoutes(): Map<string, Set<string>> {
  const byModule = new Map<string, Set<string>>();
  for (const file of webFiles(WEB)) {
    for (const [, names, module] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const name of names!.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
        if (!name.endsWith('Route')) continue;
        const set = byModule.get(module!) ?? new Set<string>();
        byModule.set(module!, set.add(name));
      }
    }
  }
  return byModule;
}

let server: TestServer;
let doc: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
});
afterAll(() => server.close());

describe('the operations the web imports', () => {
  it('are each a method and path of /api/openapi.json', async () => {
    const used: string[] = [];
    for (const [module, names] of importedRoutes()) {
      const contract = (await import(`@hs/contracts/${module}`)) as Record<string, unknown>;
      for (const name of names) {
        const route = contract[name] as { method?: string; path?: string } | undefined;
        expect(route?.method, `${module}.${name} is a route object`).toBeTypeOf('string');
        used.push(`${route!.method!.toLowerCase()} ${route!.path!}`);
      }
    }
    const served = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((operation) => !served.has(operation))).toEqual([]);
  });
});
