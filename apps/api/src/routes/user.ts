import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminCheckRoute,
  createUserRoute,
  userDetailsRoute,
  userLocationRoute,
} from '@hs/contracts/user';
import { countryFromAcceptLanguage, normalizeCountryCode } from '@hs/domain/location';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { requireViewer, signedIn } from '../auth/guards.ts';
import { trackingCookie } from '../billing/visitor.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { createAccount, userDetailsOf } from '../user/service.ts';

export function userRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 000 section 7: POST /user creates the account of the signed-in identity.
  app.openapi({ ...createUserRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    if (body.uid !== viewer.uid) throw new AppError('account.notYours');
    const created = await createAccount(services, viewer, body, {
      referredByCookie: trackingCookie(c, TRACKING_COOKIE.referredBy),
      partnerIdCookie: trackingCookie(c, TRACKING_COOKIE.partnerId),
      signupIp: c.get('clientIp'),
    });
    if (created === 'limited') {
      return c.json(new AppError('account.signupLimited').toBody(), 429);
    }
    return c.json({ success: true as const, ...created }, 200);
  });

  app.openapi({ ...userDetailsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    if (!viewer.user) return c.json({ success: true as const, user: null }, 200);
    const user = await userDetailsOf(db, viewer.user, viewer.isAnonymous);
    return c.json({ success: true as const, user }, 200);
  });

  app.openapi(userLocationRoute, (c) => {
    const header = services.config.countryHeader;
    const fromProxy = header ? normalizeCountryCode(c.req.header(header)) : null;
    const countryCode = fromProxy ?? countryFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ success: true as const, countryCode }, 200);
  });

  // spec 001 section 7: GET /auth/admin/check decides access to the admin layout.
  app.openapi({ ...adminCheckRoute, middleware: [signedIn] }, (c) => {
    const viewer = requireViewer(c);
    const adminRole = viewer.user?.adminRole ?? null;
    return c.json({ success: true as const, isAdmin: adminRole !== null, adminRole }, 200);
  });

  return app;
}
