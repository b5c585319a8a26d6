import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { CreateAndListPage } from './create-and-list-page.tsx';

const inEnglish = (node: ReactNode) =>
  render(<I18nextProvider i18n={getI18n('en')}>{node}</I18nextProvider>);

const page = (
  props: Partial<Parameters<typeof CreateAndListPage<{ id: string; code: string }>>[0]>,
) =>
  inEnglish(
    <CreateAndListPage<{ id: string; code: string }>
      title="Coupons"
      intro="Codes"
      columns="sm:grid-cols-2"
      submitLabel="Create"
      busy={false}
      result={null}
      onSubmit={() => {}}
      list={{ status: 'ready', data: { data: [] } }}
      empty="No coupons yet."
      fields={<input aria-label="Code" required />}
      row={(r) => <span>{r.code}</span>}
      {...props}
    />,
  );

describe('CreateAndListPage', () => {
  it('submits its form once on Enter and shows the outcome beside the button', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = page({ onSubmit });
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(screen.getByText('No coupons yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'SPRING{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={getI18n('en')}>
        <CreateAndListPage<{ id: string; code: string }>
          title="Coupons"
          intro="Codes"
          columns="sm:grid-cols-2"
          submitLabel="Create"
          busy={false}
          result={{ ok: false, text: 'That code exists.' }}
          onSubmit={onSubmit}
          list={{ status: 'ready', data: { data: [{ id: 'a', code: 'SPRING' }] } }}
          empty="No coupons yet."
          fields={<input aria-label="Code" required />}
          row={(r) => <span>{r.code}</span>}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('That code exists.');
    expect(within(screen.getByRole('list')).getByText('SPRING')).toBeTruthy();
  });

  it('does not submit while a required field is empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    page({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
