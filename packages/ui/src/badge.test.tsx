import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('renders children in the chosen tone', () => {
    render(<Badge tone="success">Paid</Badge>);
    expect(screen.getByText('Paid').className).toContain('bg-green-50');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft').className).toContain('bg-gray-100');
  });

  it('shows a count, capped at max', () => {
    const { rerender } = render(<Badge count={7} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('7');
    rerender(<Badge count={150} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
    rerender(<Badge count={150} max={999} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('150');
  });

  it('hides a count badge at zero unless showZero', () => {
    const { rerender } = render(<Badge count={0} data-testid="badge" />);
    expect(screen.queryByTestId('badge')).toBeNull();
    rerender(<Badge count={0} showZero data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('0');
  });

  it('shows children and count together', () => {
    render(
      <Badge tone="info" count={3} data-testid="badge">
        New
      </Badge>,
    );
    expect(screen.getByTestId('badge').textContent).toBe('New3');
  });
});
