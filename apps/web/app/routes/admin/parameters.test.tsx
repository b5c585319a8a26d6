import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES, type Parameters } from '@hs/contracts/parameters';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../components/data-kit/query-provider.tsx';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import ParametersPage from './parameters.tsx';

const texts = catalogues.en.admin.parameters;

/** PUT /api/admin/parameters/{key} as the API answers it; keeps every change sent. */
function answer() {
  const puts: { key: string; value: unknown }[] = [];
  let current: Parameters = structuredClone(DEFAULT_PARAMETER_VALUES);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const match = /^\/api\/admin\/parameters\/(\w+)$/.exec(path);
    if (!match || init.method !== 'PUT') return Response.json({ token: 't' });
    const { value } = JSON.parse(String(init.body)) as { value: unknown };
    puts.push({ key: match[1]!, value });
    current = { ...current, [match[1]!]: value };
    return Response.json({ success: true, parameters: current });
  });
  return puts;
}

function renderPage() {
  const Page = () => (
    <ParametersPage
      loaderData={DEFAULT_PARAMETER_VALUES}
      params={{}}
      matches={[] as never}
      actionData={undefined}
    />
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ viewer: null, parameters: DEFAULT_PARAMETER_VALUES, oauthProviders: [] }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/admin/parameters', Component: Page }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider labels={{ dismiss: 'Dismiss', region: 'Notifications' }}>
          <Stub initialEntries={['/admin/parameters']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

// Issue 35 item 14: saving white-label mode locked every staff member out of /admin.
describe('saving white-label mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first and names the way back; Cancel saves nothing, confirming saves it', async () => {
    const puts = answer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: texts.whiteLabel.label }));
    expect(screen.getByText('npm run white-label:off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.save }));
    const dialog = await screen.findByRole('dialog', { name: texts.whiteLabel.confirmTitle });
    expect(dialog.textContent).toContain(texts.whiteLabel.confirm);
    expect(dialog.textContent).toContain('npm run white-label:off');
    await user.click(within(dialog).getByRole('button', { name: texts.whiteLabel.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.save }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: texts.whiteLabel.confirmAction,
      }),
    );
    await waitFor(() =>
      expect(puts).toEqual([{ key: 'whiteLabelMode', value: { enabled: true } }]),
    );
    await screen.findByText(texts.saved);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves other changes without asking', async () => {
    const puts = answer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: texts.maintenance.label }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(puts).toEqual([{ key: 'maintenanceMode', value: { enabled: true, endsAt: null } }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
