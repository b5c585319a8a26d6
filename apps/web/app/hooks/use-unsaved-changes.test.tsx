import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hs/domain/messages';
import { getI18n } from '../i18n/i18n.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

function Editor({ save }: { save: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty, save);
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/other">Leave</Link>
    </>
  );
}

function setup(save: () => Promise<boolean> = () => Promise.resolve(true)) {
  const router = createMemoryRouter([
    { path: '/', element: <Editor save={save} /> },
    { path: '/other', element: <h1>Other page</h1> },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading').textContent;

describe('useUnsavedChanges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a clean page go without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(heading()).toBe('Other page');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the spec question and stays on Cancel', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const save = vi.fn(() => Promise.resolve(true));
    const { user } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledWith(MESSAGES.UNSAVED_CHANGES);
    expect(save).not.toHaveBeenCalled();
    expect(heading()).toBe('Editor');
  });

  it('saves on OK, then leaves', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const save = vi.fn(() => Promise.resolve(true));
    const { user } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(save).toHaveBeenCalledOnce();
    await screen.findByRole('heading', { name: 'Other page' });
  });

  it('stays when the save fails, and asks again next time', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const save = vi.fn(() => Promise.resolve(false));
    const { user } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await act(() => Promise.resolve());
    expect(save).toHaveBeenCalledOnce();
    expect(heading()).toBe('Editor');
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(heading()).toBe('Editor');
  });

  it('asks the browser before closing the tab while dirty', async () => {
    const { user } = setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
