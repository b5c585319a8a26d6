import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform, type Selector } from 'lightningcss';

// Decision 049: a page kept in the public page cache carries the rules of the app's
// stylesheet that its own elements use, in a <style> in its head, so the browser paints it
// without waiting for the stylesheet; the whole stylesheet still loads, without blocking
// the paint, and applies once the page has hydrated (root.tsx), for what JavaScript shows
// later and the pages a visitor moves to. Without JavaScript a <noscript> link loads it.

/** The stylesheet links React Router writes in the head: one file of the build's assets. */
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** The attribute of a stylesheet link that waits for hydration (root.tsx flips its media). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every class name on the page's elements, as the stylesheet's selectors name them. */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * A selector can match the page unless it names a class no element has. Classes inside
 * `:not()`, `:where()`, `:has()` and the like are not looked at, so a rule may be kept that
 * the page does not need, never left out when it does.
 */
function mayMatch(selector: Selector, classes: Set<string>): boolean {
  return selector.every((part) => part.type !== 'class' || classes.has(part.name));
}

/** The rules of `css` whose selectors may match an element with these classes, minified. */
export function criticalRules(css: Uint8Array, classes: Set<string>): string {
  const { code } = transform({
    filename: 'critical.css',
    code: css,
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          return rule.value.selectors.some((s) => mayMatch(s, classes)) ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/**
 * The page with each stylesheet link of the build replaced by its critical rules inline,
 * the link itself (kept for React's hydration of the head, which matches it by rel and
 * href) loading as `media="print"` so it does not hold the first paint, and a <noscript>
 * link for browsers without JavaScript. `readAsset` gives a file of the client build.
 */
export function inlineCriticalCss(
  html: string,
  readAsset: (path: string) => Uint8Array | null,
): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length === 0) return html;
  const classes = classNamesOf(html);
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = readAsset(href);
    if (!css) return link;
    const rules = criticalRules(css, classes);
    // A rule's text cannot end the <style> element early.
    if (/<\/style/i.test(rules)) return link;
    return (
      `<style>${rules}</style>` +
      `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}=""/>` +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
    );
  });
}

/** Reads files of the client build once each (their names change with their content). */
export function assetReader(clientDir: string): (path: string) => Uint8Array | null {
  const files = new Map<string, Uint8Array | null>();
  return (path) => {
    if (!files.has(path)) {
      let body: Uint8Array | null = null;
      try {
        body = readFileSync(join(clientDir, path));
      } catch {
        body = null;
      }
      files.set(path, body);
    }
    return files.get(path) ?? null;
  };
}

/** A rendered page answer with its critical CSS inline; any other answer as it came. */
export async function withCriticalCss(
  res: Response,
  readAsset: (path: string) => Uint8Array | null,
): Promise<Response> {
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
    return res;
  }
  const html = inlineCriticalCss(await res.text(), readAsset);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(html, { status: res.status, statusText: res.statusText, headers });
}
