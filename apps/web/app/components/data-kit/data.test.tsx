import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Hono } from 'hono';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pagedAnswer, pageQuery } from '@hs/contracts/paging';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { useContractForm } from './contract-form.ts';
import { DataTable } from './data-table.tsx';
import { usePagedList } from './paged-list.ts';
import { renderAt, serveLoopbackPeer } from './test-peer.tsx';

// A real HTTP peer on loopback: a paged, sorted, filtered list and a form endpoint.
const PEOPLE = Array.from({ length: 45 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  team: i % 3 === 0 ? 'red' : 'blue',
}));
const query = pageQuery(['name'], 'name');
const answer = pagedAnswer(z.object({ id: z.string(), name: z.string(), team: z.string() }));
const seen: string[] = [];
const peer = new Hono();
peer.get('/api/people', (c) => {
  seen.push(c.req.url.slice(c.req.url.indexOf('/api')));
  const q = query.parse(c.req.query());
  const team = c.req.query('team');
  const rows = PEOPLE.filter((p) => !team || p.team === team).sort(
    (a, b) => a.name.localeCompare(b.name) * (q.order === 'asc' ? 1 : -1),
  );
  const start = pageOffset(q.page, q.pageSize);
  return c.json({
    success: true,
    rows: rows.slice(start, start + q.pageSize),
    paging: pageMeta(rows.length, q.page, q.pageSize),
  });
});
peer.post('/api/notes', async (c) => {
  const body = (await c.req.json()) as { title: string };
  if (body.title === 'taken') {
    return c.json(
      {
        success: false,
        errorMessage: 'title: this value is not valid.',
        code: 'BAD_REQUEST',
        reason: 'input.invalid',
        params: { field: 'title' },
      },
      400,
    );
  }
  if (body.title === 'boom')
    return c.json({ success: false, errorMessage: 'Storage is full' }, 503);
  return c.json({ success: true });
});

serveLoopbackPeer(peer);

const column = createColumnHelper<z.infer<typeof answer>['rows'][number]>();
const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('team', { header: 'Team', enableSorting: false }),
];

function PeoplePage() {
  const list = usePagedList('/people', answer, { sort: 'name', order: 'asc', pageSize: 20 }, [
    'team',
  ]);
  const location = useLocation();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <button type="button" onClick={() => list.setFilter('team', 'red')}>
        only red
      </button>
      <DataTable caption="People" columns={columns} getRowId={(r) => r.id} {...list.table} />
    </>
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstChild?.textContent);

describe('server-paged data table over the query layer', () => {
  it('pages, sorts and filters on the server and keeps the state in the address', async () => {
    renderAt('/list', PeoplePage);
    await waitFor(() => expect(names()[0]).toBe('Person 01'));
    expect(names()).toHaveLength(20);
    expect(screen.getByText(/Page 1 of 3 · 45 in total/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()[0]).toBe('Person 21'));
    expect(screen.getByTestId('search').textContent).toBe('?page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    // reachedEnd from the server disables the next page.
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    // Sorting asks the server and goes back to page 1.
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(names()[0]).toBe('Person 45'));
    expect(screen.getByTestId('search').textContent).toBe('?sort=name&order=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    fireEvent.click(screen.getByRole('button', { name: 'only red' }));
    await waitFor(() => expect(screen.getByText(/15 in total/)).toBeTruthy());
    expect(seen.at(-1)).toBe('/api/people?page=1&pageSize=20&sort=name&order=desc&team=red');
  });

  it('says loading, empty and failed plainly, with a retry that works', () => {
    const onRetry = vi.fn();
    const base = { caption: 'x', columns, page: 1, onPageChange: () => {}, paging: undefined };
    renderAt('/list', () => (
      <>
        <DataTable {...base} rows={undefined} />
        <DataTable {...base} rows={[]} empty="No requests yet." />
        <DataTable {...base} rows={[]} error="Storage is full" onRetry={onRetry} />
      </>
    ));
    return waitFor(() => {
      expect(screen.getByRole('status').textContent).toContain('Loading');
      expect(screen.getByText('No requests yet.')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Storage is full');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  it('names each cell by its column when rows stack on a phone, and only then', async () => {
    const base = { caption: 'x', columns, page: 1, onPageChange: () => {}, paging: undefined };
    const rows = [{ id: 'p1', name: 'Ada', team: 'red' }];
    const { container } = renderAt('/list', () => (
      <>
        <DataTable {...base} rows={rows} stackOnPhone />
        <DataTable {...base} rows={rows} />
      </>
    ));
    await waitFor(() => expect(container.querySelectorAll('table')).toHaveLength(2));
    const [stacked, plain] = [...container.querySelectorAll('table')];
    const cells = (table: Element | undefined) =>
      [...(table?.querySelectorAll('tbody td') ?? [])].map((td) => td.textContent);
    expect(cells(stacked)).toEqual(['NameAda', 'Teamred']);
    expect(stacked!.querySelector('thead')!.className).toContain('max-sm:sr-only');
    expect(cells(plain)).toEqual(['Ada', 'red']);
    expect(plain!.className).not.toContain('max-sm:');
  });
});

const noteSchema = z.object({
  title: z.string().trim().min(1).max(10),
  email: z.email(),
});

function NoteForm() {
  const { form, state, formError, submit, fieldError } = useContractForm(noteSchema, {
    defaultValues: { title: '', email: '' },
    onSubmit: async (values) => {
      const res = await fetch('/api/notes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (!res.ok) {
        const { ApiError, readFailure } = await import('@hs/client/api-error');
        throw new ApiError({
          status: res.status,
          statusText: res.statusText,
          ...readFailure(await res.json()),
        });
      }
    },
  });
  if (state === 'submitted') return <p>sent</p>;
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Title <input {...form.register('title')} />
      </label>
      <span data-testid="title-error">{fieldError('title')}</span>
      <label>
        E-mail <input {...form.register('email')} />
      </label>
      <span data-testid="email-error">{fieldError('email')}</span>
      {formError ? <p role="alert">{formError}</p> : null}
      <button type="submit" disabled={state === 'loading'}>
        {state === 'loading' ? 'sending' : 'send'}
      </button>
    </form>
  );
}

describe('contract form helper', () => {
  it('words the schema’s field errors in the page language', async () => {
    renderAt('/form', NoteForm, { locale: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(screen.getByTestId('title-error').textContent).toBe('Dieses Feld ist erforderlich.'),
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(11) } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(screen.getByTestId('title-error').textContent).toBe('Höchstens 10 Zeichen.'),
    );
    expect(screen.getByTestId('email-error').textContent).toBe(
      'Gib eine gültige E-Mail-Adresse ein.',
    );
  });

  it('puts the server’s refusal on its field, or above the button, and reaches submitted', async () => {
    renderAt('/form', NoteForm);
    await screen.findByRole('button', { name: 'send' });
    const type = (title: string) => {
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
    };
    type('taken');
    await waitFor(() =>
      expect(screen.getByTestId('title-error').textContent).toBe('This value is not valid.'),
    );
    type('boom');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Storage is full'));
    type('fine');
    expect(await screen.findByText('sent')).toBeTruthy();
  });
});
