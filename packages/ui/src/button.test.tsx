import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button.tsx';

describe('Button', () => {
  it('renders a native button that does not submit forms by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('applies variant and size classes', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="danger" size="lg">
          Danger
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' }).className).toContain('bg-brand-700');
    const danger = screen.getByRole('button', { name: 'Danger' });
    expect(danger.className).toContain('bg-red-600');
    expect(danger.className).toContain('h-12');
  });

  it('while loading shows a spinner, is disabled and busy, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when enabled and has no aria-busy', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('offers the same classes for links', () => {
    render(
      <a href="/pricing" className={buttonClasses('secondary', 'sm')}>
        Pricing
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.className).toContain('ring-gray-300');
    expect(link.className).toContain('h-8');
    expect(buttonClasses('link')).not.toContain('h-10');
  });
});
