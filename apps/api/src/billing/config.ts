import type { Env } from '../env.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Tests point the SDK at a loopback fake (testing/fake-stripe.ts). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Everything payments read from the environment; absent = offline defaults. */
export interface BillingConfig {
  /** null: the offline test provider takes payments (or none, when `off`). */
  stripe: StripeSettings | null;
  /** PAYMENTS=off: no checkout at all; entitlements come only from staff grants. */
  off?: boolean;
  referralRewardCredits: number;
  seller: { name: string; address: string; email: string; vatId: string };
  /** Tax included in prices, in basis points (21% = 2100); null = no tax line. */
  tax: { rateBasisPoints: number; label: string } | null;
}

export const DEFAULT_BILLING_CONFIG: BillingConfig = Object.freeze({
  stripe: null,
  referralRewardCredits: 10,
  seller: { name: 'Headshot Studio', address: '', email: '', vatId: '' },
  tax: null,
});

export type PaymentsMode = 'stripe' | 'test' | 'off';

/** Which provider takes payments: Stripe when configured, else the test one (demo mode). */
export function paymentsMode(config: BillingConfig): PaymentsMode {
  if (config.off) return 'off';
  return config.stripe ? 'stripe' : 'test';
}

export function billingConfig(env: Env): BillingConfig {
  return {
    off: env.PAYMENTS === 'off',
    stripe:
      env.PAYMENTS !== 'test' && env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    referralRewardCredits: env.REFERRAL_REWARD_CREDITS,
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      email: env.SELLER_EMAIL,
      vatId: env.SELLER_VAT_ID,
    },
    tax:
      env.TAX_RATE !== undefined && env.TAX_RATE > 0
        ? { rateBasisPoints: Math.round(env.TAX_RATE * 100), label: env.TAX_LABEL }
        : null,
  };
}
