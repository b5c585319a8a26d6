import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRefundRoute, type Payment } from '@hs/contracts/payments';
import {
  REFUND_PROCESSING_HOURS,
  REFUND_REQUEST_SOURCES,
  canRequestRefund,
  type RefundRequestSource,
} from '@hs/domain/refund-window';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Textarea } from '@hs/ui/textarea';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { formatDate } from './payments-list.tsx';
import { formatPaymentMoney } from './money.ts';

const schema = requestRefundRoute.responses[200].content['application/json'].schema;
const REASON_MAX = 2000;

/**
 * The profile's refund request (spec 001 section 2: the support modal links here with a
 * source tag). spec 001 section 6: team members are told to contact their team admin or
 * owner; section 9: refunds are processed within 48 hours.
 */
export function RefundForm({
  payments,
  source,
  onRequested,
}: {
  payments: Payment[];
  source: string | null;
  onRequested: (paymentId: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const role = usePageContext().viewer?.user?.role ?? 'User';
  const refundable = payments.filter((p) => p.status === 'paid' && !p.refundRequest);
  const [paymentId, setPaymentId] = useState(refundable[0]?._id ?? '');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const tag: RefundRequestSource = (REFUND_REQUEST_SOURCES as readonly string[]).includes(
    source ?? '',
  )
    ? (source as RefundRequestSource)
    : 'profile';

  if (!canRequestRefund(role)) {
    return (
      <p
        role="note"
        className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {t('buying.profile.teamMemberRefund')}
      </p>
    );
  }
  if (sent) {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
      >
        {t('buying.profile.refundSent', { hours: REFUND_PROCESSING_HOURS })}
      </p>
    );
  }
  if (refundable.length === 0) {
    return <p className="text-sm text-gray-600">{t('buying.profile.refundNone')}</p>;
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        setError(null);
        api
          .request('/refund/request', {
            method: 'POST',
            schema,
            body: { paymentId, reason, source: tag },
          })
          .then(() => {
            setSent(true);
            onRequested(paymentId);
          })
          .catch((failure: unknown) => setError(failureMessage(failure)))
          .finally(() => setSending(false));
      }}
    >
      <p className="mb-4 text-sm text-gray-700">
        {t('buying.profile.refundBody', { hours: REFUND_PROCESSING_HOURS })}
      </p>
      <Select
        label={t('buying.profile.refundPayment')}
        options={refundable.map((p) => ({
          value: p._id,
          title: `${p.packageName} · ${formatDate(p.createdOn, locale)} · ${formatPaymentMoney(p.amountTotal, p.currency)}`,
        }))}
        value={paymentId}
        onChange={setPaymentId}
        wrapperClassName="mb-4"
      />
      <Textarea
        label={t('buying.profile.refundReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={REASON_MAX}
        required
        rows={4}
        wrapperClassName="mb-4"
      />
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={sending} disabled={reason.trim() === ''}>
        {t('buying.profile.refundSubmit')}
      </Button>
    </form>
  );
}
