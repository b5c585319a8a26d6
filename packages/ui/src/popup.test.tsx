import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from './popup.tsx';

// fireEvent, not user-event: user-event's async wrapper waits on a setTimeout that fake timers hold.
function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a labelled dialog at most 400px wide', () => {
    render(<Popup title="Saved" description="<p>Your team is ready.</p>" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog.style.maxWidth).toBe('400px');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Your team is ready.').tagName).toBe('P');
  });

  it('sanitises the description', () => {
    render(
      <Popup
        title="Hi"
        description={
          '<b onclick="alert(1)">bold</b><script>window.hacked = true</script>' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.com/">good</a>'
        }
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('B');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' }).getAttribute('href')).toBe(
      'https://example.com/',
    );
  });

  it('renders nothing when not open', () => {
    render(<Popup open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits 300 ms for the exit animation before onClose', () => {
    const onClose = vi.fn();
    render(<Popup title="Bye" onClose={onClose} labels={{ close: 'Sluiten' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('closing');
    advance(299);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<Popup title="Esc" onClose={onClose} />);
    pressEscape();
    advance(300);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('with a time auto-closes after that long and shows a shrinking bar', () => {
    const onClose = vi.fn();
    const { container } = render(<Popup title="Timed" time={5000} onClose={onClose} />);
    const bar = document.querySelector<HTMLElement>('[data-popup-progress]');
    expect(bar?.style.animationDuration).toBe('5000ms');
    expect(bar?.className).toContain('animate-shrink-x');
    advance(4999);
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('open');
    advance(1);
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('closing');
    advance(299);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('');
  });

  it('without a time stays open and has no bar', () => {
    const onClose = vi.fn();
    render(<Popup title="Sticky" onClose={onClose} />);
    expect(document.querySelector('[data-popup-progress]')).toBeNull();
    advance(60_000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('runs the action callback, then closes', () => {
    const calls: string[] = [];
    render(
      <Popup
        title="Upgrade"
        actionLabel="Buy credits"
        onAction={() => calls.push('action')}
        onClose={() => calls.push('close')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(calls).toEqual(['action']);
    advance(300);
    expect(calls).toEqual(['action', 'close']);
  });

  it('fires onClose only once however often it is closed', () => {
    const onClose = vi.fn();
    render(<Popup title="Once" time={100} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('moves focus inside and gives it back after closing', () => {
    function Host() {
      return <button type="button">opener</button>;
    }
    const { rerender } = render(<Host />);
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(
      <>
        <Host />
        <Popup title="Focus" onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    pressEscape();
    advance(300);
    expect(document.activeElement).toBe(opener);
  });
});
