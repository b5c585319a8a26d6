import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { ToastProvider } from '@hs/ui/toast';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './download-button.tsx';
import { renderAt, serveLoopbackPeer } from './test-peer.tsx';

// A real HTTP peer on loopback: a CSV that waits until the test lets it go, and a refusal.
let release: (() => void) | null = null;
const peer = new Hono();
peer.get('/api/export.csv', async (c) => {
  await new Promise<void>((resolve) => (release = resolve));
  return c.text('a,b\n1,2\n', 200, { 'content-type': 'text/csv' });
});
peer.get('/api/refused', (c) =>
  c.json({ success: false, errorMessage: 'You may not export this.', code: 'FORBIDDEN' }, 403),
);

serveLoopbackPeer(peer);
const saved: string[] = [];
beforeAll(() => {
  // jsdom has no blob URLs; the name the file is saved under is what matters here.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterAll(() => vi.restoreAllMocks());

const button = (path: string) =>
  renderAt('/', () => (
    <ToastProvider>
      <DownloadButton
        path={path}
        fileName={() => 'export-1.csv'}
        done="Exported."
        busyLabel="Exporting…"
      >
        Export CSV
      </DownloadButton>
    </ToastProvider>
  ));

describe('DownloadButton', () => {
  it('is busy while the file loads, then saves it under its name and says so', async () => {
    const user = userEvent.setup();
    button('/export.csv');
    await screen.findByRole('button', { name: 'Export CSV' });
    await user.tab();
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: /Exporting/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(saved).toEqual([]);
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    await screen.findByText('Exported.');
    expect(saved).toEqual(['export-1.csv']);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s refusal and can be pressed again', async () => {
    const user = userEvent.setup();
    button('/refused');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('You may not export this.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(screen.queryByText('Exported.')).toBeNull();
  });
});
