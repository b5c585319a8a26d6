// Decision 040: the app's own modules that every page loads (the root route's static imports)
// go into one `shell` chunk, and those every public page adds (the public layout's) into one
// `site` chunk with the shared parts the home page uses, instead of some forty files of a few hundred bytes each: gzip compresses
// one file far better than forty (about 7 KB less on the home page). Libraries keep
// Rolldown's own chunks (but react-dom's small entry, which every page loads, joins the
// shell: decision 055); pages and lazy parts keep theirs.
import type { ChunkingContext } from 'rolldown';

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

const OWN = /[\\/](apps[\\/]web[\\/]app|packages[\\/][^\\/]+[\\/]src)[\\/]/;
const ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;
const SITE = /[\\/]app[\\/]routes[\\/]public[\\/]layout\.tsx(\?|$)/;
const HOME = /[\\/]app[\\/]routes[\\/]home\.tsx(\?|$)/;
/** react-dom's own entry (portals, flushSync), which the client entry and the router need. */
const REACT_DOM =
  /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;
/** Page views and arrival rules, loaded by every page once it has hydrated. */
const TRACKING = /[\\/]app[\\/]tracking[\\/]tracking\.tsx(\?|$)/;

/** The module ids reachable from `start` through static imports. */
function closure(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info: ModuleInfo | null = ctx.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) todo.push(next);
  }
  return seen;
}

/** A `codeSplitting.groups` entry's name function: 'shell', 'site', 'tracking' or none. */
export function shellChunks() {
  let shell: Set<string> | undefined;
  let site: Set<string> | undefined;
  let home: Set<string> | undefined;
  let tracking: Set<string> | undefined;
  const find = (pattern: RegExp, ids: Iterable<string>) => [...ids].find((id) => pattern.test(id));
  return (id: string, ctx: ChunkingContext): string | null => {
    if (REACT_DOM.test(id)) return 'shell';
    if (!OWN.test(id) || /\.css(\?|$)/.test(id)) return null;
    if (!shell || !site || !home || !tracking) {
      const all = allModules(id, ctx);
      const root = find(ROOT, all);
      const layout = find(SITE, all);
      const homePage = find(HOME, all);
      shell = root ? closure(root, ctx) : new Set();
      site = layout ? closure(layout, ctx) : new Set();
      home = homePage ? closure(homePage, ctx) : new Set();
      const trackingPart = find(TRACKING, all);
      tracking = trackingPart ? closure(trackingPart, ctx) : new Set();
    }
    if (ROOT.test(id) || SITE.test(id) || HOME.test(id)) return null; // routes keep their own
    if (shell.has(id)) return 'shell';
    // Decision 042: the parts the home page shows (most visitors' first page, decision 055:
    // all it imports); the other pages' own parts (legal text, type drawings) stay out of
    // its download.
    if (site.has(id) || home.has(id)) return 'site';
    // Decision 055: the tracking code and the rules and cookie helpers it alone brings come
    // in one file (three of about 1.4 KB gzip each compressed to more than one).
    if (tracking.has(id)) return 'tracking';
    return null;
  };
}

/** Every module id of the graph, found from one module through importers and imports. */
function allModules(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const next of [
      ...info.importedIds,
      ...info.importers,
      ...info.dynamicallyImportedIds,
      ...info.dynamicImporters,
    ]) {
      todo.push(next);
    }
  }
  return seen;
}
