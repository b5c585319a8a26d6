import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { appUser, authSession } from '@hs/db/schema';
import { mayImpersonate } from '@hs/domain/impersonation';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';

// Decision 037: "sign in as the user". Our policy decides (admin only, never a staff
// member); the auth plugin (auth/impersonation.ts) swaps the browser's session; the audit
// trail gets who, whom and when for the start and the stop.

/** better-auth's refusals as our reasons: a browser whose cookie is not the token's session. */
function refusal(failure: unknown): unknown {
  if (!(failure instanceof APIError)) return failure;
  if (failure.status === 'NOT_FOUND') return new AppError('person.unknown');
  if (failure.status === 'BAD_REQUEST') return new AppError('impersonation.notActive');
  return new AppError('impersonation.sessionMismatch');
}

export async function startImpersonation(
  services: Services,
  o: { viewer: Viewer; actor: StaffActor; targetUid: string; headers: Headers },
): Promise<{ expiresAt: string; cookies: string[] }> {
  const { db } = services.database;
  const [target] = await db
    .select({ uid: appUser.uid, adminRole: appUser.adminRole })
    .from(appUser)
    .where(eq(appUser.uid, o.targetUid));
  if (!target) throw new AppError('person.unknown');
  if (!mayImpersonate(o.viewer.user?.adminRole, target.adminRole)) {
    throw new AppError(target.adminRole ? 'impersonation.staff' : 'http.forbidden');
  }
  const answer = await services.auth.api
    .startImpersonation({
      headers: o.headers,
      body: { userId: target.uid, actorUid: o.viewer.uid, sessionId: o.viewer.sessionId },
      returnHeaders: true,
    })
    .catch((failure: unknown) => {
      throw refusal(failure);
    });
  const { sessionId, expiresAt } = answer.response;
  try {
    await recordStaffAction(db, o.actor, {
      action: 'impersonation.start',
      targetType: 'user',
      targetId: target.uid,
      after: { sessionId, expiresAt },
    });
  } catch (failure) {
    // No session without its audit entry.
    await db.delete(authSession).where(eq(authSession.id, sessionId));
    throw failure;
  }
  return { expiresAt: new Date(expiresAt).toISOString(), cookies: answer.headers.getSetCookie() };
}

export async function stopImpersonation(
  services: Services,
  o: { viewer: Viewer; headers: Headers },
): Promise<{ restored: boolean; backTo: string; cookies: string[] }> {
  const by = o.viewer.impersonatedBy;
  if (!by) throw new AppError('impersonation.notActive');
  const { db } = services.database;
  const answer = await services.auth.api
    .stopImpersonation({
      headers: o.headers,
      body: { sessionId: o.viewer.sessionId },
      returnHeaders: true,
    })
    .catch((failure: unknown) => {
      throw refusal(failure);
    });
  const [staff] = await db
    .select({ email: appUser.email, adminRole: appUser.adminRole })
    .from(appUser)
    .where(eq(appUser.uid, by));
  await recordStaffAction(
    db,
    { uid: by, email: staff?.email ?? '', role: staff?.adminRole ?? '' },
    {
      action: 'impersonation.stop',
      targetType: 'user',
      targetId: o.viewer.uid,
      before: { sessionId: o.viewer.sessionId },
      after: { restored: answer.response.restored },
    },
  );
  return {
    restored: answer.response.restored,
    backTo: `/admin/user/${encodeURIComponent(o.viewer.uid)}`,
    cookies: answer.headers.getSetCookie(),
  };
}
