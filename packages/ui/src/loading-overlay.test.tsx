import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay', () => {
  it('covers the screen with a status message', () => {
    render(<LoadingOverlay message="Logging you in..." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Logging you in...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.className).toContain('fixed');
    expect(status.className).toContain('inset-0');
    expect(status.querySelector('[data-spinner]')).not.toBeNull();
  });

  it('has a default message', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});
