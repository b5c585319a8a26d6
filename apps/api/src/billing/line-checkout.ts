import type { Context } from 'hono';
import type { CurrencyCode } from '@hs/domain/currency';
import type { AppEnv, Services } from '../context.ts';
import { requireUser } from '../auth/guards.ts';
import { AppError } from '../errors.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import { upsellsShown } from '../upsell/basket.ts';
import { startCheckout } from './checkout.ts';
import type { LinePricer } from './pricing.ts';
import { checkoutCookies, visitorCountry, visitorParity } from './visitor.ts';

/**
 * Checkout of upsell lines (the upsell basket, studio credits): the one startCheckout, with the visitor's verified country, parity and attribution cookies.
 */
export async function checkoutLines(
  c: Context<AppEnv>,
  services: Services,
  body: {
    currency: CurrencyCode;
    uiMode: 'embedded' | 'redirect';
    expectedTotal?: number | undefined;
    returnTo?: string | undefined;
  },
  basket: LinePricer,
  o: { returnTo: string; unavailable: 'upsell.unavailable' | 'studio.creditsNotForSale' },
) {
  const viewer = requireUser(c);
  authorize(principalOf(c), { do: 'order.create' });
  // spec 000 section 6: both are upsells. Checked before the checkout's transaction: the
  // parameters may be read from the database, and on PGlite (one connection) a read outside
  // an open transaction waits for it forever.
  if (!(await upsellsShown(services, viewer.user))) throw new AppError(o.unavailable);
  const cookies = checkoutCookies(c);
  return startCheckout(services, {
    ...body,
    basket,
    returnTo: body.returnTo ?? o.returnTo,
    uid: viewer.uid,
    email: viewer.email,
    countryCode: visitorCountry(c, services),
    parity: visitorParity(c, services),
    partnerId: cookies.partnerId ?? viewer.user.partnerId,
    rewardfulReferral: cookies.rewardfulReferral,
  });
}
