import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminRefundListRoute,
  adminRefundRoute,
  type AdminRefundRequest,
} from '@hs/contracts/payments';
import { REFUND_PROCESSING_HOURS } from '@hs/domain/refund-window';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { ConfirmDialog } from '@hs/ui/confirm-dialog';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema, callOperation } from '../../components/data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { ActionResult, ApiDataState } from '../../components/buying/api-data-state.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// spec 001 section 2: /admin/refund; section 6: admin, support, dev, sales; section 9:
// refunds are processed within 48 hours.
export default function AdminRefundPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const list = useApiData(adminRefundListRoute.path, answerSchema(adminRefundListRoute));
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ id: string; text: string; ok: boolean } | null>(null);
  // Issue 35 item 14: the request waiting for its confirmation (a refund was one click).
  const [asking, setAsking] = useState<AdminRefundRequest | null>(null);

  async function refund(id: string, paymentId: string, currency: string) {
    setBusy(id);
    setMessage(null);
    try {
      const { data } = await callOperation(api, adminRefundRoute, { params: { paymentId } });
      setMessage({
        id,
        ok: true,
        text: t('buying.staff.done', { amount: formatPaymentMoney(data.amount, currency) }),
      });
      await list.reload();
    } catch (failure) {
      setMessage({ id, ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <title>{`${t('buying.staff.title')} · Headshot Studio`}</title>
      <h1 className="text-2xl font-bold text-gray-900">{t('buying.staff.title')}</h1>
      <p className="max-w-2xl text-sm text-gray-700">
        {t('buying.staff.intro', { hours: REFUND_PROCESSING_HOURS })}
      </p>
      <ApiDataState state={list.state} empty={t('buying.staff.empty')}>
        {(requests) => (
          <ul className="space-y-3">
            {requests.map((r) => (
              <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-medium text-gray-900">{r.email}</span>
                  <Badge
                    tone={
                      r.status === 'open'
                        ? 'warning'
                        : r.status === 'refunded'
                          ? 'success'
                          : 'neutral'
                    }
                  >
                    {t(`buying.staff.status.${r.status}`)}
                  </Badge>
                  <span className="text-sm text-gray-600">
                    {formatPaymentMoney(r.amountTotal, r.currency)} · {r.source}
                  </span>
                  {r.status === 'open' ? (
                    <span className="text-xs text-amber-800">
                      {t('buying.staff.due', { date: when(r.dueBy) })}
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-sm whitespace-pre-wrap text-gray-800">{r.reason}</p>
                {r.status === 'open' ? (
                  <Button
                    size="sm"
                    variant="danger"
                    className="mt-3"
                    loading={busy === r.id}
                    onClick={() => setAsking(r)}
                  >
                    {t('buying.staff.refund', {
                      amount: formatPaymentMoney(r.refundable, r.currency),
                    })}
                  </Button>
                ) : null}
                <ActionResult result={message?.id === r.id ? message : null} className="mt-2" />
              </li>
            ))}
          </ul>
        )}
      </ApiDataState>
      <ConfirmDialog
        open={asking !== null}
        title={t('buying.staff.confirmTitle', {
          amount: asking ? formatPaymentMoney(asking.refundable, asking.currency) : '',
          email: asking?.email ?? '',
        })}
        confirmLabel={t('buying.staff.confirmAction', {
          amount: asking ? formatPaymentMoney(asking.refundable, asking.currency) : '',
        })}
        cancelLabel={t('buying.staff.cancel')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          void refund(asking.id, asking.paymentId, asking.currency);
        }}
      >
        <p>
          {t('buying.staff.confirm', {
            amount: asking ? formatPaymentMoney(asking.refundable, asking.currency) : '',
          })}
        </p>
        {asking && asking.refundable < asking.amountTotal ? (
          <p>
            {t('buying.staff.confirmGivenBack', {
              givenBack: formatPaymentMoney(
                asking.amountTotal - asking.refundable,
                asking.currency,
              ),
              paid: formatPaymentMoney(asking.amountTotal, asking.currency),
            })}
          </p>
        ) : null}
        <p>{t('buying.staff.confirmReversed')}</p>
      </ConfirmDialog>
    </div>
  );
}
