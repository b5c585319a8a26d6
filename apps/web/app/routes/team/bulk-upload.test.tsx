import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import { getI18n } from '../../i18n/i18n.ts';
import BulkUploadPage from './bulk-upload.tsx';

const organization = (bulkUpload: boolean) => ({
  id: 'o1',
  name: 'Acme',
  teamSize: '10-24',
  teams: [{ id: 't1', name: 'Sales', icon: 'user-group' }],
  features: { bulkUpload },
  branding: { backgroundColor: null, backgroundImage: null },
  inviteCount: 0,
  credits: 0,
  totalCreditsPurchased: 0,
  bulkDiscountVersion: 'v2',
});

const report = (dryRun: boolean) => ({
  rows: 3,
  ready: 1,
  dryRun,
  invites: dryRun
    ? []
    : [
        {
          invite: 'i1',
          email: 'ann@acme.test',
          teamId: 't1',
          modelStatus: 'pending-invite',
          uid: null,
          createdAt: '2026-11-26T08:00:00.000Z',
          expiresAt: '2026-12-26T08:00:00.000Z',
          reminders: [],
        },
      ],
  problems: [
    { row: 3, email: 'bo@', reason: 'badEmail' },
    { row: 4, email: 'cy@acme.test', reason: 'unknownTeam' },
  ],
});

/** The API as the page calls it; keeps what the bulk upload was sent. */
function answer(bulkUpload: boolean) {
  const sent: { csv: string; dryRun: boolean }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input);
    let data: unknown = { token: 't' };
    if (path.endsWith('/api/organization')) {
      data = { success: true, data: { organization: organization(bulkUpload) } };
    } else if (path.includes('/organization/members?')) {
      data = {
        success: true,
        data: { members: [], paging: { total: 0, pages: 1, reachedEnd: true } },
      };
    } else if (path.endsWith('/organization/bulk-upload')) {
      const body = JSON.parse(String(init?.body)) as { csv: string; dryRun: boolean };
      sent.push(body);
      data = { success: true, data: report(body.dryRun) };
    }
    return new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderPage(locale: 'en' | 'de' = 'en') {
  const context: PageContext = {
    viewer: {
      uid: 'u1',
      email: 'lead@acme.test',
      name: 'Lead',
      isAnonymous: false,
      user: {
        uid: 'u1',
        email: 'lead@acme.test',
        displayName: 'Lead',
        avatar: null,
        role: 'TeamLead',
        adminRole: null,
        isAdmin: false,
        isAnonymous: false,
        countryCode: null,
        referredBy: null,
        referralCode: null,
        hasPaidAccount: true,
        isTestUser: false,
        organizationId: 'o1',
        studio: { credits: 0 },
      },
    },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/app/admin/bulk-upload', Component: BulkUploadPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={['/app/admin/bulk-upload']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

const file = (text: string, size?: number) => {
  const f = new File([text], 'people.csv', { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('the bulk upload page (decision 035)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks a file first, lists each bad row, and sends the good ones on request', async () => {
    const sent = answer(true);
    renderPage();
    const input = await screen.findByLabelText('Choose a CSV file');
    expect(screen.getByText(/Sales/, { selector: 'li' })).toBeTruthy();
    const csv = 'name,email,team\nAnn,ann@acme.test,Sales\nBo,bo@,\nCy,cy@acme.test,Nope';
    fireEvent.change(input, { target: { files: [file(csv)] } });
    const table = await screen.findByRole('table', { name: /Rows that cannot be invited/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RowE-mailReason',
      '3bo@Not a valid e-mail address',
      '4cy@acme.testNo team with this name in your organization',
    ]);
    expect(screen.getByText(/1 person can be invited/)).toBeTruthy();
    expect(sent).toEqual([{ csv, dryRun: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 invite' }));
    await screen.findByText(/1 invite sent/);
    expect(sent).toEqual([
      { csv, dryRun: true },
      { csv, dryRun: false },
    ]);
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeTruthy();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const sent = answer(true);
    renderPage();
    const input = await screen.findByLabelText('Choose a CSV file');
    fireEvent.change(input, { target: { files: [file('email\n', 300 * 1024)] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 256 KB. Split it into smaller files.',
    );
    expect(sent).toEqual([]);
  });

  it('says plainly when the organization does not have bulk upload, in German too', async () => {
    answer(false);
    renderPage('de');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der Massen-Upload ist für deine Organisation nicht freigeschaltet',
    );
    await waitFor(() => expect(screen.queryByLabelText('CSV-Datei wählen')).toBeNull());
  });
});
