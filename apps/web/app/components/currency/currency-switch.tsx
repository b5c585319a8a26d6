import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CheckIcon } from '@hs/ui/icons';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { CURRENCIES, isCurrencyCode, type CurrencyCode } from '@hs/domain/currency';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { cx } from '../site/cx.ts';
import { MENU_LINK, NavMenu } from '../site/nav-menu.tsx';
import { CURRENCY_ROUTE } from './currency-cookie.ts';

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
 * A <details> menu holding a GET form (decision 047): before or without JavaScript a button
 * goes to /currency, which sets the preferedCurrency cookie and comes back to this page,
 * rendered in that currency by the server; once React runs, the switch happens in place.
 */
export function CurrencySwitch({ side = 'below' }: { side?: 'below' | 'above' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { currency, setCurrency, selectable, switching } = useCurrency();
  // The header and the phone drawer each hold a switch: the one used shows the loader.
  const [used, setUsed] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const chosen = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (!isCurrencyCode(chosen)) return;
    event.preventDefault();
    const details = event.currentTarget.closest('details');
    if (details) details.open = false;
    details?.querySelector('summary')?.focus();
    setUsed(true);
    void setCurrency(chosen).finally(() => setUsed(false));
  }

  return (
    <>
      <NavMenu
        align="end"
        side={side}
        panelClassName="min-w-64"
        triggerClassName="py-1.5"
        label={
          <>
            <span className="sr-only">{t('tracking.currency.label')}: </span>
            <span data-testid="current-currency">{CURRENCIES[currency].code}</span>
          </>
        }
      >
        <form method="get" action={CURRENCY_ROUTE} onSubmit={onSubmit}>
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          <ul aria-label={t('tracking.currency.menu')}>
            {selectable.map((code) => (
              <li key={code}>
                <button
                  type="submit"
                  name="to"
                  value={code}
                  aria-current={code === currency ? 'true' : undefined}
                  className={cx(
                    MENU_LINK,
                    'flex w-full items-center text-left',
                    code === currency && 'font-semibold text-teal-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="inline-block w-9 text-xs font-semibold text-gray-500"
                  >
                    {CURRENCIES[code].symbol}
                  </span>
                  <span className="flex-1">{`${CURRENCIES[code].code} · ${currencyName(code, locale)}`}</span>
                  {code === currency ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
                </button>
              </li>
            ))}
          </ul>
        </form>
      </NavMenu>
      {switching && used ? <LoadingOverlay message={t('tracking.currency.switching')} /> : null}
    </>
  );
}
