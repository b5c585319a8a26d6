import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { basketCheckoutRoute, getBasketRoute, updateBasketRoute } from '@hs/contracts/upsell';
import type { CurrencyCode } from '@hs/domain/currency';
import { requireUser, signedIn } from '../auth/guards.ts';
import { checkoutLines } from '../billing/line-checkout.ts';
import { visitorCurrency, visitorParity } from '../billing/visitor.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError, invalidInput } from '../errors.ts';
import { basketPricer, basketView, saveBasket } from '../upsell/basket.ts';

/** spec 001 section 5: items that are not an array are refused with 'Invalid items'. */
function basketRefusal(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const issue = issues[0];
  if (issue?.path[0] === 'items' && issue.path.length === 1) {
    return new AppError('basket.invalidItems');
  }
  return invalidInput(issues);
}

export function upsellRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();

  /** The basket with prices in the wanted currency when the visitor may pay in it. */
  const view = async (c: Context<AppEnv>, modelId: string, wanted?: CurrencyCode) => {
    const viewer = requireUser(c);
    const currency = visitorCurrency(c, services, wanted);
    return basketView(services, viewer.user, modelId, currency, visitorParity(c, services));
  };

  // spec 001 section 7: GET /upsell/basket?modelId= answers basket, prices, freeStyles
  app.openapi({ ...getBasketRoute, middleware: [signedIn] }, async (c) => {
    const { modelId, currency } = c.req.valid('query');
    const data = await view(c, modelId, currency);
    return c.json({ success: true as const, data }, 200);
  });

  // spec 001 section 7: POST /upsell/basket?modelId= with items and appearance
  app.openapi(
    { ...updateBasketRoute, middleware: [signedIn] },
    async (c) => {
      const viewer = requireUser(c);
      const { modelId } = c.req.valid('query');
      await saveBasket(services, viewer.user, modelId, c.req.valid('json'));
      return c.json({ success: true as const, data: await view(c, modelId) }, 200);
    },
    (result) => {
      if (!result.success) throw basketRefusal(result.error.issues);
      return undefined;
    },
  );

  // The basket is paid through the one checkout (billing/checkout.ts) as order lines.
  app.openapi({ ...basketCheckoutRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { modelId } = c.req.valid('query');
    const basket = basketPricer(viewer.user, modelId);
    const session = await checkoutLines(c, services, c.req.valid('json'), basket, {
      returnTo: '/app/results',
      unavailable: 'upsell.unavailable',
    });
    return c.json({ success: true as const, data: session }, 200);
  });

  return app;
}
