import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteConfirmButton } from './delete-confirm-button.tsx';

// fireEvent, not user-event: user-event's async wrapper waits on a setTimeout that fake timers hold.
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const button = () => screen.getByRole('button');

describe('DeleteConfirmButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its label, then asks for confirmation', () => {
    const onConfirm = vi.fn();
    render(<DeleteConfirmButton onConfirm={onConfirm} />);
    expect(button().textContent).toBe('Delete');
    fireEvent.click(button());
    expect(button().textContent).toBe('Are you sure?');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms on a second click within 2 seconds', () => {
    const onConfirm = vi.fn();
    render(<DeleteConfirmButton onConfirm={onConfirm} />);
    fireEvent.click(button());
    advance(1999);
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('Delete');
  });

  it('reverts to its label after 2 seconds', () => {
    const onConfirm = vi.fn();
    render(<DeleteConfirmButton onConfirm={onConfirm} />);
    fireEvent.click(button());
    advance(2000);
    expect(button().textContent).toBe('Delete');
    fireEvent.click(button());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Are you sure?');
  });

  it('takes translated labels and turns red while asking', () => {
    render(
      <DeleteConfirmButton
        onConfirm={() => {}}
        labels={{ idle: 'Verwijderen', confirm: 'Weet je het zeker?' }}
      />,
    );
    expect(button().textContent).toBe('Verwijderen');
    fireEvent.click(button());
    expect(button().textContent).toBe('Weet je het zeker?');
    expect(button().className).toContain('bg-red-600');
  });
});
