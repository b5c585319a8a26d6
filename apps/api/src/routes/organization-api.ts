import { OpenAPIHono } from '@hono/zod-openapi';
import {
  apiInviteMembersRoute,
  apiListMembersRoute,
  apiMemberPhotoRoute,
  apiMemberPhotosRoute,
  createApiKeyRoute,
  getWebhookRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  setWebhookRoute,
} from '@hs/contracts/organization-api';
import { teamIdOrNull } from '@hs/domain/organization';
import { sizeKey } from '@hs/domain/organization-options';
import { requireViewer, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import {
  apiKeyAuth,
  apiKeyLimiter,
  createApiKey,
  keyOrganization,
  listApiKeys,
  revokeApiKey,
} from '../organizations/api-keys.ts';
import {
  listApiMembers,
  selectedPhotoFile,
  selectedPhotosOf,
} from '../organizations/api-members.ts';
import { allowedOptionsOf, chosenSize } from '../organizations/options.ts';
import { inviteMembers } from '../organizations/invites.ts';
import { organizationLead } from '../organizations/api-members.ts';
import { readWebhook, setWebhook } from '../organizations/webhooks.ts';
import { authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';

// The organization API (issue 17 item 9; decision 028): keys and the webhook in the lead
// area, and the /v1/* operations an integration calls with a key.
export function organizationApiRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const byKey = apiKeyAuth(
    db,
    apiKeyLimiter(services.database, services.config.organizationApiPerMinute ?? 120),
  );

  app.openapi({ ...createApiKeyRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    const made = await createApiKey(db, {
      organizationId,
      createdBy: requireViewer(c).uid,
      name: c.req.valid('json').name,
    });
    return c.json({ success: true as const, data: made }, 200);
  });

  app.openapi({ ...listApiKeysRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    return c.json(
      { success: true as const, data: { apiKeys: await listApiKeys(db, organizationId) } },
      200,
    );
  });

  app.openapi({ ...revokeApiKeyRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    const key = await revokeApiKey(db, organizationId, c.req.valid('param').id);
    return c.json({ success: true as const, data: key }, 200);
  });

  app.openapi({ ...getWebhookRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    return c.json({ success: true as const, data: await readWebhook(db, organizationId) }, 200);
  });

  app.openapi({ ...setWebhookRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const organizationId = authorizeLead(principalOf(c));
    const hook = await setWebhook(services, organizationId, c.req.valid('json').url);
    return c.json({ success: true as const, data: hook }, 200);
  });

  app.openapi({ ...apiListMembersRoute, middleware: [byKey] }, async (c) => {
    const organizationId = keyOrganization(c);
    const data = await listApiMembers(db, organizationId, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...apiInviteMembersRoute, middleware: [byKey] }, async (c) => {
    const organizationId = keyOrganization(c);
    const body = c.req.valid('json');
    const invites = await inviteMembers(services, {
      organizationId,
      inviterId: await organizationLead(db, organizationId),
      emails: body.emails,
      teamId: teamIdOrNull(body.teamId),
    });
    return c.json({ success: true as const, data: { invites } }, 200);
  });

  app.openapi({ ...apiMemberPhotosRoute, middleware: [byKey] }, async (c) => {
    const organizationId = keyOrganization(c);
    // Decision 048: the organization's sizes are offered, and a size is one of them.
    const { sizes } = await allowedOptionsOf(db, organizationId);
    const size = chosenSize(sizes, c.req.valid('query').size);
    const photos = await selectedPhotosOf(services, organizationId, c.req.valid('param').id, size);
    return c.json({ success: true as const, data: { photos, sizes: sizes.map(sizeKey) } }, 200);
  });

  app.openapi({ ...apiMemberPhotoRoute, middleware: [byKey] }, async (c) => {
    const organizationId = keyOrganization(c);
    const { id, photoId } = c.req.valid('param');
    const { sizes } = await allowedOptionsOf(db, organizationId);
    const size = chosenSize(sizes, c.req.valid('query').size);
    const png = await selectedPhotoFile(services, { organizationId, uid: id, photoId, size });
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
