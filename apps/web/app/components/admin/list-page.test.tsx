import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { FilterSelect } from '../data-kit/filter-select.tsx';
import { SearchForm } from '../data-kit/search-form.tsx';
import { AdminListPage } from './list-page.tsx';

const inEnglish = (node: ReactNode) =>
  render(<I18nextProvider i18n={getI18n('en')}>{node}</I18nextProvider>);

describe('SearchForm', () => {
  it('searches on Enter and on its button with the trimmed draft, not while typing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchForm label="Search" submitLabel="Filter" value="old" onChange={onChange} />);
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveProperty('value', 'old');
    await user.clear(field);
    await user.type(field, '  ada@example.com ');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ada@example.com');
    await user.clear(field);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filter' })).toBe(document.activeElement);
    await user.keyboard(' ');
    // An emptied field clears the search.
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('blocks typing beyond its limit', async () => {
    const user = userEvent.setup();
    render(
      <SearchForm label="Search" submitLabel="Filter" value="" onChange={() => {}} maxLength={5} />,
    );
    await user.type(screen.getByRole('searchbox'), 'abcdefgh');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'abcde');
  });
});

describe('FilterSelect', () => {
  it('shows "all" for no filter and gives back an empty value for it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <FilterSelect
        label="Stage"
        allLabel="All"
        options={[{ value: 'failed', title: 'Failed' }]}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Stage' });
    expect(select).toHaveProperty('value', 'all');
    await user.selectOptions(select, 'Failed');
    expect(onChange).toHaveBeenLastCalledWith('failed');
    rerender(
      <FilterSelect
        label="Stage"
        allLabel="All"
        options={[{ value: 'failed', title: 'Failed' }]}
        value="failed"
        onChange={onChange}
      />,
    );
    expect(select).toHaveProperty('value', 'failed');
    await user.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

type Row = { id: string; name: string };
const column = createColumnHelper<Row>();
const columns = [column.accessor('name', { header: 'Name', enableSorting: false })];
const listOf = (
  over: { rows?: Row[] | undefined; error?: string | null },
  setFilter: (name: 'q', value: string) => void = () => {},
) => ({
  params: { filters: { q: 'ad' } },
  setFilter,
  table: {
    rows: undefined,
    paging: over.rows ? { total: over.rows.length, pages: 1, reachedEnd: true } : undefined,
    page: 1,
    onPageChange: () => {},
    ...over,
  },
});

describe('AdminListPage', () => {
  const page = (list: ReturnType<typeof listOf>, search = true) => (
    <AdminListPage<Row, 'q'>
      title="People"
      intro="Everyone who signed up."
      search={search ? { label: 'Search', submitLabel: 'Find' } : undefined}
      columns={columns}
      empty="Nobody yet."
      list={list}
    />
  );

  it('names the section, and says loading, then empty, then the rows', () => {
    const { rerender } = inEnglish(page(listOf({})));
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    expect(document.title).toContain('People');
    expect(screen.getByText('Everyone who signed up.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    rerender(<I18nextProvider i18n={getI18n('en')}>{page(listOf({ rows: [] }))}</I18nextProvider>);
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={getI18n('en')}>
        {page(listOf({ rows: [{ id: '1', name: 'Ada' }] }))}
      </I18nextProvider>,
    );
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Nobody yet.')).toBeNull();
  });

  it('keeps its search in the list’s q filter, starting from the one in force', async () => {
    const setFilter = vi.fn();
    const user = userEvent.setup();
    inEnglish(page(listOf({ rows: [] }, setFilter)));
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveProperty('value', 'ad');
    await user.type(field, 'a {Enter}');
    expect(setFilter).toHaveBeenCalledWith('q', 'ada');
  });

  it('shows a failed load plainly and leaves out the filter bar when there is none', () => {
    inEnglish(page(listOf({ error: 'The server is down' }), false));
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
