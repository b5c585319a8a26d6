import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmPaymentRoute, orderStatusRoute, type OrderStatus } from '@hs/contracts/checkout';
import { fbSaleRoute } from '@hs/contracts/payments';
import { localizePath } from '@hs/domain/locale';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { buttonClasses } from '@hs/ui/button-classes';
import { CheckIcon } from '@hs/ui/icons';
import { Spinner } from '@hs/ui/spinner';
import { readCookie } from '../../auth/cookies.ts';
import { formatMoney } from '../../components/buying/money.ts';
import { checkoutAgainPath, returnPathFrom } from '../../components/buying/return-path.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const confirmSchema = confirmPaymentRoute.responses[200].content['application/json'].schema;
const orderSchema = orderStatusRoute.responses[200].content['application/json'].schema;
const saleSchema = fbSaleRoute.responses[200].content['application/json'].schema;

const POLL_MS = 1000;
/** After this long without confirmation the page says the provider is slow (and keeps asking). */
const SLOW_AFTER_MS = 30_000;
/** issue 12: paid, the person goes back to what they were doing after a moment to read. */
const RETURN_AFTER_MS = 1500;

type State =
  | { status: 'waiting'; slow: boolean }
  | { status: 'paid'; order: OrderStatus }
  /** Expired or cancelled before it was paid. */
  | { status: 'closed'; order: OrderStatus }
  | { status: 'failed'; message: string };

/**
 * Goes to `to` after a moment, unless the person starts doing something on the page
 * (a key or a pointer): then the Continue button is theirs to press. A layout effect, so the
 * listeners are there from the moment the button is: a passive effect could run after a key.
 */
function useReturnAfterMoment(to: string | null) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => void navigate(to), RETURN_AFTER_MS);
    const stay = () => clearTimeout(timer);
    window.addEventListener('keydown', stay);
    window.addEventListener('pointerdown', stay);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', stay);
      window.removeEventListener('pointerdown', stay);
    };
  }, [navigate, to]);
}

// spec 000 section 7: the confirmation reads payment_intent_client_secret or client_secret
// from the URL and has the payment intent retrieved; then POST /t/fb/sale once.
export default function CheckoutConfirmationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const uid = usePageContext().viewer?.uid ?? '';
  const failureMessage = useFailureMessage();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'waiting', slow: false });
  const reported = useRef(false);

  const orderId = params.get('order');
  const clientSecret = params.get('payment_intent_client_secret') ?? params.get('client_secret');
  const sessionId = params.get('session_id');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    async function poll(first: boolean) {
      try {
        const { data } = first
          ? await api.request('/checkout/confirm', {
              method: 'POST',
              schema: confirmSchema,
              body: {
                ...(orderId ? { orderId } : {}),
                ...(clientSecret ? { clientSecret } : {}),
                ...(sessionId ? { sessionId } : {}),
              },
            })
          : await api.request(`/checkout/order/${encodeURIComponent(orderId ?? '')}`, {
              schema: orderSchema,
            });
        if (stopped) return;
        if (data.status === 'paid') {
          setState({ status: 'paid', order: data });
          return;
        }
        if (data.status === 'expired' || data.status === 'cancelled') {
          setState({ status: 'closed', order: data });
          return;
        }
        setState({ status: 'waiting', slow: Date.now() - started > SLOW_AFTER_MS });
        timer = setTimeout(() => void poll(false), POLL_MS);
      } catch (failure) {
        if (!stopped) setState({ status: 'failed', message: failureMessage(failure) });
      }
    }
    void poll(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, clientSecret, failureMessage, orderId, sessionId]);

  const paymentId = state.status === 'paid' ? state.order.paymentId : null;
  const returnTo = state.status === 'paid' ? returnPathFrom(state.order.returnTo) : null;
  useReturnAfterMoment(returnTo);
  useEffect(() => {
    if (!paymentId || reported.current) return;
    reported.current = true;
    const cookies: Record<string, string> = {};
    for (const name of [TRACKING_COOKIE.fbc, TRACKING_COOKIE.fbp]) {
      const value = readCookie(name);
      if (value) cookies[name] = value;
    }
    api
      .request('/t/fb/sale', {
        method: 'POST',
        schema: saleSchema,
        body: { cookies, transactionId: paymentId, currentUrl: window.location.href, uid },
      })
      .catch((error: unknown) => console.warn('sale tracking failed', error));
  }, [api, paymentId, uid]);

  return (
    <div className="mx-auto max-w-xl py-10 sm:py-16" data-confirmation-state={state.status}>
      <title>{`${t('buying.confirmation.title')} · Headshot Studio`}</title>
      {state.status === 'paid' ? (
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-100">
            <CheckIcon className="size-6 text-green-700" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">
            {t('buying.confirmation.title')}
          </h1>
          <p className="mt-4 leading-7 text-gray-700" role="status">
            {/* An order without a package (the basket, studio credits) names its lines. */}
            {t(
              state.order.packageId ? 'buying.confirmation.paid' : 'buying.confirmation.paidLines',
              {
                amount: formatMoney(state.order.total, state.order.currency, locale),
                name: state.order.packageId
                  ? state.order.packageName
                  : state.order.lines.map((l) => l.description).join('; '),
              },
            )}
          </p>
          {returnTo ? (
            <p className="mt-2 text-sm text-gray-600">{t('buying.confirmation.returning')}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {returnTo ? (
              <Link to={returnTo} className={buttonClasses('primary', 'lg')}>
                {t('buying.confirmation.continue')}
              </Link>
            ) : (
              <Link
                to={localizePath('/app/upload', locale)}
                className={buttonClasses('primary', 'lg')}
              >
                {t('buying.confirmation.next')}
              </Link>
            )}
            <Link
              to={localizePath('/invoice', locale)}
              className={buttonClasses('secondary', 'lg')}
            >
              {t('buying.confirmation.invoice')}
            </Link>
          </div>
        </div>
      ) : state.status === 'closed' ? (
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">
            {t('buying.checkout.title')}
          </h1>
          <p className="mt-4 leading-7 text-gray-700" role="status">
            {state.order.status === 'expired'
              ? t('buying.confirmation.expired')
              : t('buying.confirmation.cancelled')}
          </p>
          <Link
            to={localizePath(checkoutAgainPath(state.order), locale)}
            className={buttonClasses('primary', 'lg', 'mt-8')}
          >
            {t('buying.confirmation.startAgain')}
          </Link>
        </div>
      ) : state.status === 'failed' ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p className="font-semibold">{t('buying.confirmation.failed')}</p>
          <p className="mt-1">{state.message}</p>
        </div>
      ) : (
        <div className="text-center" role="status">
          <Spinner size="lg" className="mx-auto" />
          <p className="mt-4 text-gray-700">{t('buying.confirmation.waiting')}</p>
          {state.slow ? (
            <p className="mt-2 text-sm text-gray-600">{t('buying.confirmation.slow')}</p>
          ) : null}
        </div>
      )}
    </div>
  );
}
