import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { StaffCatalogueItem } from '@hs/contracts/catalogue-admin';
import CatalogueItemsPage from '../../routes/admin/catalogue-items.tsx';
import { renderAt, serveLoopbackPeer } from '../data-kit/test-peer.tsx';

// A real HTTP peer on loopback standing in for /admin/catalogue/emotions.
let items: StaffCatalogueItem[] = [];
const writes: { method: string; path: string; body: unknown }[] = [];
const peer = new Hono();
const PATH = '/api/admin/catalogue/emotions';
peer.get(PATH, (c) => c.json({ success: true, data: items }));
peer.post(PATH, async (c) => {
  const body = (await c.req.json()) as Omit<StaffCatalogueItem, 'id'>;
  writes.push({ method: 'POST', path: c.req.path, body });
  if (body.name === 'Taken') {
    return c.json({ success: false, errorMessage: 'That name is taken.', code: 'CONFLICT' }, 409);
  }
  const item = { ...body, id: `e${items.length + 1}` };
  items = [...items, item];
  return c.json({ success: true, data: item });
});
peer.put(`${PATH}/:id`, async (c) => {
  const body = (await c.req.json()) as Omit<StaffCatalogueItem, 'id'>;
  writes.push({ method: 'PUT', path: c.req.path, body });
  const item = { ...body, id: c.req.param('id') };
  items = items.map((x) => (x.id === item.id ? item : x));
  return c.json({ success: true, data: item });
});

serveLoopbackPeer(peer);
const renderPage = () => renderAt('/admin/emotions', CatalogueItemsPage);

describe('a catalogue section on the shared editor (Emotions)', () => {
  it('says empty, adds by keyboard, refuses plainly, switches off and edits', async () => {
    items = [];
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Emotions' });
    await screen.findByText('Nothing here yet.');
    const form = screen.getByRole('form', { name: 'Emotions' });
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe('New');
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Taken{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('That name is taken.');

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Smiling{Enter}');
    expect((await within(form).findByRole('status')).textContent).toBe('Added.');
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: PATH,
      body: { name: 'Smiling', gender: null, sort: 0, enabled: true },
    });
    const row = (await screen.findByText('Smiling', { selector: 'p' })).closest('li')!;
    expect(within(row).getByText('On')).toBeTruthy();

    // Off: the same draft with enabled flipped, to the entry's own path.
    await user.click(within(row).getByRole('button', { name: 'Off Smiling' }));
    const on = await within(row).findByRole('button', { name: 'On Smiling' });
    expect(on.getAttribute('aria-pressed')).toBe('false');
    expect(within(row).getByText('Off')).toBeTruthy();
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: `${PATH}/e1`,
      body: { name: 'Smiling', gender: null, sort: 0, enabled: false },
    });

    await user.click(within(row).getByRole('button', { name: 'Edit Smiling' }));
    const editing = screen.getByRole('form', { name: 'Editing Smiling' });
    expect(within(editing).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Smiling',
    );
    await user.click(within(editing).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Emotions' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Edit Smiling' }));
    const again = screen.getByRole('form', { name: 'Editing Smiling' });
    const field = within(again).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Laughing');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await screen.findByText('Laughing', { selector: 'p' });
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: `${PATH}/e1`,
      body: { name: 'Laughing', gender: null, sort: 0, enabled: false },
    });
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});
