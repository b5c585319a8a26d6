import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { Organization } from '@hs/contracts/organization';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { QueryProvider } from '../data-kit/query-provider.tsx';
import { FinishedModels } from './members-panels.tsx';

// The team's zip at one of the organization's sizes (decision 048).

const organization = {
  id: 'o1',
  name: 'Acme',
  teamSize: '10-24',
  teams: [],
  features: { bulkUpload: false },
  branding: { backgroundColor: null, backgroundImage: null },
  inviteCount: 0,
  credits: 0,
  totalCreditsPurchased: 0,
  bulkDiscountVersion: 'v2',
} as unknown as Organization;

function answer(sizes: { width: number; height: number }[]) {
  const zips: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api/, '');
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    if (path === '/organization/selected-images/zip') {
      zips.push(JSON.parse(String(init?.body)));
      return new Response(new Uint8Array([80, 75]), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="Selected headshots.zip"',
        },
      });
    }
    if (path.startsWith('/organization/models')) {
      return json({
        success: true,
        data: {
          models: [
            {
              modelId: 'm1',
              uid: 'ann',
              email: 'ann@acme.test',
              displayName: 'Ann',
              teamId: null,
              totalPhotos: 2,
              finishedAt: '2026-11-26T08:00:00.000Z',
              selectedImage: { id: 'h1', thumbnailUrl: '/t.png', position: 1 },
            },
          ],
          paging: { total: 1, pages: 1, reachedEnd: true },
        },
      });
    }
    if (path === '/organization/settings') {
      return json({
        success: true,
        data: {
          branding: { backgroundColor: null, backgroundImage: null },
          allowedOptions: { styles: null, clothing: null, combos: [] },
          customOutputSizes: sizes,
        },
      });
    }
    return json({ token: 't' });
  });
  return zips;
}

function renderPanel() {
  const context = {
    viewer: { uid: 'lead', email: 'lead@acme.test', name: 'Lead', isAnonymous: false, user: null },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  } as unknown as PageContext;
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          path: '/app/admin',
          Component: () => <FinishedModels organization={organization} teamId={null} />,
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={['/app/admin']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe("the team zip at the organization's sizes (decision 048)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers each size and sends the one chosen', async () => {
    // jsdom has no blob URLs nor downloads; the file's name is what the browser would save.
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const zips = answer([
      { width: 640, height: 800 },
      { width: 300, height: 300 },
    ]);
    renderPanel();
    const size = await screen.findByLabelText('Size of the images in the zip');
    expect(
      [...(size as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.textContent),
    ).toEqual(['As made (largest)', '640 × 800', '300 × 300']);
    // What the select shows at first is that choice, not the hidden placeholder.
    expect((size as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('As made (largest)');
    const button = await screen.findByRole('button', { name: 'Download selected images (zip)' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(zips).toEqual([{}]));
    fireEvent.change(size, { target: { value: '300x300' } });
    fireEvent.click(button);
    await waitFor(() => expect(zips).toEqual([{}, { size: '300x300' }]));
    await waitFor(() =>
      expect(saved).toEqual(['Selected headshots.zip', 'Selected headshots.zip']),
    );
  });

  it('offers no choice when the organization has no sizes of its own', async () => {
    answer([]);
    renderPanel();
    await screen.findByRole('button', { name: 'Download selected images (zip)' });
    await screen.findByText('ann@acme.test');
    expect(screen.queryByLabelText('Size of the images in the zip')).toBeNull();
  });
});
