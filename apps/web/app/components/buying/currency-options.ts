import { CURRENCIES, HIDDEN_CURRENCIES, VISIBLE_CURRENCIES } from '@hs/domain/currency';

/** Every currency staff can price a coupon or gift card in. */
export const CURRENCY_OPTIONS = [...VISIBLE_CURRENCIES, ...HIDDEN_CURRENCIES].map((code) => ({
  value: code,
  title: CURRENCIES[code].code,
}));
