import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '@hs/client/api-error';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { ActionResult, ApiDataState, useAction } from './api-data-state.tsx';

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

describe('useAction', () => {
  function Issue({ action }: { action: () => Promise<string> }) {
    const { busy, result, run } = useAction();
    const [reloaded, setReloaded] = useState(0);
    return (
      <>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(action, async () => setReloaded((n) => n + 1))}
        >
          Issue
        </button>
        <ActionResult result={result} />
        <span data-testid="reloaded">{reloaded}</span>
      </>
    );
  }

  it('is busy while it runs, then shows the success and reloads, or the failure alone', async () => {
    const user = userEvent.setup();
    let finish: (text: string) => void = () => {};
    const { unmount } = render(
      <I18nextProvider i18n={getI18n('en')}>
        <Issue action={() => new Promise<string>((resolve) => (finish = resolve))} />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(screen.getByRole('button', { name: 'Issue' }).hasAttribute('disabled')).toBe(true);
    act(() => finish('Created GIFT-1.'));
    expect((await screen.findByRole('status')).textContent).toBe('Created GIFT-1.');
    expect(screen.getByTestId('reloaded').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Issue' }).hasAttribute('disabled')).toBe(false);
    unmount();

    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Issue
          action={() =>
            Promise.reject(
              new ApiError({
                status: 409,
                statusText: 'Conflict',
                errorMessage: 'That code is taken.',
              }),
            )
          }
        />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is taken.');
    expect(screen.getByTestId('reloaded').textContent).toBe('0');
  });
});
