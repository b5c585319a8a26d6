import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function renderModal(onClose = vi.fn()) {
  render(
    <Modal
      open
      onClose={onClose}
      title="Edit team"
      description="Rename the team."
      footer={<button type="button">Save</button>}
    >
      <input aria-label="Team name" />
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled, described modal dialog', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit team' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const descriptionId = dialog.getAttribute('aria-describedby');
    expect(descriptionId && document.getElementById(descriptionId)?.textContent).toBe(
      'Rename the team.',
    );
  });

  it('closes on Escape', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = document.querySelector<HTMLElement>('[data-modal-backdrop]');
    await userEvent.click(backdrop!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes with the close button, whose name is a prop', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="T" labels={{ close: 'Schließen' }}>
        body
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab focus inside the dialog', async () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Team name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    expect(document.activeElement).toBe(save);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('focuses initialFocusRef and restores focus on close', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      const [input, setInput] = useState<HTMLInputElement | null>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Name"
            initialFocusRef={{ current: input }}
          >
            <button type="button">first</button>
            <input aria-label="Name" ref={setInput} />
          </Modal>
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scroll while open', () => {
    const { unmount } = render(
      <Modal open onClose={() => {}} title="Scroll">
        body
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
