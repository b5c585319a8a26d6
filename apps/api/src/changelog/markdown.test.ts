import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown.ts';

describe('markdownToSafeHtml', () => {
  it('renders the markdown staff write', () => {
    const html = markdownToSafeHtml('**New** backdrops:\n\n- Navy\n- [Grey](https://example.com)');
    expect(html).toContain('<strong>New</strong>');
    expect(html).toContain('<li>Navy</li>');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.com">Grey</a>',
    );
  });

  it('drops scripts, handlers, javascript: links, images and raw styles', () => {
    const html = markdownToSafeHtml(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(2)>',
        '[click](javascript:alert(3))',
        '<a href="#" onclick="alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed">cover</p>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|style=/i);
    expect(html).toContain('cover');
  });

  it('answers nothing for an empty body', () => {
    expect(markdownToSafeHtml('  \n ')).toBe('');
  });
});
