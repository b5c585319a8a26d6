// Popup descriptions arrive as HTML (spec: backoffice 3, popup description); only this subset
// survives. Every attribute is dropped except a link's href with a safe protocol.
const ALLOWED_TAGS = new Set(['b', 'i', 'strong', 'em', 'a', 'br', 'p', 'ul', 'ol', 'li']);
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
// Removed with everything inside; any other unknown element is unwrapped and keeps its text.
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'form',
  'input',
  'link',
  'meta',
]);
const MAX_DEPTH = 50;

function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    // Relative or malformed URLs are not allowed.
    return null;
  }
}

function copyClean(source: Node, target: Node, doc: Document, depth: number) {
  if (depth > MAX_DEPTH) return;
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyClean(child, target, doc, depth + 1);
      continue;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = safeHref((child as Element).getAttribute('href'));
      if (href) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyClean(child, copy, doc, depth + 1);
    target.appendChild(copy);
  }
}

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Without a DOM (server rendering) the markup is reduced to escaped plain text, which is always safe.
function toPlainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[a-z!/?][^>]*>?/gi, '')
    .replace(/[<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * Returns HTML that keeps only b, i, strong, em, a (http, https or mailto href), br, p, ul, ol and
 * li. Scripts, event-handler attributes, styles and javascript: URLs are removed.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return toPlainText(html);
  // DOMParser documents are inert: nothing in them runs or loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  copyClean(doc.body, out, doc, 0);
  return out.innerHTML;
}
