import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { QueryProvider } from '../data-kit/query-provider.tsx';
import { SupportForm } from './support-form.tsx';

// A visitor on the /contact page: no account, the e-mail typed.
const context: PageContext = {
  viewer: null,
  parameters: DEFAULT_PARAMETER_VALUES,
  oauthProviders: [],
};

/** The submit route answering `statuses` in turn (then 200); keeps every body sent. */
function answer(statuses: number[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (!String(input).endsWith('/support/feedback/submit')) {
      return Response.json({ token: 't' });
    }
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const status = statuses.shift() ?? 200;
    return status === 200
      ? Response.json({ success: true, message: 'ok', id: `r${sent.length}` })
      : Response.json({ success: false, errorMessage: '' }, { status });
  });
  return sent;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/contact', Component: () => <SupportForm initialType="issue" /> }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={['/contact']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the support form’s request key (issue 35 item 12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the key for a retry of the same message, and sends the next message with a new one', async () => {
    const sent = answer([503]);
    renderForm();
    await screen.findByLabelText('Your name');
    type('Your name', 'Ann');
    type('Your e-mail', 'ann@example.com');
    type('Message', 'My photos look odd');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    // The same message again after a failure: the same key, so it is stored once.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);

    type('Your name', 'Ann');
    type('Your e-mail', 'ann@example.com');
    type('Message', 'And the invoice is missing');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send another message' });
    expect(sent).toHaveLength(3);
    expect(sent[2]!.message).toBe('And the invoice is missing');
    expect(sent[2]!.requestId).not.toBe(sent[0]!.requestId);
  });

  it('gives a message changed after a failure a new key', async () => {
    const sent = answer([503]);
    renderForm();
    await screen.findByLabelText('Your name');
    type('Your name', 'Ann');
    type('Your e-mail', 'ann@example.com');
    type('Message', 'My photos look odd');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    type('Message', 'My photos look odd, and blurry');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send another message' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.requestId).not.toBe(sent[0]!.requestId);
  });
});
