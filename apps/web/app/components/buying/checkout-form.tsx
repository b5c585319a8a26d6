import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@hs/client/api-error';
import {
  createSessionRoute,
  type CheckoutOptions,
  type CheckoutSession,
  type Package,
} from '@hs/contracts/checkout';
import { CURRENCIES, isCurrencyCode, type CurrencyCode } from '@hs/domain/currency';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { useApi } from '../../hooks/use-api.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { modelIdOf, useModelPerStyle } from './use-model-promise.ts';
import { CodeField } from './code-field.tsx';
import { EmbeddedCheckout } from './embedded-checkout.tsx';
import { formatMoney } from './money.ts';
import { useQuote } from './use-quote.ts';

const sessionSchema = createSessionRoute.responses[200].content['application/json'].schema;

/**
 * spec 001 section 2: /checkout. Package, currency, coupon and gift card; the server prices
 * the order; paying opens Stripe (embedded when a publishable key is set, else its own
 * page) or, offline, the test provider's page. Issue 12: the total shown goes with the
 * request, and the server charges nothing if it changed meanwhile.
 */
export function CheckoutForm({
  packages,
  options,
  initialPackage,
  returnTo,
}: {
  packages: Package[];
  options: CheckoutOptions;
  initialPackage: string | null;
  /** A path of this site to come back to after paying (already checked). */
  returnTo: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const visitor = useCurrency();
  const [packageId, setPackageId] = useState(
    packages.find((p) => p.id === initialPackage)?.id ?? packages[0]!.id,
  );
  const allowed = options.currencies.filter(isCurrencyCode);
  const [currency, setCurrency] = useState<CurrencyCode>(
    allowed.includes(visitor.currency) ? visitor.currency : options.currency,
  );
  const { quote, apply, applied, refresh, error, busy } = useQuote(packageId, currency);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [embedded, setEmbedded] = useState<CheckoutSession | null>(null);
  const perStyle = useModelPerStyle(modelIdOf(returnTo));

  async function pay() {
    if (!quote) return;
    setPaying(true);
    setPayError(null);
    try {
      const { data } = await api.request('/checkout/session', {
        method: 'POST',
        schema: sessionSchema,
        body: {
          packageId,
          currency,
          uiMode: options.publishableKey ? 'embedded' : 'redirect',
          expectedTotal: quote.total,
          ...(returnTo ? { returnTo } : {}),
          ...(applied.coupon ? { couponCode: applied.coupon } : {}),
          ...(applied.giftCard ? { giftCardCode: applied.giftCard } : {}),
        },
      });
      if (data.clientSecret && options.publishableKey) {
        setEmbedded(data);
        setPaying(false);
      } else if (data.url?.startsWith('/')) {
        void navigate(localizePath(data.url, locale));
      } else if (data.url) {
        window.location.assign(data.url);
      }
    } catch (failure) {
      // The total changed since it was shown: show the new one and let the buyer decide.
      const fresh =
        failure instanceof ApiError && failure.code === 'CONFLICT' ? await refresh() : null;
      setPayError(
        fresh
          ? t('buying.checkout.totalChanged', {
              amount: formatMoney(fresh.total, currency, locale),
            })
          : failureMessage(failure),
      );
      setPaying(false);
    }
  }

  if (embedded?.clientSecret && options.publishableKey) {
    return (
      <EmbeddedCheckout
        publishableKey={options.publishableKey}
        clientSecret={embedded.clientSecret}
      />
    );
  }

  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">
            {t('buying.checkout.package')}
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {packages.map((pkg) => (
              <label
                key={pkg.id}
                className={`flex cursor-pointer flex-col rounded-xl p-4 ring-1 ${pkg.id === packageId ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-gray-200 hover:ring-gray-300'}`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="package"
                    value={pkg.id}
                    checked={pkg.id === packageId}
                    onChange={() => setPackageId(pkg.id)}
                    className="accent-brand-600"
                  />
                  <span className="font-semibold text-gray-900">{pkg.name}</span>
                </span>
                <span className="mt-1 text-sm text-gray-600">
                  {t('buying.pricing.headshots', { count: pkg.headshots })}
                </span>
                <span className="text-sm text-gray-600">
                  {t('buying.pricing.styles', { count: pkg.stylesAllowed })}
                </span>
                <span className="text-xs text-gray-500">
                  {t('buying.pricing.resolution', { resolution: pkg.resolution })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Select
          label={t('buying.checkout.currency')}
          options={allowed.map((code) => ({
            value: code,
            title: `${CURRENCIES[code].code} (${CURRENCIES[code].symbol_native})`,
          }))}
          value={currency}
          onChange={(code) => setCurrency(code)}
          wrapperClassName="max-w-xs"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField
            label={t('buying.checkout.coupon')}
            applied={applied.coupon}
            error={error?.field === 'coupon' ? error.message : null}
            busy={busy}
            onApply={(code) => apply('coupon', code)}
          />
          <CodeField
            label={t('buying.checkout.giftCard')}
            applied={applied.giftCard}
            error={error?.field === 'giftCard' ? error.message : null}
            busy={busy}
            onApply={(code) => apply('giftCard', code)}
          />
        </div>
      </div>

      <aside
        className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        aria-live="polite"
      >
        {options.provider === 'test' ? (
          <p
            className="mb-4 rounded-lg bg-amber-50 p-3 text-xs leading-5 font-medium text-amber-900 ring-1 ring-amber-300"
            data-testid="test-mode-notice"
          >
            {t('buying.checkout.testNotice')}
          </p>
        ) : null}
        {error?.field === 'quote' ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        {quote ? (
          <CheckoutSummary
            quote={quote}
            pkg={packages.find((p) => p.id === quote.packageId)}
            perStyle={perStyle}
          />
        ) : (
          <p className="text-sm text-gray-500">{t('buying.checkout.loading')}</p>
        )}
        <Button
          size="lg"
          fullWidth
          className="mt-6"
          loading={paying}
          disabled={!quote || busy}
          onClick={() => void pay()}
        >
          {paying
            ? t('buying.checkout.paying')
            : t('buying.checkout.pay', { amount: quote ? money(quote.total) : '' })}
        </Button>
        {payError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {payError}
          </p>
        ) : null}
        {returnTo ? (
          <p className="mt-4 text-xs text-gray-600">{t('buying.checkout.returnNote')}</p>
        ) : null}
        {options.provider === 'stripe' ? (
          <p className="mt-4 text-xs text-gray-500">{t('buying.checkout.secure')}</p>
        ) : null}
      </aside>
    </div>
  );
}
