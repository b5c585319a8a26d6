import { render, screen } from '@testing-library/react';
import { ApiError } from '@hs/client/api-error';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { DetailPage, DetailSection } from './detail-page.tsx';

type Answer = { name: string; id: string };
const page = (query: { isError: boolean; error: Error | null; data: Answer | undefined }) =>
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <MemoryRouter>
        <DetailPage
          query={query}
          back={{ to: '/admin/organization', label: 'All organizations' }}
          title={(a) => a.name}
          subtitle={(a) => <p>{a.id}</p>}
        >
          {(a) => <DetailSection title="Members">{a.name} has none.</DetailSection>}
        </DetailPage>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('DetailPage', () => {
  it('keeps the way back while loading and after a failure, and names the record once loaded', () => {
    const loading = page({ isError: false, error: null, data: undefined });
    expect(screen.getByRole('link', { name: '← All organizations' }).getAttribute('href')).toBe(
      '/admin/organization',
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    loading.unmount();

    const failed = page({
      isError: true,
      error: new ApiError({ status: 404, statusText: 'Not Found', errorMessage: 'No such one.' }),
      data: undefined,
    });
    expect(screen.getByRole('alert').textContent).toBe('No such one.');
    expect(screen.getByRole('link', { name: '← All organizations' })).toBeTruthy();
    failed.unmount();

    page({ isError: false, error: null, data: { name: 'Acme', id: 'org-1' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(document.title).toContain('Acme');
    expect(screen.getByText('org-1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
    expect(screen.getByText('Acme has none.')).toBeTruthy();
  });
});
