// Decision 042: a page receives only the parts of its language's catalogue it shows. A part
// is named by a text path: a top-level area ('pagesHome'), or a group or one text inside it
// ('auth.errors.generic'). '*' is the whole catalogue.

/** A catalogue, or the part of one that a page holds. */
export type Texts = { readonly [key: string]: unknown };

/** The whole catalogue, for a page that has not said what it shows. */
export const ALL = '*';

const PATH = /^[A-Za-z][\w-]{0,63}(\.[\w-]{1,64}){0,5}$/;

/** Whether `path` is written as a text path may be (it may still name nothing). */
export function isTextPath(path: string): boolean {
  return path === ALL || PATH.test(path);
}

/** Whether the paths `held` include the text (or group) at `key`. */
export function covers(held: Iterable<string>, key: string): boolean {
  for (const path of held) {
    if (path === ALL || key === path || key.startsWith(`${path}.`)) return true;
  }
  return false;
}

/** The paths of `wanted` that `held` does not already include. */
export function missingPaths(held: Iterable<string>, wanted: Iterable<string>): string[] {
  const have = [...held];
  return [...new Set(wanted)].filter((path) => !covers(have, path));
}

function at(texts: Texts, path: string): unknown {
  let node: unknown = texts;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/**
 * The part of `texts` under `paths`, nested as in the catalogue (a path that names nothing
 * is left out). Shares the catalogue's own objects, so it costs little to make.
 */
export function pickTexts(texts: Texts, paths: Iterable<string>): Texts {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    if (path === ALL) return texts;
    const value = at(texts, path);
    if (value === undefined) continue;
    const parts = path.split('.');
    const last = parts.pop()!;
    let node = out;
    for (const part of parts) {
      const next = node[part];
      node = (node[part] =
        next && typeof next === 'object' ? { ...(next as Texts) } : {}) as Record<string, unknown>;
    }
    node[last] = value;
  }
  return out;
}

/** `extra` laid over `texts`, groups merged (the browser's growing catalogue). */
export function mergeTexts(texts: Texts, extra: Texts): Texts {
  const out: Record<string, unknown> = { ...texts };
  for (const [key, value] of Object.entries(extra)) {
    const mine = out[key];
    out[key] =
      mine && typeof mine === 'object' && value && typeof value === 'object'
        ? mergeTexts(mine as Texts, value as Texts)
        : value;
  }
  return out;
}
