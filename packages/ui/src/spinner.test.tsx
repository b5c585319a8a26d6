import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is announced with a label', () => {
    render(<Spinner label="Loading photos" />);
    expect(screen.getByRole('status').textContent).toBe('Loading photos');
  });
});
