import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import type { Payment } from '@hs/contracts/payments';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import type { UserDetails } from '@hs/contracts/user';
import { TEAM_MEMBER_REFUND_REFUSAL } from '@hs/domain/refund-window';
import { describe, expect, it } from 'vitest';
import { catalogues, getI18n } from '../../i18n/i18n.ts';
import { PaymentsList } from './payments-list.tsx';
import { RefundForm } from './refund-form.tsx';

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
  referralCode: 'abcdef1234',
  hasPaidAccount: true,
  isTestUser: false,
  organizationId: null,
  studio: { credits: 0 },
});

const payment = (over: Partial<Payment> = {}): Payment => ({
  _id: '00000000-0000-4000-8000-000000000001',
  createdOn: '2026-11-22T10:00:00.000Z',
  amountTotal: 3900,
  amountDiscount: 0,
  amountGiftCard: 0,
  currency: 'eur',
  packageId: 'professional',
  packageName: 'Professional',
  test: false,
  status: 'paid',
  refundRequest: null,
  giveBacks: [],
  ...over,
});

function renderWith(
  role: UserDetails['role'],
  ui: () => React.ReactNode,
  locale: 'en' | 'de' = 'en',
) {
  const context: PageContext = {
    viewer: { uid: 'u1', email: 'u@example.com', name: 'U', isAnonymous: false, user: user(role) },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/profile', Component: () => ui() }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={['/profile']} />
    </I18nextProvider>,
  );
}

describe('refund request and payments on the profile', () => {
  it('tells a team member to ask their team admin or owner (spec 001 section 6)', async () => {
    renderWith('TeamMember', () => (
      <RefundForm payments={[payment()]} source="support-modal" onRequested={() => undefined} />
    ));
    expect(await screen.findByText(TEAM_MEMBER_REFUND_REFUSAL)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers only paid payments without a request, and says 48 hours', async () => {
    renderWith('User', () => (
      <RefundForm
        payments={[
          payment(),
          payment({ _id: '00000000-0000-4000-8000-000000000002', status: 'refunded' }),
          payment({
            _id: '00000000-0000-4000-8000-000000000003',
            refundRequest: { status: 'open', createdAt: '2026-11-22T11:00:00.000Z' },
          }),
        ]}
        source={null}
        onRequested={() => undefined}
      />
    ));
    expect(await screen.findByText('Refunds are processed within 48 hours.')).toBeTruthy();
    expect(screen.getAllByRole('option').filter((o) => !o.hasAttribute('hidden'))).toHaveLength(1);
    const submit = screen.getByRole('button', { name: catalogues.en.buying.profile.refundSubmit });
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('shows amounts as amount/100 with 2 decimals (spec 001 section 9), in German too', async () => {
    renderWith('User', () => <PaymentsList payments={[payment()]} withInvoices />, 'de');
    expect(await screen.findByText('39.00 EUR')).toBeTruthy();
    expect(screen.getByText(catalogues.de.buying.invoice.paid)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Rechnung vom .* als PDF herunterladen/ }),
    ).toBeTruthy();
  });

  it('marks a payment made with the test provider TEST, in German too', async () => {
    renderWith(
      'User',
      () => (
        <PaymentsList
          payments={[
            payment({ test: true }),
            payment({ _id: '00000000-0000-4000-8000-000000000002' }),
          ]}
          withInvoices={false}
        />
      ),
      'de',
    );
    const marks = await screen.findAllByTestId('payment-test');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toContain(catalogues.de.buying.invoice.test);
    expect(marks[0]!.textContent).toContain(catalogues.de.buying.invoice.testHint);
  });

  it.each(['en', 'de'] as const)(
    'says on each payment what its runs promised, made and gave back (issue 34 item 5, %s)',
    async (locale) => {
      const base = { currency: 'eur', status: 'paid' as const };
      renderWith(
        'User',
        () => (
          <PaymentsList
            payments={[
              payment({
                giveBacks: [
                  { ...base, promised: 20, made: 5, givenBack: 15, kind: 'money', amount: 2925 },
                  {
                    ...base,
                    promised: 8,
                    made: 0,
                    givenBack: 8,
                    kind: 'run',
                    amount: 0,
                    status: 'settled',
                  },
                ],
              }),
            ]}
            withInvoices={false}
          />
        ),
        locale,
      );
      const note = (await screen.findByTestId('payment-give-back')).textContent ?? '';
      const texts = catalogues[locale].results.giveBack;
      expect(note).toContain(
        texts.summary
          .replace('{{promised}}', '20')
          .replace('{{made}}', '5')
          .replace('{{givenBack}}', '15'),
      );
      expect(note).toContain(texts.money.split('{{amount}}')[0]!);
      expect(note).toMatch(/29[.,]25/);
      expect(note).toContain(texts.run);
      if (locale !== 'en') expect(texts.run).not.toBe(catalogues.en.results.giveBack.run);
    },
  );

  it('says nothing of give-backs on a payment whose runs kept their promise', async () => {
    renderWith('User', () => <PaymentsList payments={[payment()]} withInvoices={false} />);
    await screen.findByText('39.00 EUR');
    expect(screen.queryByTestId('payment-give-back')).toBeNull();
  });
});
