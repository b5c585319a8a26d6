import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminCouponsRoute,
  adminCreateCouponRoute,
  adminCreateGiftCardRoute,
  adminGiftCardsRoute,
} from '@hs/contracts/payments';
import { requireUser } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import { createCoupon, createGiftCard, listCoupons, listGiftCards } from '../billing/coupons.ts';
import type { AppEnv, Services } from '../context.ts';
import { staffMay } from '../policy/policy.ts';

// spec 001 section 2: the admin menu's Coupons and Giftcards items
const COUPONS = staffMay({ do: 'staff.coupons' });
const GIFT_CARDS = staffMay({ do: 'staff.gift-cards' });

export function couponRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...adminCouponsRoute, middleware: [COUPONS] }, async (c) =>
    c.json({ success: true as const, data: await listCoupons(db) }, 200),
  );

  app.openapi({ ...adminCreateCouponRoute, middleware: [COUPONS] }, async (c) => {
    const data = await createCoupon(db, actorOf(requireUser(c)), c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...adminGiftCardsRoute, middleware: [GIFT_CARDS] }, async (c) =>
    c.json({ success: true as const, data: await listGiftCards(db) }, 200),
  );

  app.openapi({ ...adminCreateGiftCardRoute, middleware: [GIFT_CARDS] }, async (c) => {
    const data = await createGiftCard(db, actorOf(requireUser(c)), c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  });

  return app;
}
