import type { StudioCreditsView } from '@hs/contracts/studio-credits';
import type { CurrencyCode } from '@hs/domain/currency';
import {
  isStudioCreditPack,
  studioCreditPacks,
  studioCreditUnitPrice,
} from '@hs/domain/studio-credits';
import type { AppUserRow } from '../auth/viewer.ts';
import type { LinePricer } from '../billing/pricing.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { upsellsShown } from '../upsell/basket.ts';
import { studioCredits } from './service.ts';

// Studio credits for sale (issue 18; decision 029): a pack is one `studio_credits` order
// line, priced here from the catalogue in the checkout's transaction; payment grants a lot
// of that many credits (entitlements/grants.ts), once per order.

/** The person's credits and the packs they may buy, priced in `currency`. */
export async function studioCreditsView(
  services: Services,
  user: AppUserRow,
  currency: CurrencyCode,
  parity: number,
): Promise<StudioCreditsView> {
  return {
    credits: await studioCredits(services.database.db, user.uid),
    currency,
    packs: studioCreditPacks(currency, parity),
    forSale: await upsellsShown(services, user),
  };
}

/**
 * The pack's order line. Credits are an upsell (spec 000 section 6): the route refuses team
 * members, model accounts and holiday mode before the checkout (billing/line-checkout.ts).
 */
export function studioCreditsPricer(credits: number): LinePricer {
  return async (_tx, { currency, parity }) => {
    // The contract allows only the packs; this keeps a caller of the service to them too.
    if (!isStudioCreditPack(credits)) throw new AppError('studio.packUnknown');
    const unit = studioCreditUnitPrice(currency, parity);
    return {
      lines: [
        {
          kind: 'studio_credits',
          ref: null,
          description: `Studio credits: ${credits}`,
          quantity: credits,
          unitAmount: unit,
          amount: credits * unit,
          terms: null,
        },
      ],
      holds: [],
    };
  };
}
