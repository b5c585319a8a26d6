import { useCallback, useSyncExternalStore } from 'react';
import {
  CURRENCY_SWITCH_WAIT_MS,
  PREFERRED_CURRENCY_KEY,
  currencyForCountry,
  isSelectable,
  selectableCurrencies,
  type CurrencyCode,
} from '@hs/domain/currency';
import { currencyCookie, currencyInCookies } from '../components/currency/currency-cookie.ts';
import { usePageContext } from './use-page-context.ts';

// spec 001 section 4, currency switch: the choice is stored, then the app is notified so
// every price re-renders; the event also tells other components a switch is under way.
const CHANGE_EVENT = 'hs:currency-change';

let switching = false;

/**
 * The chosen currency: its cookie (what the server rendered, and the choice a visitor made
 * without JavaScript), else the stored key of visitors from before the cookie.
 */
function readStored(): string | null {
  const cookie = currencyInCookies(document.cookie);
  if (cookie) return cookie;
  try {
    return window.localStorage.getItem(PREFERRED_CURRENCY_KEY);
  } catch {
    // Storage can be disabled (private mode, policies): no stored preference then.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Close, show 'Switching currency...', store, notify, wait 500 ms, hide (spec 001
 * section 4). A failure is only logged and the loader hidden (spec 001 section 8).
 */
export async function switchCurrency(currency: CurrencyCode): Promise<void> {
  switching = true;
  notify();
  try {
    document.cookie = currencyCookie(currency);
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, currency);
    notify();
    await wait(CURRENCY_SWITCH_WAIT_MS);
  } catch (error) {
    console.warn('Currency switch failed', error);
  } finally {
    switching = false;
    notify();
  }
}

export interface CurrencyState {
  currency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => Promise<void>;
  /** The visible currencies plus the hidden one of the visitor's country. */
  selectable: CurrencyCode[];
  /** True while the 'Switching currency...' loader shows. */
  switching: boolean;
  /**
   * The parity pricing multiplier the server verified (a signed hpai_parity cookie), else 1.
   * Never read from the cookie here: a price shown must be the price checkout charges.
   */
  parity: number;
  countryCode: string | null;
}

/**
 * The visitor's currency: the stored preference when allowed for their country, else the
 * country's currency, else usd (spec 000 section 9). The server renders the choice of the
 * preferedCurrency cookie; a preference only in local storage applies after hydration.
 */
export function useCurrency(): CurrencyState {
  const context = usePageContext();
  const countryCode = context.viewer?.user?.countryCode ?? context.countryCode ?? null;
  const stored = useSyncExternalStore(subscribe, readStored, () => context.currency ?? null);
  const isSwitching = useSyncExternalStore(
    subscribe,
    () => switching,
    () => false,
  );
  const currency = isSelectable(stored, countryCode) ? stored : currencyForCountry(countryCode);
  const setCurrency = useCallback((next: CurrencyCode) => switchCurrency(next), []);
  return {
    currency,
    setCurrency,
    selectable: selectableCurrencies(countryCode),
    switching: isSwitching,
    parity: context.parity ?? 1,
    countryCode,
  };
}
