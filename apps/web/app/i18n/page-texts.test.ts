import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { catalogues } from './catalogues.ts';
import { ROUTE_TEXTS, textsOfRoutes } from './page-texts.ts';
import { ALL, covers } from './text-paths.ts';

// Decision 042: reads the code of every route (its module and everything it imports from the
// app, lazy parts included) for the catalogue keys it names, and checks that the page's
// texts (page-texts.ts: the root's, its layouts' and its own) hold each of them.

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = Object.keys(catalogues.en);
/** A string or template that starts with an area's name and a dot: a key, or a key's start. */
const KEY = new RegExp(`(['"\`])((?:${AREAS.join('|')})\\.(?:[\\w.-]|\\$\\{[^}]*\\})*)`, 'g');
const IMPORT = /\bfrom\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
/** The catalogues, the table of page texts and tests name keys without showing them. */
const NOT_SHOWN =
  /[\\/]i18n[\\/](areas[\\/]|locales[\\/]|catalogues\.ts$|page-texts\.ts$)|\.test\.tsx?$/;

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const ENGLISH_KEYS = leaves(catalogues.en);

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  return (
    [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f)) ?? null
  );
}

const sourceKeys = new Map<string, { keys: string[]; imports: string[] }>();

function read(file: string) {
  let found = sourceKeys.get(file);
  if (!found) {
    // Comments may name keys without showing them.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    found = {
      keys: NOT_SHOWN.test(file) ? [] : [...text.matchAll(KEY)].map((m) => m[2]!),
      imports: [...text.matchAll(IMPORT)]
        .map((m) => resolveImport(file, (m[1] ?? m[2])!))
        .filter((f): f is string => f !== null),
    };
    sourceKeys.set(file, found);
  }
  return found;
}

/** The keys a module and everything it imports from the app name, with the file naming each. */
function keysOf(file: string): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const next = todo.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const { keys: named, imports } = read(next);
    for (const key of named) keys.set(key, relative(APP, next));
    todo.push(...imports);
  }
  return keys;
}

/** The catalogue texts a key names: itself, or each text a template can make. */
function textsNamed(key: string): string[] {
  if (!key.includes('${')) return [key.replace(/\.$/, '')];
  const pattern = new RegExp(
    `^${key
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  const made = ENGLISH_KEYS.filter((k) => pattern.test(k));
  // Nothing matches (the template's end comes from elsewhere): its fixed start, whole.
  return made.length ? made : [key.slice(0, key.indexOf('${')).replace(/\.$/, '')];
}

interface Entry {
  id?: string;
  file: string;
  children?: Entry[];
}

/** Every page route with the ids of its matches (root first) and its modules. */
function pages(entries: Entry[], parents: Entry[] = []): { ids: string[]; files: string[] }[] {
  return entries.flatMap((entry) => {
    const chain = [...parents, entry];
    const own = {
      ids: ['root', ...chain.map((e) => e.id ?? e.file.replace(/\.tsx?$/, ''))],
      files: ['root.tsx', ...chain.map((e) => e.file)],
    };
    const isPage = /export default/.test(readFileSync(join(APP, entry.file), 'utf8'));
    return [...(isPage && !entry.children ? [own] : []), ...pages(entry.children ?? [], chain)];
  });
}

const PAGES = pages(routes as Entry[]);

describe('the texts each page receives', () => {
  it('finds the pages and the keys in their code', () => {
    expect(PAGES.length).toBeGreaterThan(100);
    const home = keysOf(join(APP, 'routes/home.tsx'));
    expect([...home.keys()]).toContain('pagesHome.hero.title');
    expect(textsNamed('tools.${tool}.title')).toContain('tools.bio.title');
    expect(textsNamed('site.${item.title}').length).toBeGreaterThan(10);
  });

  it.each(PAGES.map((p) => [p.ids.at(-1)!, p] as const))(
    '%s holds every text its code names',
    (_id, page) => {
      const { now, later } = textsOfRoutes(page.ids);
      const held = [...now, ...later];
      const missing = new Set<string>();
      for (const file of page.files) {
        for (const [key, where] of keysOf(join(APP, file))) {
          for (const text of textsNamed(key)) {
            if (!covers(held, text)) missing.add(`${text} (${where})`);
          }
        }
      }
      expect([...missing]).toEqual([]);
    },
  );

  it('gives every public page its own list, not the whole catalogue', () => {
    const publicPages = PAGES.filter((p) => p.ids.some((id) => id.startsWith('public-layout')));
    expect(publicPages.length).toBeGreaterThanOrEqual(90);
    for (const page of publicPages) {
      expect(textsOfRoutes(page.ids).now, page.ids.at(-1)).not.toContain(ALL);
    }
  });

  it('names only texts that exist', () => {
    const paths = Object.values(ROUTE_TEXTS).flatMap((n) => [...n.now, ...(n.later ?? [])]);
    const { now, later } = textsOfRoutes(['root']);
    for (const path of [...paths, ...now, ...later].filter((p) => p !== ALL)) {
      expect(
        ENGLISH_KEYS.some((k) => k === path || k.startsWith(`${path}.`)),
        path,
      ).toBe(true);
    }
  });
});
