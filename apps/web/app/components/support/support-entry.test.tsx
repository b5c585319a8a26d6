import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { SupportEntry } from './support-entry.tsx';
import { SUPPORT_REQUEST_TYPES } from '@hs/domain/support';
import { ToastProvider } from '@hs/ui/toast';
import { QueryProvider } from '../data-kit/query-provider.tsx';

const user = (role: UserDetails['role']): UserDetails => ({
  uid: 'u1',
  email: 'u@example.com',
  displayName: 'U',
  avatar: null,
  role,
  adminRole: null,
  isAdmin: false,
  isAnonymous: false,
  countryCode: null,
  referredBy: null,
  referralCode: null,
  hasPaidAccount: false,
  isTestUser: false,
  organizationId: null,
  studio: { credits: 0 },
});

const Page = () => (
  <>
    <p>page</p>
    <SupportEntry />
  </>
);

function renderFor(
  role: UserDetails['role'] | null,
  url = '/',
  version: 'old' | 'new' = 'old',
  holidayEndsAt: string | null = null,
  organizationId: string | null = null,
) {
  const context: PageContext = {
    viewer: role
      ? {
          uid: 'u1',
          email: 'u@example.com',
          name: 'U',
          isAnonymous: false,
          user: { ...user(role), organizationId },
        }
      : null,
    parameters: {
      ...DEFAULT_PARAMETER_VALUES,
      supportModal: { version },
      holidayMode: { enabled: holidayEndsAt !== null, endsAt: holidayEndsAt },
    },
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: '/', Component: Page },
        { path: '/es', Component: Page },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(url.startsWith('/es') ? 'es' : 'en')}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe('support entry points', () => {
  it('opens the FAQ modal for a visitor and closes it', async () => {
    renderFor(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    // The popups load on first use (decision 040): wait for the dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Support and FAQ' });
    for (const entry of [
      'Contact us',
      'Refund',
      'Invoice and payment',
      'Submit feedback',
      'Report a bug',
    ]) {
      expect(dialog.textContent).toContain(entry);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the FAQ modal with the support id to a signed-in user', async () => {
    renderFor('User');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Your support ID: u1');
  });

  it('gives no button to team members', async () => {
    renderFor('TeamMember');
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it('opens the form popup from an FAQ entry, with every type for a user', async () => {
    renderFor('User');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    fireEvent.click(await screen.findByText('Report a bug', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const type = (await within(dialog).findByLabelText('Request type')) as HTMLSelectElement;
    expect(type.value).toBe('issue');
    expect([...type.options].map((o) => o.value).filter(Boolean)).toEqual([
      ...SUPPORT_REQUEST_TYPES,
    ]);
  });

  it('gives a lead the Contact our team popup with type team and no refund', async () => {
    renderFor('TeamLead');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact our team' });
    const type = (await within(dialog).findByLabelText('Request type')) as HTMLSelectElement;
    expect(type.value).toBe('team');
    expect([...type.options].map((o) => o.value)).not.toContain('refund');
  });

  it('words empty required fields in the page language and sends nothing', async () => {
    renderFor('User');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    fireEvent.click(await screen.findByText('Contact us', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Write to us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.change(await within(dialog).findByLabelText('Your name'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2),
    );
  });

  it('opens the feedback popup straight away in new mode (spec 000 section 6)', async () => {
    renderFor('User', '/', 'new');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' });
    expect(
      ((await within(dialog).findByLabelText('Request type')) as HTMLSelectElement).value,
    ).toBe('feedback');
  });

  it('in holiday mode says until when, promises an answer as soon as possible and refunds first', async () => {
    renderFor('User', '/', 'old', '2026-12-31T23:59:59.999Z');
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    const presence = await screen.findByTestId('support-presence');
    expect(presence.textContent).toContain('Our team is on holiday until December 31, 2026.');
    expect(presence.textContent).toContain('We are on holiday and reply as soon as possible.');
    expect(presence.textContent).toContain(
      'Priority requests such as refunds are processed within 1 business day.',
    );
  });

  it('speaks the page language', async () => {
    renderFor(null, '/es');
    fireEvent.click(await screen.findByRole('button', { name: 'Soporte' }));
    expect(screen.getByRole('dialog', { name: 'Soporte y preguntas frecuentes' })).not.toBeNull();
  });

  describe('screenshots (issue 16 item 2)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const png = (name: string, bytes = 10) =>
      new File([new Uint8Array(bytes)], name, { type: 'image/png' });

    it('offers an optional file input with its limits, refuses what the server would, sends a form', async () => {
      const sent: { body: unknown; type: string | null }[] = [];
      vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
        if (String(input).endsWith('/support/feedback/submit')) {
          sent.push({ body: init.body, type: new Headers(init.headers).get('content-type') });
        }
        const answer = String(input).endsWith('/support/feedback/submit')
          ? { success: true, message: 'ok', id: 'r1' }
          : { token: 't' };
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      });
      renderFor('User');
      fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
      fireEvent.click(await screen.findByText('Contact us', { selector: 'summary' }));
      fireEvent.click(screen.getByRole('button', { name: 'Write to us' }));
      const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
      const input = (await within(dialog).findByLabelText(
        'Screenshots (optional)',
      )) as HTMLInputElement;
      expect(input.type).toBe('file');
      expect(input.accept).toBe('image/png,image/jpeg,image/webp');
      expect(dialog.textContent).toContain('Up to 3 PNG, JPEG or WebP images, at most 5 MB each.');

      const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
      fireEvent.change(input, { target: { files: [text] } });
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'notes.txt is not a PNG, JPEG or WebP image of at most 5 MB.',
      );
      fireEvent.change(input, { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
      expect(within(dialog).getByRole('alert').textContent).toContain('big.png is not');
      fireEvent.change(input, {
        target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] },
      });
      expect(within(dialog).getByRole('alert').textContent).toBe('Choose at most 3 screenshots.');
      expect(within(dialog).getByText('3.png')).not.toBeNull();
      expect(within(dialog).queryByText('4.png')).toBeNull();
      expect(input.disabled).toBe(true);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 3.png' }));
      expect(input.disabled).toBe(false);

      fireEvent.change(within(dialog).getByLabelText('Request type'), {
        target: { value: 'issue' },
      });
      fireEvent.change(within(dialog).getByLabelText('Message'), {
        target: { value: 'It breaks' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      const form = sent[0]!.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      // fetch sets multipart/form-data with its boundary itself.
      expect(sent[0]!.type).toBeNull();
      expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['1.png', '2.png']);
      expect(form.get('message')).toBe('It breaks');
      expect(form.get('type')).toBe('issue');
      expect(form.get('paymentId')).toBeNull();
    });
  });

  describe('the call button (spec 001 section 2: more than 1 credit bought, or a large team)', () => {
    afterEach(() => vi.unstubAllGlobals());
    /** The lead's organization as GET /api/organization answers it. */
    function organizationAnswers(o: { totalCreditsPurchased: number; teamSize: string }) {
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (input: string) => {
        const path = String(input);
        asked.push(path);
        const answer = path.includes('/organization')
          ? {
              success: true,
              data: {
                organization: {
                  id: 'o1',
                  name: 'Acme',
                  teams: [],
                  features: { bulkUpload: false },
                  branding: { backgroundColor: null, backgroundImage: null },
                  inviteCount: 0,
                  credits: 0,
                  bulkDiscountVersion: 'v2',
                  ...o,
                },
              },
            }
          : { token: 't' };
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      });
      return asked;
    }

    it('shows it to a lead whose organization bought more than 1 credit', async () => {
      organizationAnswers({ totalCreditsPurchased: 2, teamSize: '1-9' });
      renderFor('TeamLead', '/', 'old', null, 'o1');
      fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
      const dialog = await screen.findByRole('dialog', { name: 'Contact our team' });
      const call = await within(dialog).findByRole('link', { name: 'Request a call' });
      expect(call.getAttribute('href')).toContain('mailto:');
    });

    it('shows it for a team size of 100-200 and hides it for 1 credit and 10-24', async () => {
      organizationAnswers({ totalCreditsPurchased: 0, teamSize: '100-200' });
      renderFor('TeamLead', '/', 'old', null, 'o1');
      fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
      await screen.findByRole('link', { name: 'Request a call' });
    });

    it('hides it for 1 credit bought and a small team', async () => {
      const asked = organizationAnswers({ totalCreditsPurchased: 1, teamSize: '10-24' });
      renderFor('TeamLead', '/', 'old', null, 'o1');
      fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
      await screen.findByRole('dialog', { name: 'Contact our team' });
      // The organization was asked for (and answered), and still no call button.
      await waitFor(() => expect(asked.some((p) => p.endsWith('/api/organization'))).toBe(true));
      // The header is busy until the answer is in; a sleep could look before it rendered.
      const header = document.querySelector('section[aria-labelledby="support-contact-team"]')!;
      await waitFor(() => expect(header.getAttribute('aria-busy')).toBeNull());
      expect(screen.queryByRole('link', { name: 'Request a call' })).toBeNull();
    });
  });
});
