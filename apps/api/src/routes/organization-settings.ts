import { OpenAPIHono } from '@hono/zod-openapi';
import {
  getOrganizationSettingsRoute,
  getPreselectedOptionsRoute,
  removeBrandingImageRoute,
  saveOrganizationSettingsRoute,
  savePreselectedOptionsRoute,
  uploadBrandingImageRoute,
} from '@hs/contracts/organization-settings';
import { teamIdOrNull } from '@hs/domain/organization';
import { signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  memberPreselected,
  preselectedFor,
  readSettings,
  removeBrandingImage,
  saveSettings,
  savePreselected,
  setBrandingImage,
} from '../organizations/options.ts';
import { membershipOf } from '../organizations/service.ts';
import { authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';

// The lead's settings for the members' headshots (issue 17 item 7; decision 034) and the
// preselected options members start from (spec 001 section 7).
export function organizationSettingsRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  app.openapi({ ...getOrganizationSettingsRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    return c.json({ success: true as const, data: await readSettings(db, storage, id) }, 200);
  });

  app.openapi({ ...saveOrganizationSettingsRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await saveSettings(db, id, c.req.valid('json'));
    return c.json({ success: true as const, data: await readSettings(db, storage, id) }, 200);
  });

  app.openapi({ ...uploadBrandingImageRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await setBrandingImage(db, storage, id, c.req.valid('form').file);
    return c.json({ success: true as const, data: await readSettings(db, storage, id) }, 200);
  });

  app.openapi({ ...removeBrandingImageRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await removeBrandingImage(db, storage, id);
    return c.json({ success: true as const, data: await readSettings(db, storage, id) }, 200);
  });

  // spec 001 section 7: GET /organization/team/preselected-options answers data. A member
  // reads their own team's; the lead reads any team of theirs (?teamId, none: All members).
  app.openapi({ ...getPreselectedOptionsRoute, middleware: [signedIn] }, async (c) => {
    const principal = principalOf(c);
    const uid = principal.kind === 'person' ? principal.uid : null;
    const place = uid ? await membershipOf(db, uid) : null;
    if (!place) throw new AppError('organization.required');
    const data =
      place.role === 'owner'
        ? await preselectedFor(db, place.organizationId, teamIdOrNull(c.req.valid('query').teamId))
        : await memberPreselected(db, place.organizationId, place.teamId);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...savePreselectedOptionsRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const body = c.req.valid('json');
    const teamId = teamIdOrNull(body.teamId);
    await savePreselected(db, id, { teamId, styles: body.styles, clothing: body.clothing });
    return c.json({ success: true as const, data: await preselectedFor(db, id, teamId) }, 200);
  });

  return app;
}
