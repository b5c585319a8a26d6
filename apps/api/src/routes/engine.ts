import { OpenAPIHono } from '@hono/zod-openapi';
import { engineCapabilitiesRoute, photoCheckRoute } from '@hs/contracts/engine';
import { engineCapabilities } from '@hs/engine/capabilities';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { ownModel } from '../onboarding/models.ts';
import { checkPhotos } from '../onboarding/photo-check.ts';

/** Issue 15 items 1, 5 and 6: what the configured engine can do and will make of the uploads. */
export function engineRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const capabilities = engineCapabilities(services.engineName);

  app.openapi(engineCapabilitiesRoute, (c) =>
    c.json({ success: true as const, data: capabilities }, 200),
  );

  app.openapi({ ...photoCheckRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { modelId } = c.req.valid('param');
    const { styles } = c.req.valid('query');
    const row = await ownModel(services.database.db, viewer.uid, modelId);
    const data = await checkPhotos(services, { uid: viewer.uid, modelId: row.id, styles });
    return c.json({ success: true as const, data }, 200);
  });

  return app;
}
