import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  bulkDiscountRoute,
  checkoutOptionsRoute,
  createSessionRoute,
  listPackagesRoute,
  quoteRoute,
} from '@hs/contracts/checkout';
import { bulkDiscountPercent } from '@hs/domain/bulk-discount';
import { isCurrencyCode } from '@hs/domain/currency';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { NumberInput } from '@hs/ui/number-input';
import { Spinner } from '@hs/ui/spinner';
import { formatMoney } from '../../components/buying/money.ts';
import { useApiQuery } from '../../components/data-kit/api-query.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { AreaHeading, WithOrganization } from './dashboard.tsx';

const tiersAnswer = bulkDiscountRoute.responses[200].content['application/json'].schema;
const packagesAnswer = listPackagesRoute.responses[200].content['application/json'].schema;
const optionsAnswer = checkoutOptionsRoute.responses[200].content['application/json'].schema;
const quoteAnswer = quoteRoute.responses[200].content['application/json'].schema;
const sessionAnswer = createSessionRoute.responses[200].content['application/json'].schema;

const DEFAULT_SEATS = 10;

// spec 001 section 2: /app/admin/credits (Billing). Issue 17 item 6: seats bought with the
// bulk-discount tiers (v2) and the max-seats rule through the same checkout and ledger as
// individuals; the server prices every quote and session, the page only shows them.
export default function TeamCredits() {
  const { t } = useTranslation();
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.credits.title')} intro={t('lead.credits.intro')} />
      <WithOrganization>
        {(o) => (
          <>
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                <dt className="text-sm text-gray-600">{t('lead.credits.left')}</dt>
                <dd className="mt-1 text-3xl font-bold text-gray-900" data-seats-left={o.credits}>
                  {o.credits}
                </dd>
              </div>
              <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                <dt className="text-sm text-gray-600">{t('lead.credits.purchased')}</dt>
                <dd className="mt-1 text-3xl font-bold text-gray-900">{o.totalCreditsPurchased}</dd>
              </div>
            </dl>
            <BuySeats />
          </>
        )}
      </WithOrganization>
    </div>
  );
}

function BuySeats() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const visitor = useCurrency();
  const uid = usePageContext().viewer?.uid ?? null;
  const tiers = useApiQuery('/checkout/discount/bulk-discount', tiersAnswer);
  const packages = useApiQuery('/checkout/package/package', packagesAnswer);
  const options = useApiQuery('/checkout/options', optionsAnswer);
  const [seats, setSeats] = useState(DEFAULT_SEATS);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const packageId = packages.data?.data.packages[0]?.id ?? null;
  const opts = options.data?.data;
  const currency =
    opts && opts.currencies.includes(visitor.currency) && isCurrencyCode(visitor.currency)
      ? visitor.currency
      : (opts?.currency ?? 'usd');
  // The server's price for this many seats (it applies the tier; the page never does).
  const quote = useQuery({
    queryKey: ['api', uid, 'seat-quote', packageId, currency, seats],
    enabled: packageId !== null && opts !== undefined,
    placeholderData: (previous) => previous,
    queryFn: () =>
      api.request('/checkout/quote', {
        method: 'POST',
        schema: quoteAnswer,
        body: { packageId, currency, seats },
      }),
  });

  const failed = tiers.error ?? packages.error ?? options.error;
  if (failed) {
    return (
      <p role="alert" className="mt-8 text-sm text-red-700">
        {failureMessage(failed)}
      </p>
    );
  }
  if (!tiers.data || !packages.data || !opts) {
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('lead.credits.loading')}
      </p>
    );
  }
  const { teamMaxSeats } = tiers.data.data;
  const percent = bulkDiscountPercent(seats, tiers.data.data.tiers);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const q = quote.data?.data;
  const line = q?.lines.find((l) => l.kind === 'team_seats');

  async function buy() {
    if (!q || !packageId) return;
    setPaying(true);
    setPayError(null);
    try {
      const { data } = await api.request('/checkout/session', {
        method: 'POST',
        schema: sessionAnswer,
        body: {
          packageId,
          currency,
          seats,
          uiMode: 'redirect',
          expectedTotal: q.total,
          returnTo: '/app/admin/credits',
        },
      });
      if (data.url?.startsWith('/')) void navigate(localizePath(data.url, locale));
      else if (data.url) window.location.assign(data.url);
    } catch (failure) {
      setPayError(failureMessage(failure));
      setPaying(false);
    }
  }

  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="seat-tiers">
        <h2 id="seat-tiers" className="text-lg font-semibold text-gray-900">
          {t('lead.credits.tiers')}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {tiers.data.data.tiers.map((tier) => (
            <li
              key={tier.minSeats}
              className={`rounded-lg px-3 py-2 text-sm ring-1 ${tier.percent === percent && seats >= tier.minSeats && (tier.maxSeats === null || seats <= tier.maxSeats) ? 'bg-brand-50 font-semibold text-brand-900 ring-brand-600' : 'bg-white text-gray-700 ring-gray-200'}`}
            >
              {t('lead.credits.tier', { min: tier.minSeats, percent: tier.percent })}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="seat-buy"
        className="h-fit rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id="seat-buy" className="text-lg font-semibold text-gray-900">
          {t('lead.credits.buy')}
        </h2>
        <NumberInput
          label={t('lead.credits.seats')}
          hint={t('lead.credits.maxSeats', { max: teamMaxSeats })}
          min={1}
          max={teamMaxSeats}
          value={seats}
          onChange={setSeats}
          wrapperClassName="mt-4"
        />
        <div className="mt-4 space-y-1 text-sm" aria-live="polite" data-seat-quote={q?.total ?? ''}>
          {quote.isError ? (
            <p role="alert" className="text-red-700">
              {failureMessage(quote.error)}
            </p>
          ) : q ? (
            <>
              <p className="text-gray-700">
                {percent > 0 ? t('lead.credits.quoteTier', { percent }) : t('lead.credits.noTier')}
              </p>
              {line ? (
                <p className="text-gray-600">
                  {t('lead.credits.perSeat', { price: money(Math.round(q.total / seats)) })}
                </p>
              ) : null}
              <p className="text-lg font-bold text-gray-900">
                {t('lead.credits.quote')}: {money(q.total)}
              </p>
            </>
          ) : (
            <Spinner size="sm" />
          )}
        </div>
        {payError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {payError}
          </p>
        ) : null}
        <Button
          className="mt-4"
          fullWidth
          onClick={() => void buy()}
          loading={paying}
          disabled={!q || quote.isFetching || opts.provider === 'off'}
        >
          {t('lead.credits.buy')}
        </Button>
      </section>
    </div>
  );
}
