import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  cancelOrderRoute,
  orderStatusRoute,
  testPayRoute,
  type OrderStatus,
} from '@hs/contracts/checkout';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { formatMoney } from '../../components/buying/money.ts';
import { checkoutAgainPath } from '../../components/buying/return-path.ts';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema, callOperation, operationPath } from '../../components/data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

// The offline test provider's own checkout page (docs/decisions/009-payments.md): used when
// no Stripe key is configured; paying goes through the same order and fulfilment job.
export default function CheckoutTestPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const [params] = useSearchParams();
  const orderId = params.get('session');
  const order = useApiData(
    orderId ? operationPath(orderStatusRoute, { params: { orderId } }) : null,
    answerSchema(orderStatusRoute),
  );
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmation = localizePath(`/checkout/confirmation?order=${orderId ?? ''}`, locale);

  async function pay() {
    setPaying(true);
    setError(null);
    try {
      await callOperation(api, testPayRoute, { params: { orderId: orderId! } });
      void navigate(confirmation);
    } catch (failure) {
      setError(failureMessage(failure));
      setPaying(false);
      // An expired or cancelled order (409) now shows as such.
      void order.reload();
    }
  }

  // Going back gives the order up, so its coupon use and gift-card value are free again.
  async function backToCheckout(o: OrderStatus) {
    if (o.status === 'pending') {
      await callOperation(api, cancelOrderRoute, { params: { orderId: o.orderId } }).catch(
        (failure: unknown) => console.warn('cancelling the test order failed', failure),
      );
    }
    void navigate(localizePath(checkoutAgainPath(o), locale));
  }

  let body;
  if (!orderId || order.state.status === 'failed') {
    body = (
      <p role="alert" className="text-sm text-red-800">
        {order.state.status === 'failed' ? order.state.message : t('buying.test.missing')}
      </p>
    );
  } else if (order.state.status === 'loading') {
    body = (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('buying.checkout.loading')}
      </p>
    );
  } else {
    const o = order.state.data.data;
    const amount = formatMoney(o.total, o.currency, locale);
    body = (
      <>
        <dl className="mt-6 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('buying.test.order')}</dt>
            <dd className="font-medium text-gray-900">{o.packageName}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('buying.test.amount')}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid="test-amount">
              {amount}
            </dd>
          </div>
        </dl>
        {o.status === 'paid' ? (
          <Link to={confirmation} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            {t('buying.confirmation.title')}
          </Link>
        ) : o.status === 'expired' || o.status === 'cancelled' ? (
          <p className="mt-6 text-sm text-gray-800" role="status" data-testid="test-order-closed">
            {t('buying.test.closed')}
          </p>
        ) : (
          <Button size="lg" fullWidth className="mt-6" loading={paying} onClick={() => void pay()}>
            {paying ? t('buying.test.paying') : t('buying.test.pay', { amount })}
          </Button>
        )}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {o.status === 'paid' ? null : (
          <Button variant="link" size="sm" className="mt-4" onClick={() => void backToCheckout(o)}>
            {o.status === 'pending' ? t('buying.test.cancel') : t('buying.confirmation.startAgain')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md py-8 sm:py-12">
      <title>{`${t('buying.test.title')} · Headshot Studio`}</title>
      <div className="rounded-2xl border-2 border-dashed border-amber-400 bg-white p-6 shadow-sm">
        <p
          className="inline-block rounded bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950"
          data-testid="test-mode-badge"
        >
          {t('buying.test.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{t('buying.test.title')}</h1>
        <p className="mt-2 text-sm leading-6 text-gray-700">{t('buying.test.body')}</p>
        {body}
      </div>
    </div>
  );
}
