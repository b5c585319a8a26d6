import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetReader,
  classNamesOf,
  criticalRules,
  inlineCriticalCss,
  withCriticalCss,
} from './critical-css.ts';

// Tailwind's output in miniature: preflight on elements, utilities in a layer, escaped
// variants inside media queries, a group variant whose own class is in :where().
const CSS = `
*, ::before { box-sizing: border-box; }
html { line-height: 1.5; }
@layer utilities {
  .flex { display: flex; }
  .hidden { display: none; }
  .text-red-600 { color: #dc2626; }
  @media (width >= 48rem) { .md\\:flex { display: flex; } .md\\:grid { display: grid; } }
  .group-open\\/drawer\\:block:is(:where(.group\\/drawer):is([open]) *) { display: block; }
  .hover\\:underline:hover { text-decoration-line: underline; }
  .a, .unused-b { margin: 0; }
}
`;

const PAGE = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head>` +
  `<body class="flex"><details class="group/drawer"><span class="hidden group-open/drawer:block md:flex hover:underline">x</span></details>` +
  `<p class="a">&amp;</p><script>1</script></body></html>`;
const LINK = '<link rel="stylesheet" href="/assets/root-abc.css"/>';

function files(): (path: string) => Uint8Array | null {
  const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/root-abc.css'), CSS);
  return assetReader(dir);
}

describe('critical CSS of a kept page (decision 049)', () => {
  it('reads the class names of every element, entities decoded', () => {
    const names = classNamesOf('<a class="x  md:flex"></a><b class="a&amp;b"></b><i></i>');
    expect([...names].sort()).toEqual(['a&b', 'md:flex', 'x']);
  });

  it("keeps the element rules and the rules of the page's classes, in their media queries", () => {
    const rules = criticalRules(new TextEncoder().encode(CSS), classNamesOf(PAGE('')));
    expect(rules).toContain('box-sizing:border-box');
    expect(rules).toContain('line-height:1.5');
    expect(rules).toContain('.flex{');
    expect(rules).toContain('.hidden{');
    expect(rules).toMatch(/@media \(width>=48rem\)\{\.md\\:flex\{display:flex\}\}/);
    expect(rules).toContain('group-open\\/drawer\\:block');
    expect(rules).toContain('hover\\:underline:hover');
    // One selector of a list is on the page: the rule stays.
    expect(rules).toContain('margin:0');
    // Classes no element has.
    expect(rules).not.toContain('text-red-600');
    expect(rules).not.toContain('md\\:grid');
  });

  it('puts the rules in the head, the stylesheet after them without blocking, and a <noscript> link', () => {
    const html = inlineCriticalCss(PAGE(LINK), files());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<style>[^<]*\.hidden\{display:none\}[^<]*<\/style><link rel="stylesheet" href="\/assets\/root-abc\.css" media="print" data-deferred-stylesheet=""\/><noscript><link rel="stylesheet" href="\/assets\/root-abc\.css"\/><\/noscript>$/,
    );
    expect(head).not.toContain('text-red-600');
    // Nothing else changes: the body and its inline script are as rendered.
    expect(html.slice(html.indexOf('</head>'))).toBe(
      PAGE(LINK).slice(PAGE(LINK).indexOf('</head>')),
    );
  });

  it('leaves a page alone when the stylesheet is not a file of the build', () => {
    const page = PAGE('<link rel="stylesheet" href="/assets/missing.css"/>');
    expect(inlineCriticalCss(page, files())).toBe(page);
    const outside = PAGE('<link rel="stylesheet" href="https://cdn.example.com/x.css"/>');
    expect(inlineCriticalCss(outside, files())).toBe(outside);
    expect(inlineCriticalCss(PAGE(''), files())).toBe(PAGE(''));
  });

  it('changes only a 200 HTML answer, keeping its headers', async () => {
    const read = files();
    const page = await withCriticalCss(
      new Response(PAGE(LINK), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1', 'x-a': 'b' },
      }),
      read,
    );
    expect(page.headers.get('x-a')).toBe('b');
    expect(page.headers.get('content-length')).toBeNull();
    expect(await page.text()).toContain('<style>');
    const missing = await withCriticalCss(
      new Response(PAGE(LINK), { status: 404, headers: { 'content-type': 'text/html' } }),
      read,
    );
    expect(await missing.text()).toBe(PAGE(LINK));
  });
});
