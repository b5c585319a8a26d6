import type createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { Marked } from 'marked';
import { lazyRequire } from '../tools/lazy-require.ts';

// Staff write markdown; people read HTML. marked turns one into the other and DOMPurify
// keeps only harmless markup (no scripts, handlers, javascript: links, iframes, styles).
const marked = new Marked({ gfm: true, breaks: true, async: false });
let purify: DOMPurify | undefined;
// jsdom holds about 60 MB once loaded: loaded with the first text to render, not at start-up.
const jsdom = lazyRequire<typeof Jsdom>('jsdom');
const domPurify = lazyRequire<typeof createDOMPurify>('dompurify');

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'em', 'del', 'code', 'pre', 'blockquote'],
  ...['ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

/** The markdown as sanitized HTML; jsdom is loaded on the first call. */
export function markdownToSafeHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  purify ??= domPurify()(new (jsdom().JSDOM)('').window);
  const html = marked.parse(markdown) as string;
  const clean = purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'] });
  // Links leave the product: a new tab that cannot reach back into this page.
  return clean.replace(/<a href=/g, '<a target="_blank" rel="noopener noreferrer" href=');
}

// Rendering is the costly part of a public answer; a text's HTML changes only with it.
const rendered = new Map<string, string>();
const RENDERED_MAX = 1000;

/**
 * markdownToSafeHtml, kept per `version` (a row's id, update time and language): the
 * changelog's entries and the blog's posts are rendered once per edit, not per reader.
 */
export function cachedSafeHtml(version: string, markdown: string): string {
  let html = rendered.get(version);
  if (html === undefined) {
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    html = markdownToSafeHtml(markdown);
    rendered.set(version, html);
  }
  return html;
}
