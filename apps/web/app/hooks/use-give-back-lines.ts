import { useTranslation } from 'react-i18next';
import type { GiveBack } from '@hs/contracts/results';
import { formatPrice, isCurrencyCode } from '@hs/domain/currency';
import { useLocale } from './use-locale.ts';

/**
 * "Promised N, made M, given back K." and how it came back (issue 34 item 5), as the results
 * page and the receipts say it; nothing when the promise was kept.
 */
export function useGiveBackLines(giveBack: GiveBack | null | undefined): string[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return giveBackLines(giveBack, t, locale);
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The lines of `giveBack` (useGiveBackLines for a list of them). */
export function giveBackLines(
  giveBack: GiveBack | null | undefined,
  t: Translate,
  locale: string,
): string[] {
  if (!giveBack || giveBack.givenBack === 0) return [];
  const summary = t('results.giveBack.summary', giveBack);
  const currency = giveBack.currency?.toLowerCase();
  if (giveBack.kind === 'money' && currency && isCurrencyCode(currency)) {
    const amount = formatPrice(giveBack.amount, currency, locale);
    const how = giveBack.status === 'owed' ? 'moneyOwed' : 'money';
    return [summary, t(`results.giveBack.${how}`, { amount })];
  }
  if (giveBack.kind === 'credits') {
    return [summary, t('results.giveBack.credits', { amount: giveBack.amount })];
  }
  if (giveBack.kind === 'run') return [summary, t('results.giveBack.run')];
  return [summary];
}
