import { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { setCookie } from 'hono/cookie';
import {
  acceptInviteRoute,
  createInviteLinkRoute,
  createOrganizationRoute,
  createTeamRoute,
  deleteTeamRoute,
  getInviteRoute,
  getOrganizationRoute,
  inviteMembersRoute,
  listInviteLinksRoute,
  listInvitesRoute,
  listMembersRoute,
  moveMemberRoute,
  organizationStatsRoute,
  revokeInviteLinkRoute,
  updateTeamRoute,
} from '@hs/contracts/organization';
import { teamIdOrNull } from '@hs/domain/organization';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { requireUser, requireViewer, signedIn } from '../auth/guards.ts';
import { trackingCookie } from '../billing/visitor.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  acceptInvite,
  createInviteLink,
  inviteCookieValue,
  inviteMembers,
  inviteRefOf,
  listInviteLinks,
  listInvites,
  readInvite,
  revokeInviteLink,
} from '../organizations/invites.ts';
import { listMembers, moveMember } from '../organizations/members.ts';
import {
  createOrganization,
  createTeam,
  deleteTeam,
  organizationStats,
  readOrganization,
  updateTeam,
} from '../organizations/service.ts';
import { countSelectedImages, withReminders } from '../organizations/team-area.ts';
import { authorize, authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';

/** How long the hshq_invite cookie keeps an invite across sign-up (spec 000 section 3). */
const INVITE_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** Route middleware: only a signed-up person in no organization creates one. */
const canCreate = createMiddleware<AppEnv>(async (c, next) => {
  const principal = principalOf(c);
  if (principal.kind === 'person' && principal.organization) {
    throw new AppError('organization.exists');
  }
  authorize(principal, { do: 'organization.create' });
  await next();
});

// The organization area (issue 17; spec 001 section 7 /organization/*, spec 000 /invite).
export function organizationRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...createOrganizationRoute, middleware: [signedIn, canCreate] }, async (c) => {
    const { uid } = requireUser(c);
    const body = c.req.valid('json');
    const id = await createOrganization(db, uid, body);
    return c.json(
      { success: true as const, data: { organization: await readOrganization(db, id) } },
      200,
    );
  });

  app.openapi({ ...getOrganizationRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    return c.json(
      { success: true as const, data: { organization: await readOrganization(db, id) } },
      200,
    );
  });

  app.openapi({ ...createTeamRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await createTeam(db, id, c.req.valid('json'));
    return c.json(
      { success: true as const, data: { organization: await readOrganization(db, id) } },
      200,
    );
  });

  app.openapi({ ...updateTeamRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await updateTeam(db, id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(
      { success: true as const, data: { organization: await readOrganization(db, id) } },
      200,
    );
  });

  app.openapi({ ...deleteTeamRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    await deleteTeam(db, id, c.req.valid('param').id);
    return c.json(
      { success: true as const, data: { organization: await readOrganization(db, id) } },
      200,
    );
  });

  app.openapi({ ...organizationStatsRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const [stats, selectedImages] = await Promise.all([
      organizationStats(db, id),
      countSelectedImages(db, id),
    ]);
    return c.json({ success: true as const, data: { ...stats, selectedImages } }, 200);
  });

  app.openapi({ ...listInvitesRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const q = c.req.valid('query');
    const { invites, paging } = await listInvites(db, id, q);
    const data = { invites: await withReminders(db, invites), paging };
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...inviteMembersRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const body = c.req.valid('json');
    const invites = await inviteMembers(services, {
      organizationId: id,
      inviterId: requireViewer(c).uid,
      emails: body.emails,
      teamId: teamIdOrNull(body.teamId),
    });
    return c.json({ success: true as const, data: { invites } }, 200);
  });

  app.openapi({ ...createInviteLinkRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const body = c.req.valid('json');
    const link = await createInviteLink(services, {
      organizationId: id,
      createdBy: requireViewer(c).uid,
      teamId: teamIdOrNull(body.teamId),
      allowedDomain: body.allowedDomain ?? null,
      usageLimit: body.usageLimit ?? null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      anonymousAccess: body.anonymousAccess ?? false,
    });
    return c.json({ success: true as const, data: link }, 200);
  });

  app.openapi({ ...listInviteLinksRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    return c.json({ success: true as const, data: await listInviteLinks(services, id) }, 200);
  });

  app.openapi({ ...revokeInviteLinkRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const link = await revokeInviteLink(services, id, c.req.valid('param').id);
    return c.json({ success: true as const, data: link }, 200);
  });

  app.openapi({ ...listMembersRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    return c.json(
      { success: true as const, data: await listMembers(db, id, c.req.valid('query')) },
      200,
    );
  });

  app.openapi({ ...moveMemberRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const id = authorizeLead(principalOf(c));
    const moved = await moveMember(db, id, c.req.valid('param').id, c.req.valid('json').teamId);
    return c.json({ success: true as const, data: moved }, 200);
  });

  // spec 000 section 7: GET /invite. Anyone with the link may read what it is for; the
  // hshq_invite cookie keeps it while the person signs up or in.
  app.openapi(getInviteRoute, async (c) => {
    const q = c.req.valid('query');
    const ref = inviteRefOf(q, trackingCookie(c, TRACKING_COOKIE.invite) ?? undefined);
    if (!ref) throw new AppError('invite.unknown');
    const data = await readInvite(db, ref);
    if (q.invite || q.link) {
      setCookie(c, TRACKING_COOKIE.invite, inviteCookieValue(ref), {
        path: '/',
        maxAge: INVITE_COOKIE_SECONDS,
        sameSite: 'Lax',
      });
    }
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...acceptInviteRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    authorize(principalOf(c), { do: 'invite.accept' });
    const ref = inviteRefOf(
      c.req.valid('json'),
      trackingCookie(c, TRACKING_COOKIE.invite) ?? undefined,
    );
    if (!ref) throw new AppError('invite.unknown');
    const joined = await acceptInvite(
      db,
      { uid: viewer.uid, email: viewer.email, isAnonymous: requireViewer(c).isAnonymous },
      ref,
    );
    return c.json({ success: true as const, data: joined }, 200);
  });

  return app;
}
