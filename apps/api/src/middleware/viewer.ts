import { createMiddleware } from 'hono/factory';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { loadViewer, type Viewer } from '../auth/viewer.ts';

/**
 * Every API call may carry `uid` and `idToken` headers. Both absent: a signed-out caller.
 * Present: the token must be valid, for that uid, of a session that is still live.
 */
export function viewerMiddleware(services: Pick<Services, 'database' | 'idTokens'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const uid = c.req.header('uid');
    const token = c.req.header('idtoken');
    if (!uid && !token) {
      c.set('viewer', null);
      return next();
    }
    if (!uid || !token) throw new AppError('auth.incorrectToken');
    const claims = await services.idTokens.verify(token);
    if (!claims || claims.sub !== uid) throw new AppError('auth.incorrectToken');
    const viewer = await loadViewer(services.database.db, uid, claims.sid);
    if (!viewer) throw new AppError('auth.incorrectToken');
    c.set('viewer', viewer);
    return next();
  });
}

/**
 * The viewer of a request a browser makes by itself (an <img>), which carries the session
 * cookie but no uid and idToken headers: the same live-session check, never refreshing it.
 */
export async function viewerFromCookie(
  services: Pick<Services, 'database' | 'auth'>,
  headers: Headers,
): Promise<Viewer | null> {
  if (!headers.get('cookie')) return null;
  const session = await services.auth.api
    .getSession({ headers, query: { disableRefresh: true } })
    .catch(() => null);
  if (!session) return null;
  return loadViewer(services.database.db, session.user.id, session.session.id);
}
