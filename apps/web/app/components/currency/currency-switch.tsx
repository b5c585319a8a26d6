import { useTranslation } from 'react-i18next';
import { Dropdown, type DropdownItem } from '@hs/ui/dropdown';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { CURRENCIES, type CurrencyCode } from '@hs/domain/currency';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';

function currencyName(code: CurrencyCode, locale: string): string {
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'currency' }).of(CURRENCIES[code].code) ??
      CURRENCIES[code].name
    );
  } catch {
    return CURRENCIES[code].name;
  }
}

/**
 * The header's currency picker (spec 001 section 4, currency switch): the visible
 * currencies plus the visitor's own hidden one; while switching, 'Switching currency...'.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency, setCurrency, selectable, switching } = useCurrency();
  const items: DropdownItem<CurrencyCode>[] = selectable.map((code) => ({
    value: code,
    title: `${CURRENCIES[code].code} · ${currencyName(code, locale)}`,
    icon: (
      <span aria-hidden="true" className="inline-block w-9 text-xs font-semibold text-gray-500">
        {CURRENCIES[code].symbol}
      </span>
    ),
  }));
  return (
    <>
      <Dropdown
        items={items}
        selectedValue={currency}
        onSelect={(code) => void setCurrency(code)}
        align="end"
        menuLabel={t('tracking.currency.menu')}
        className={className}
        triggerClassName="inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        label={
          <>
            <span className="sr-only">{t('tracking.currency.label')}: </span>
            <span data-testid="current-currency">{CURRENCIES[currency].code}</span>
          </>
        }
      />
      {switching ? <LoadingOverlay message={t('tracking.currency.switching')} /> : null}
    </>
  );
}
