import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the allowed formatting subset', () => {
    const html =
      '<p>Hi <b>b</b> <i>i</i> <strong>s</strong> <em>e</em><br></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags and their content', () => {
    expect(sanitizeHtml('ok<script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>')).toBe('ok');
  });

  it('removes on* attributes and every other attribute', () => {
    expect(sanitizeHtml('<b onclick="alert(1)" class="x" style="color:red">bold</b>')).toBe(
      '<b>bold</b>',
    );
    expect(sanitizeHtml('<img src=x onerror="alert(1)">text')).toBe('text');
  });

  it('removes javascript: and other unsafe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https and mailto links and opens them safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1">x</a>')).toBe(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toContain(
      'href="mailto:help@example.com"',
    );
    expect(sanitizeHtml('<a href="http://example.com/">x</a>')).toContain(
      'href="http://example.com/"',
    );
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span>hello</span> <u>world</u></div>')).toBe('hello world');
  });

  it('drops iframes, styles and svg payloads', () => {
    expect(
      sanitizeHtml(
        'a<iframe src="https://evil"></iframe><style>*{}</style><svg onload=alert(1)></svg>b',
      ),
    ).toBe('ab');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp;&amp; &lt;script&gt;')).toBe(
      '1 &lt; 2 &amp;&amp; &lt;script&gt;',
    );
  });

  it('falls back to escaped plain text without a DOM', () => {
    vi.stubGlobal('DOMParser', undefined);
    const out = sanitizeHtml(
      '<b onclick="x()">hi</b><script>alert(1)</script><img src=x onerror=y>',
    );
    expect(out).toBe('hi');
    expect(sanitizeHtml('a < b > "c"')).toBe('a &lt; b &gt; &quot;c&quot;');
  });
});
