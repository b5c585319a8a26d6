import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPaymentsRoute, type Payment } from '@hs/contracts/payments';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { giveBackLines } from '../../hooks/use-give-back-lines.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { downloadInvoice } from './download-invoice.ts';
import { formatPaymentMoney } from './money.ts';
import { SectionCard } from './section-card.tsx';
import { useApiData } from './use-api-data.ts';
import { answerSchema } from '../data-kit/operation.ts';

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * The viewer's payments; spec 001 section 9: amounts as amount/100 with 2 decimals. Each says
 * what its runs promised, made and gave back (issue 34 item 5).
 */
export function PaymentsList({
  payments,
  withInvoices,
}: {
  payments: Payment[];
  withInvoices: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const uid = usePageContext().viewer?.uid ?? '';
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (payments.length === 0)
    return <p className="text-sm text-gray-600">{t('buying.invoice.empty')}</p>;
  return (
    <>
      <ul
        className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
        data-testid="payments-list"
      >
        {payments.map((p) => {
          const date = formatDate(p.createdOn, locale);
          return (
            <li key={p._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-40 flex-1">
                <p className="font-medium text-gray-900">{p.packageName}</p>
                <p className="text-sm text-gray-600">{date}</p>
              </div>
              <p className="font-semibold text-gray-900 tabular-nums" data-testid="payment-amount">
                {formatPaymentMoney(p.amountTotal, p.currency)}
              </p>
              {p.test ? (
                <Badge
                  tone="warning"
                  title={t('buying.invoice.testHint')}
                  data-testid="payment-test"
                >
                  {t('buying.invoice.test')}
                  <span className="sr-only">: {t('buying.invoice.testHint')}</span>
                </Badge>
              ) : null}
              <Badge tone={p.status === 'refunded' ? 'danger' : 'success'}>
                {p.status === 'refunded' ? t('buying.invoice.refunded') : t('buying.invoice.paid')}
              </Badge>
              {p.refundRequest && p.status !== 'refunded' ? (
                <Badge tone="warning">{t('buying.profile.refundRequested')}</Badge>
              ) : null}
              {withInvoices ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === p._id}
                  aria-label={t('buying.invoice.downloadLabel', { date })}
                  onClick={() => {
                    setBusy(p._id);
                    setError(null);
                    downloadInvoice(uid, p._id)
                      .catch((failure: unknown) => setError(failureMessage(failure)))
                      .finally(() => setBusy(null));
                  }}
                >
                  {t('buying.invoice.download')}
                </Button>
              ) : null}
              {p.giveBacks.length ? (
                <ul
                  className="basis-full space-y-0.5 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700"
                  data-testid="payment-give-back"
                >
                  {p.giveBacks.flatMap((g, i) =>
                    giveBackLines(g, t, locale).map((line) => <li key={`${i}-${line}`}>{line}</li>),
                  )}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The viewer's payments with their invoices, loaded in a card with its load states. */
export function PaymentsCard() {
  const { t } = useTranslation();
  const payments = useApiData(listPaymentsRoute.path, answerSchema(listPaymentsRoute));
  return (
    <SectionCard
      id="payments"
      title={t('buying.profile.paymentsTitle')}
      state={payments.state}
      onRetry={() => void payments.reload()}
    >
      {(data) => <PaymentsList payments={data.payments} withInvoices />}
    </SectionCard>
  );
}
