import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Package } from '@hs/contracts/checkout';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { CheckIcon } from '@hs/ui/icons';
import { usePrice } from '../currency/use-price.ts';
import { useLocale } from '../../hooks/use-locale.ts';

/** The middle package is the one most people pick. */
const POPULAR_INDEX = 1;

/**
 * The packages side by side (stacked on a phone), each with its price in the visitor's
 * currency. Without `canBuy` (buying switched off) there is no button to a dead end.
 */
export function PackageCards({
  packages,
  canBuy = true,
  upTo = false,
}: {
  packages: Package[];
  canBuy?: boolean;
  /**
   * The engine makes only as many distinct headshots as the uploads give (issue 34 item 4):
   * each package's count is a most, and what is not made is given back.
   */
  upTo?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = usePrice();
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="package-cards">
      {packages.map((pkg, index) => {
        const popular = index === POPULAR_INDEX && packages.length > 2;
        return (
          <li
            key={pkg.id}
            className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${popular ? 'ring-2 ring-brand-600' : 'ring-gray-200'}`}
          >
            {popular ? (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                {t('buying.pricing.popular')}
              </p>
            ) : null}
            {/* Right under the page title: h2 (heading order, issue 20 item 6). */}
            <h2 className="text-lg font-semibold text-gray-900">{pkg.name}</h2>
            <p
              className="mt-4 text-4xl font-bold tracking-tight text-gray-900"
              data-testid={`price-${pkg.id}`}
            >
              {price(pkg)}
            </p>
            <ul className="mt-6 space-y-3 text-sm leading-6 text-gray-700">
              <li className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-green-600" />
                {t(upTo ? 'buying.pricing.headshotsUpTo' : 'buying.pricing.headshots', {
                  count: pkg.headshots,
                })}
              </li>
              <li className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-green-600" />
                {t('buying.pricing.styles', { count: pkg.stylesAllowed })}
              </li>
              <li className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-green-600" />
                {t('buying.pricing.turnaround', { count: pkg.turnaroundHours })}
              </li>
              <li className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-green-600" />
                {t('buying.pricing.resolution', { resolution: pkg.resolution })}
              </li>
            </ul>
            {canBuy ? (
              <Link
                to={localizePath(`/checkout?package=${pkg.id}`, locale)}
                className={buttonClasses(popular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}
              >
                {t('buying.pricing.choose', { name: pkg.name })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
