import { createMiddleware } from 'hono/factory';
import { whiteLabelDecision } from '@hs/domain/white-label';
import { MESSAGES } from '@hs/domain/messages';
import type { AppEnv } from '../context.ts';
import type { ParameterStore } from '../parameters.ts';

/** spec 001 section 2: in white-label mode only some paths stay reachable. */
export function whiteLabel(parameters: ParameterStore) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { whiteLabelMode } = await parameters.get();
    if (!whiteLabelMode.enabled) return next();
    const decision = whiteLabelDecision(c.req.path);
    switch (decision.kind) {
      case 'allow':
        return next();
      case 'redirect':
        return c.redirect(decision.to, 302);
      case 'forbidden':
        return c.text(MESSAGES.FORBIDDEN, 403);
      case 'not-found':
        return c.text(MESSAGES.NOT_FOUND, 404);
    }
  });
}
