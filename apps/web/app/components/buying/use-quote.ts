import { useCallback, useEffect, useRef, useState } from 'react';
import { quoteRoute, type Quote } from '@hs/contracts/checkout';
import type { CurrencyCode } from '@hs/domain/currency';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const schema = quoteRoute.responses[200].content['application/json'].schema;

export interface Codes {
  coupon: string;
  giftCard: string;
}

/**
 * The server's price for the current choice. Codes are applied one at a time: a refused
 * code reports its own error and the quote keeps the codes that were accepted.
 */
export function useQuote(packageId: string | null, currency: CurrencyCode) {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [applied, setApplied] = useState<Codes>({ coupon: '', giftCard: '' });
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<{ field: keyof Codes | 'quote'; message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const run = useRef(0);

  const ask = useCallback(
    async (codes: Codes) => {
      if (!packageId) return null;
      return api.request('/checkout/quote', {
        method: 'POST',
        schema,
        body: {
          packageId,
          currency,
          ...(codes.coupon ? { couponCode: codes.coupon } : {}),
          ...(codes.giftCard ? { giftCardCode: codes.giftCard } : {}),
        },
      });
    },
    [api, currency, packageId],
  );

  // A new package or currency: price again with the codes kept (dropping any now refused).
  useEffect(() => {
    const mine = ++run.current;
    setBusy(true);
    ask(applied)
      .then((answer) => {
        if (mine !== run.current) return;
        setQuote(answer?.data ?? null);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (mine !== run.current) return;
        setQuote(null);
        setError({ field: 'quote', message: failureMessage(failure) });
        if (applied.coupon || applied.giftCard) setApplied({ coupon: '', giftCard: '' });
      })
      .finally(() => {
        if (mine === run.current) setBusy(false);
      });
    // `applied` changes only through apply(), which prices itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);

  const apply = useCallback(
    async (field: keyof Codes, code: string) => {
      const next = { ...applied, [field]: code.trim() };
      setBusy(true);
      try {
        const answer = await ask(next);
        setApplied(next);
        setQuote(answer?.data ?? null);
        setError(null);
        return true;
      } catch (failure) {
        setError({ field, message: failureMessage(failure) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [applied, ask, failureMessage],
  );

  /** Prices again with the codes kept (the server said the total changed); the new quote. */
  const refresh = useCallback(async (): Promise<Quote | null> => {
    const mine = ++run.current;
    setBusy(true);
    try {
      const answer = await ask(applied);
      if (mine === run.current) setQuote(answer?.data ?? null);
      return answer?.data ?? null;
    } catch (failure) {
      if (mine === run.current) {
        setQuote(null);
        setError({ field: 'quote', message: failureMessage(failure) });
      }
      return null;
    } finally {
      if (mine === run.current) setBusy(false);
    }
  }, [applied, ask, failureMessage]);

  return { quote, applied, apply, refresh, error, busy };
}
