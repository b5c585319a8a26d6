import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionResult, ApiDataState } from './api-data-state.tsx';

const list = (state: Parameters<typeof ApiDataState<string>>[0]['state']) =>
  render(
    <ApiDataState state={state} empty="No coupons yet.">
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </ApiDataState>,
  );

describe('ApiDataState', () => {
  it('says loading, the failure, empty, then shows the rows', () => {
    const loading = list({ status: 'loading' });
    // The spinner (decorative, as before: the page's heading says what loads).
    expect(loading.container.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    loading.unmount();

    const failed = list({ status: 'failed', message: 'The server is down' });
    expect(screen.getByRole('alert').textContent).toBe('The server is down');
    failed.unmount();

    const empty = list({ status: 'ready', data: { data: [] } });
    expect(screen.getByText('No coupons yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    empty.unmount();

    list({ status: 'ready', data: { data: ['SPRING', 'WINTER'] } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'SPRING',
      'WINTER',
    ]);
    expect(screen.queryByText('No coupons yet.')).toBeNull();
  });
});

describe('ActionResult', () => {
  it('is a status when the action worked, an alert when not, and nothing before', () => {
    const { rerender, container } = render(<ActionResult result={null} />);
    expect(container.textContent).toBe('');
    rerender(<ActionResult result={{ ok: true, text: 'Created SPRING.' }} className="mt-2" />);
    expect(screen.getByRole('status').textContent).toBe('Created SPRING.');
    expect(screen.getByRole('status').className).toContain('mt-2');
    rerender(<ActionResult result={{ ok: false, text: 'That code is taken.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('That code is taken.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
