import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface EmbeddedCheckoutInstance {
  mount(selector: string | HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  initEmbeddedCheckout?: (o: { clientSecret: string }) => Promise<EmbeddedCheckoutInstance>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';

/** Stripe.js, added to the page only when this component is used (a publishable key is set). */
function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js')));
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  });
}

export class EmbeddedCheckoutError extends Error {
  override name = 'EmbeddedCheckoutError';
}

/**
 * Stripe's embedded Checkout. spec 000 section 8: embedded checkout not initialised or its
 * element not found throws an error; the page shows that error.
 */
export function EmbeddedCheckout({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const { t } = useTranslation();
  const id = `embedded-checkout-${useId().replace(/:/g, '')}`;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let instance: EmbeddedCheckoutInstance | null = null;
    let cancelled = false;
    (async () => {
      const stripe = (await loadStripeJs())(publishableKey);
      if (!stripe.initEmbeddedCheckout) {
        throw new EmbeddedCheckoutError(t('buying.checkout.embeddedNotInitialised'));
      }
      instance = await stripe.initEmbeddedCheckout({ clientSecret });
      if (cancelled) return;
      const element = document.getElementById(id);
      if (!element) throw new EmbeddedCheckoutError(t('buying.checkout.embeddedElementMissing'));
      instance.mount(element);
    })().catch((failure: unknown) => {
      if (!cancelled) {
        setError(
          failure instanceof EmbeddedCheckoutError
            ? failure.message
            : t('buying.checkout.embeddedNotInitialised'),
        );
      }
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [clientSecret, id, publishableKey, t]);

  return (
    <section aria-label={t('buying.checkout.embeddedTitle')}>
      {error ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      ) : null}
      <div id={id} className="min-h-96" />
    </section>
  );
}
