import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogContent, parsePostContent } from './blog-content.tsx';

describe('blog post content', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(parsePostContent('Intro line\nwraps.\n\n## Light\n\n- one\n- two\n\nEnd.')).toEqual([
      { kind: 'paragraph', text: 'Intro line wraps.' },
      { kind: 'heading', text: 'Light' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  it('renders markup in the text as text, never as HTML', () => {
    const { container } = render(
      <BlogContent content={'<img src=x onerror="alert(1)"> hello\n\n## <b>bold</b>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>bold</b>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> hello');
  });
});
