import { createMiddleware } from 'hono/factory';
import { refusedWhileImpersonating } from '@hs/domain/impersonation';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Decision 037: a session an admin opened as someone reads what they see, but never
 * reaches staff tools, pays, refunds or deletes the account (403 before any route runs).
 */
export const refuseWhileImpersonating = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = c.get('viewer');
  if (viewer?.impersonatedBy) {
    const path = c.req.path.replace(/^\/api(?=\/)/, '');
    if (refusedWhileImpersonating(c.req.method, path)) throw new AppError('impersonation.refused');
  }
  await next();
});
