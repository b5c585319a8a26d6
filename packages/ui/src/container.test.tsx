import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container.tsx';

describe('Container', () => {
  it('centres content at a max width with responsive padding', () => {
    render(<Container>content</Container>);
    const el = screen.getByText('content');
    expect(el.tagName).toBe('DIV');
    expect(el.className).toContain('mx-auto');
    expect(el.className).toContain('max-w-7xl');
    expect(el.className).toContain('px-4');
    expect(el.className).toContain('sm:px-6');
  });

  it('renders as another element with another size', () => {
    render(
      <Container as="main" size="sm" className="py-8">
        page
      </Container>,
    );
    const el = screen.getByRole('main');
    expect(el.className).toContain('max-w-3xl');
    expect(el.className).toContain('py-8');
  });
});
