import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './toast.tsx';

// fireEvent, not user-event: user-event's async wrapper waits on a setTimeout that fake timers hold.
let toast: ToastApi;
function Capture() {
  toast = useToast();
  return null;
}

function setup(props: Parameters<typeof ToastProvider>[0] = {}) {
  render(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}

function show(fn: () => void) {
  act(fn);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const region = (position: string) =>
  document.querySelector<HTMLElement>(`ol[data-position="${position}"]`)!;

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast bottom-right for 3000 ms by default', () => {
    setup();
    show(() => toast.success('Saved'));
    expect(region('bottom-right').textContent).toContain('Saved');
    advance(2999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('takes a duration and a position per toast', () => {
    setup();
    show(() => toast.info('Heads up', { duration: 500, position: 'top-center' }));
    expect(region('top-center').textContent).toContain('Heads up');
    expect(region('bottom-right').textContent).toBe('');
    advance(500);
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('takes provider-wide defaults', () => {
    setup({ defaultDuration: 1000, defaultPosition: 'top-left' });
    show(() => toast.info('Hello'));
    expect(region('top-left').textContent).toContain('Hello');
    advance(1000);
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('stacks toasts, each with its own timer', () => {
    setup();
    show(() => toast.success('First'));
    advance(1000);
    show(() => toast.error('Second'));
    expect(region('bottom-right').querySelectorAll('li')).toHaveLength(2);
    advance(2000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
    advance(1000);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('announces errors as alerts and others as status in live regions', () => {
    setup();
    show(() => {
      toast.error('Failed');
      toast.success('Done');
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('status').textContent).toContain('Done');
    expect(region('bottom-right').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('is dismissible by button and by id', () => {
    setup({ labels: { dismiss: 'Fermer' } });
    let id = '';
    show(() => {
      toast.info('One', { duration: 0 });
      id = toast.info('Two', { duration: 0 });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(screen.queryByText('One')).toBeNull();
    show(() => toast.dismiss(id));
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('keeps a toast with duration 0 until dismissed', () => {
    setup();
    show(() => toast.error('Sticky', { duration: 0 }));
    advance(60_000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });
});
