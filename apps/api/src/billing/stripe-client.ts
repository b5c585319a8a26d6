import type Stripe from 'stripe';
import { lazyRequire } from '../tools/lazy-require.ts';
import type { StripeSettings } from './config.ts';

// The SDK is loaded when a payment first needs it, not at start-up (decision 051).
const sdk = lazyRequire<typeof Stripe>('stripe');

const clients = new WeakMap<StripeSettings, Stripe>();

/** One SDK client per configuration; tests point host/port/protocol at a loopback fake. */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const StripeSdk = sdk();
    client = new StripeSdk(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
    clients.set(settings, client);
  }
  return client;
}

/** Whether Stripe's API refused a call (as opposed to any other failure). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof sdk().errors.StripeError;
}

// Stripe's webhook signature tolerance (spec: 300 s, the SDK's default made explicit).
export const WEBHOOK_TOLERANCE_SECONDS = 300;
