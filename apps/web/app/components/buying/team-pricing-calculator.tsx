import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bulkDiscountRoute, listPackagesRoute } from '@hs/contracts/checkout';
import { bulkDiscountPercent, discountedPriceCents } from '@hs/domain/bulk-discount';
import { clamp } from '@hs/domain/clamp';
import { priceInCurrency } from '@hs/domain/currency';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatMoney } from './money.ts';
import { useApiData } from './use-api-data.ts';
import { answerSchema } from '../data-kit/operation.ts';

const DEFAULT_SEATS = 10;

/**
 * Team pricing (spec 000 section 9): a seats slider and input up to the team max seats,
 * the bulk discount tiers, the price per seat and the total, in the visitor's currency.
 * The seat price is the first package's; the tiers come from the API (v2 by default).
 */
export function TeamPricingCalculator() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency, parity } = useCurrency();
  const tiers = useApiData(bulkDiscountRoute.path, answerSchema(bulkDiscountRoute));
  const packages = useApiData(listPackagesRoute.path, answerSchema(listPackagesRoute));
  const [seats, setSeats] = useState(DEFAULT_SEATS);
  const inputId = useId();

  if (tiers.state.status === 'failed' || packages.state.status === 'failed') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
      >
        <p>{t('buying.team.failed')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            void tiers.reload();
            void packages.reload();
          }}
        >
          {t('buying.pricing.retry')}
        </Button>
      </div>
    );
  }
  if (tiers.state.status !== 'ready' || packages.state.status !== 'ready') {
    return (
      <p className="flex items-center justify-center gap-2 p-6 text-sm text-gray-600">
        <Spinner size="sm" /> {t('buying.team.loading')}
      </p>
    );
  }
  const { tiers: list, teamMaxSeats } = tiers.state.data.data;
  const seatPackage = packages.state.data.data.packages[0];
  if (!seatPackage) return <p className="text-sm text-gray-600">{t('buying.pricing.empty')}</p>;
  const unit = priceInCurrency(seatPackage, currency, parity);
  const percent = bulkDiscountPercent(seats, list);
  const total = discountedPriceCents(unit, seats, list);
  const perSeat = Math.round(total / seats);
  const setClamped = (value: number) =>
    setSeats(Math.round(clamp(Number.isFinite(value) ? value : 1, 1, teamMaxSeats)));

  return (
    <div
      className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 md:grid-cols-2"
      data-testid="team-pricing"
    >
      <div>
        <h3 className="text-lg font-semibold text-gray-900">{t('buying.team.title')}</h3>
        <label htmlFor={inputId} className="mt-5 block text-sm font-medium text-gray-900">
          {t('buying.team.seats')}
        </label>
        <div className="mt-2 flex items-center gap-4">
          <input
            type="range"
            min={1}
            max={teamMaxSeats}
            value={seats}
            onChange={(e) => setClamped(Number(e.target.value))}
            aria-label={t('buying.team.seats')}
            className="w-full accent-brand-600"
          />
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={teamMaxSeats}
            value={seats}
            onChange={(e) => setClamped(Number(e.target.value))}
            className="w-24 rounded-lg border-0 px-3 py-2 text-right text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <p className="mt-1 text-xs text-gray-500">
          {t('buying.team.seatsHint', { max: teamMaxSeats })}
        </p>
        <dl className="mt-6 space-y-2">
          <div className="flex items-baseline justify-between">
            <dt className="text-sm text-gray-600">{t('buying.team.perSeat')}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid="team-per-seat">
              {formatMoney(perSeat, currency, locale)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between">
            <dt className="text-sm text-gray-600">{t('buying.team.total')}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid="team-total">
              {formatMoney(total, currency, locale)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm font-medium text-brand-700" aria-live="polite">
          {percent > 0 ? t('buying.team.discount', { percent }) : t('buying.team.noDiscount')}
        </p>
        <Link
          to={localizePath('/app/admin/team/new', locale)}
          className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
        >
          {t('buying.team.contact')}
        </Link>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-gray-900">{t('buying.team.tiers')}</h4>
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {list.map((tier) => {
            const active =
              bulkDiscountPercent(seats, list) === tier.percent &&
              seats >= tier.minSeats &&
              (tier.maxSeats === null || seats <= tier.maxSeats);
            return (
              <li
                key={tier.minSeats}
                className={`flex justify-between px-2 py-2 ${active ? 'rounded-md bg-brand-50 font-semibold text-brand-800' : 'text-gray-700'}`}
              >
                <span>
                  {tier.maxSeats === null
                    ? t('buying.team.tierOpen', { from: tier.minSeats })
                    : t('buying.team.tierRange', { from: tier.minSeats, to: tier.maxSeats })}
                </span>
                <span>{t('buying.team.tierPercent', { percent: tier.percent })}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
