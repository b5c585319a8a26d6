import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { deleteSessionCookie, expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { IMPERSONATION_SECONDS } from '@hs/domain/impersonation';

// Decision 037: "sign in as the user" as a small better-auth plugin of two server-only
// endpoints. It works like the admin plugin's impersonateUser (a session for the person
// marked impersonatedBy, the staff session kept in a signed cookie and given back on
// stop) without that plugin's second role model and its HTTP endpoints (ban, set
// password, remove user). Who may do it is decided by our policy in the API route that
// calls these; they are not reachable over HTTP (SERVER_ONLY).

const STAFF_COOKIE = 'staff_session';

/** A session opened as someone ended by signing out (for the audit trail). */
export interface SignedOutWhileImpersonating {
  staffUid: string;
  targetUid: string;
  sessionId: string;
}

export const impersonation = (
  o: { onSignOut?: (ended: SignedOutWhileImpersonating) => Promise<void> } = {},
) =>
  ({
    id: 'staff-impersonation',
    hooks: {
      before: [
        {
          // Signing out while signed in as someone signs the browser out: the session
          // opened as them ends (better-auth's sign-out), and so does the staff session
          // kept behind it, its cookie expired. Giving the staff session back is what
          // "Stop" in the banner does; "Sign out" leaves nobody signed in, so a staff
          // session never outlives a sign-out in a (possibly shared) browser.
          matcher: (ctx) => ctx.path === '/sign-out',
          handler: createAuthMiddleware(async (ctx) => {
            const staffCookie = ctx.context.createAuthCookie(STAFF_COOKIE);
            if (!ctx.headers?.get('cookie')?.includes(staffCookie.name)) return;
            expireCookie(ctx, staffCookie);
            const token = await ctx.getSignedCookie(staffCookie.name, ctx.context.secret);
            if (!token) return;
            const current = await getSessionFromCtx(ctx);
            const by = (current?.session as { impersonatedBy?: string | null } | undefined)
              ?.impersonatedBy;
            // Only this browser ever held the staff session's token (start moved it here),
            // so it ends too, even when the session opened as someone already ran out.
            await ctx.context.internalAdapter.deleteSession(token);
            if (current && by) {
              await o.onSignOut?.({
                staffUid: by,
                targetUid: current.user.id,
                sessionId: current.session.id,
              });
            }
          }),
        },
      ],
    },
    schema: {
      session: {
        fields: { impersonatedBy: { type: 'string', required: false, input: false } },
      },
    },
    endpoints: {
      startImpersonation: createAuthEndpoint(
        '/staff/impersonate',
        {
          method: 'POST',
          body: z.object({
            userId: z.string().max(200),
            actorUid: z.string().max(200),
            sessionId: z.string().max(200),
          }),
          use: [sessionMiddleware],
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const staff = ctx.context.session;
          // The cookie's session must be the caller the route authorized, and not itself
          // an impersonation (no chains).
          if (
            staff.user.id !== ctx.body.actorUid ||
            staff.session.id !== ctx.body.sessionId ||
            (staff.session as { impersonatedBy?: string | null }).impersonatedBy
          ) {
            throw new APIError('FORBIDDEN', { message: 'Not the signed-in staff session' });
          }
          const target = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!target) throw new APIError('NOT_FOUND', { message: 'No such user' });
          const session = await ctx.context.internalAdapter.createSession(
            target.id,
            true,
            {
              impersonatedBy: staff.user.id,
              expiresAt: new Date(Date.now() + IMPERSONATION_SECONDS * 1000),
            },
            true,
          );
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
          await ctx.setSignedCookie(
            ctx.context.createAuthCookie(STAFF_COOKIE).name,
            staff.session.token,
            ctx.context.secret,
            ctx.context.authCookies.sessionToken.attributes,
          );
          deleteSessionCookie(ctx, true);
          // "Don't remember me": the browser forgets it on close, and better-auth never
          // pushes its expiry forward (a refresh would make it a 30-day session).
          await setSessionCookie(ctx, { session, user: target }, true);
          return ctx.json({ sessionId: session.id, expiresAt: session.expiresAt });
        },
      ),
      stopImpersonation: createAuthEndpoint(
        '/staff/stop-impersonating',
        {
          method: 'POST',
          body: z.object({ sessionId: z.string().max(200) }),
          use: [sessionMiddleware],
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const current = ctx.context.session;
          const by = (current.session as { impersonatedBy?: string | null }).impersonatedBy;
          if (current.session.id !== ctx.body.sessionId) {
            throw new APIError('FORBIDDEN', { message: 'Not the signed-in session' });
          }
          if (!by) throw new APIError('BAD_REQUEST', { message: 'Not impersonating' });
          const staffCookie = ctx.context.createAuthCookie(STAFF_COOKIE);
          const token = await ctx.getSignedCookie(staffCookie.name, ctx.context.secret);
          await ctx.context.internalAdapter.deleteSession(current.session.token);
          expireCookie(ctx, staffCookie);
          const staff = token ? await ctx.context.internalAdapter.findSession(token) : null;
          // The staff session is given back only if it is still live and its owner is the
          // one who started this impersonation; otherwise they sign in again.
          if (!staff || staff.user.id !== by || staff.session.expiresAt < new Date()) {
            deleteSessionCookie(ctx);
            return ctx.json({ staffUid: by, restored: false });
          }
          await setSessionCookie(ctx, staff, false);
          return ctx.json({ staffUid: by, restored: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
