import Stripe from 'stripe';
import type { StripeSettings } from './config.ts';

const clients = new WeakMap<StripeSettings, Stripe>();

/** One SDK client per configuration; tests point host/port/protocol at a loopback fake. */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
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

// Stripe's webhook signature tolerance (spec: 300 s, the SDK's default made explicit).
export const WEBHOOK_TOLERANCE_SECONDS = 300;
