import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown, type DropdownItem } from './dropdown.tsx';

const items: DropdownItem[] = [
  { value: 'all', title: 'All members' },
  { value: 'sales', title: 'Sales', icon: <span data-testid="sales-icon" /> },
  { value: 'legacy', title: 'Legacy', disabled: true },
  { value: 'new', title: 'Create new team', classes: 'font-semibold', color: 'rgb(13, 148, 136)' },
];

function setup(onSelect = vi.fn(), selectedValue?: string) {
  const user = userEvent.setup();
  render(
    <div>
      <p>outside</p>
      <Dropdown label="Teams" items={items} onSelect={onSelect} selectedValue={selectedValue} />
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'Teams' });
  return { user, trigger, onSelect };
}

describe('Dropdown', () => {
  it('opens a w-56 menu of items with icon, classes and colour', async () => {
    const { user, trigger } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Teams' });
    expect(menu.className).toContain('w-56');
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'All members',
      'Sales',
      'Legacy',
      'Create new team',
    ]);
    expect(screen.getByTestId('sales-icon')).toBeTruthy();
    const create = screen.getByRole('menuitem', { name: 'Create new team' });
    expect(create.className).toContain('font-semibold');
    expect(create.style.color).toBe('rgb(13, 148, 136)');
  });

  it('calls onSelect with the value and closes after choosing', async () => {
    const { user, trigger, onSelect } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sales' }));
    expect(onSelect).toHaveBeenCalledWith('sales', items[1]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('ignores disabled items', async () => {
    const { user, trigger, onSelect } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Legacy' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on an outside click', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(document.activeElement?.textContent).toBe('All members');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('moves through enabled items with the arrow keys, Home and End', async () => {
    const { user, trigger, onSelect } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('All members');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Sales');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Create new team');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('All members');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Create new team');
    await user.keyboard('{Home}');
    expect(focused()).toBe('All members');
    await user.keyboard('{End}');
    expect(focused()).toBe('Create new team');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('sales', items[1]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Create new team');
  });

  it('marks the selected value', async () => {
    const { user, trigger } = setup(vi.fn(), 'sales');
    await user.click(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'Sales' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      screen.getByRole('menuitemradio', { name: 'All members' }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
