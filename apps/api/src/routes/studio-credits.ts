import { OpenAPIHono } from '@hono/zod-openapi';
import { studioCreditsCheckoutRoute, studioCreditsRoute } from '@hs/contracts/studio-credits';
import { requireUser, signedIn } from '../auth/guards.ts';
import { checkoutLines } from '../billing/line-checkout.ts';
import { visitorCurrency, visitorParity } from '../billing/visitor.ts';
import type { AppEnv, Services } from '../context.ts';
import { studioCreditsPricer, studioCreditsView } from '../studio/credits.ts';

// Studio credits for sale (issue 18; decision 029): what the credit modal offers, and its
// checkout through the one checkout as a `studio_credits` order line.
export function studioCreditRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi({ ...studioCreditsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const currency = visitorCurrency(c, services, c.req.valid('query').currency);
    const parity = visitorParity(c, services);
    const data = await studioCreditsView(services, viewer.user, currency, parity);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...studioCreditsCheckoutRoute, middleware: [signedIn] }, async (c) => {
    const body = c.req.valid('json');
    const pricer = studioCreditsPricer(body.credits);
    const session = await checkoutLines(c, services, body, pricer, {
      returnTo: '/studio',
      unavailable: 'studio.creditsNotForSale',
    });
    return c.json({ success: true as const, data: session }, 200);
  });

  return app;
}
