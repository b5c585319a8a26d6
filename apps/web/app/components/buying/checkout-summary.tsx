import { useTranslation } from 'react-i18next';
import type { OrderLine, Package, Quote } from '@hs/contracts/checkout';
import { useLocale } from '../../hooks/use-locale.ts';
import { promisedHeadshots } from '@hs/domain/give-back';
import { formatMoney } from './money.ts';

/**
 * What the buyer pays, exactly as the server quoted it (issue 12): its lines, the coupon
 * and gift card, and the total. Nothing here is computed from a price list.
 */
export function CheckoutSummary({
  quote,
  pkg,
  perStyle = null,
}: {
  quote: Quote;
  pkg: Package | undefined;
  /** Distinct headshots a style can have from the model's photos (issue 34 item 4). */
  perStyle?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  // The package line in the page's language, from the package's own data; other lines
  // as the server describes them.
  const describe = (line: OrderLine) =>
    line.kind === 'package' && pkg
      ? t('buying.checkout.packageLine', {
          name: pkg.name,
          headshots: pkg.headshots,
          styles: pkg.stylesAllowed,
          resolution: pkg.resolution,
        })
      : line.description;
  return (
    <dl className="space-y-2 text-sm" data-testid="checkout-summary">
      {quote.lines.map((line, index) => (
        <div key={`${line.kind}-${index}`} className="flex justify-between gap-4">
          <dt className="min-w-0 text-gray-700" data-testid="checkout-line">
            {describe(line)}
            {line.quantity > 1 ? (
              <span className="block text-xs text-gray-500">
                {line.quantity} × {money(line.unitAmount)}
              </span>
            ) : null}
          </dt>
          <dd className="shrink-0 tabular-nums">{money(line.amount)}</dd>
        </div>
      ))}
      {quote.lines.length > 1 ? (
        <div className="flex justify-between border-t border-gray-100 pt-2">
          <dt className="text-gray-600">{t('buying.checkout.subtotal')}</dt>
          <dd className="tabular-nums">{money(quote.subtotal)}</dd>
        </div>
      ) : null}
      {quote.discount > 0 ? (
        <div className="flex justify-between text-green-700">
          <dt>{t('buying.checkout.discount')}</dt>
          <dd className="tabular-nums">−{money(quote.discount)}</dd>
        </div>
      ) : null}
      {quote.giftCard > 0 ? (
        <div className="flex justify-between text-green-700">
          <dt>{t('buying.checkout.giftCardLine')}</dt>
          <dd className="tabular-nums">−{money(quote.giftCard)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-semibold text-gray-900">
        <dt>{t('buying.checkout.total')}</dt>
        <dd data-testid="checkout-total">{money(quote.total)}</dd>
      </div>
      {pkg && perStyle !== null ? (
        <p
          className="rounded-md bg-gray-50 p-2 text-xs text-gray-700"
          data-testid="checkout-promise"
        >
          {t('buying.checkout.promise', {
            promised: promisedHeadshots({
              headshots: pkg.headshots,
              styles: pkg.stylesAllowed,
              perStyle,
            }),
            headshots: pkg.headshots,
          })}
        </p>
      ) : null}
    </dl>
  );
}
