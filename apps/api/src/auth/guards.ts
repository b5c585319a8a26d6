import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import type { AppUserRow, Viewer } from './viewer.ts';

/** The signed-in caller (anonymous accounts included), or 401. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new AppError('http.unauthorized');
  return viewer;
}

/** A caller whose product account exists, or 401/403. */
export function requireUser(c: Context<AppEnv>): Viewer & { user: AppUserRow } {
  const viewer = requireViewer(c);
  if (!viewer.user) throw new AppError('account.required');
  return viewer as Viewer & { user: AppUserRow };
}

/** Route middleware: refuses signed-out callers before the body is even validated. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireViewer(c);
  await next();
});
